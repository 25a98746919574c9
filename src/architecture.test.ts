import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  componentServerImports,
  folderCircles,
  folderOf,
  type Graph,
  importCircles,
  libImpurities,
  loadedWith,
  missingServerOnly,
  reachableFrom,
} from "../test/architecture";
import { type ImportEdge, importsOf, ROOT, sourceFiles } from "../test/import-graph";

/**
 * ARCHITECTURE.md "Rules that keep the house easy to live in" (decision 0015): imports point one way
 * (app → components → lib, app → server → lib), lib holds only the spec's rules, every server module
 * is marked server-only, no two files import each other, directly or round a loop, and neither do
 * two folders (issue 30).
 */
function projectGraph(): Graph {
  const graph: Graph = new Map();
  for (const file of [...sourceFiles(path.join(ROOT, "src")), ...sourceFiles(path.join(ROOT, "cli"))]) {
    graph.set(path.relative(ROOT, file), { text: readFileSync(file, "utf8"), edges: importsOf(file) });
  }
  return graph;
}

const graph = projectGraph();

/** What getDatabase() must never load: the boot, the demo generator and the import pipeline it may run. */
const BOOT_ONLY = /^src\/(server\/boot\.ts$|demo\/|server\/demo\/|server\/import\/)/;

describe("the project's layering (ARCHITECTURE.md rule 1)", () => {
  it("reads the whole project", () => {
    expect(graph.size).toBeGreaterThan(300);
  });

  it("components/ never imports server/: components get their data as props", () => {
    expect(componentServerImports(graph, ROOT)).toEqual([]);
  });

  it("lib/ imports no React, Next, database, server/, templates/, demo/ or components/", () => {
    expect(libImpurities(graph, ROOT)).toEqual([]);
  });

  it('every server/ module but the Drizzle schema starts with import "server-only"', () => {
    expect(missingServerOnly(graph)).toEqual([]);
  });

  it("no import circles", () => {
    expect(importCircles(graph, ROOT)).toEqual([]);
  });

  it("no two lib/, server/ or components/ folders import each other, directly or round a loop", () => {
    expect(folderCircles(graph, ROOT)).toEqual([]);
  });

  it("getDatabase() holds the booted handle: it reaches neither the boot, the demo seed nor the import pipeline", () => {
    const reached = reachableFrom(graph, ROOT, "src/server/db/database.ts");
    expect(reached.has("src/server/process-singleton.ts")).toBe(true);
    expect([...reached].filter((file) => BOOT_ONLY.test(file))).toEqual([]);
  });
});

/** The database side of the `forecourt` command: the client (PGlite, drivers), migrations, the importer, the seed. */
const DATABASE_SIDE =
  /^src\/server\/(db\/(client|migrate)\.ts$|import\/import-(feed|bundle)\.ts$|demo\/|staff\/staff-(invitations|list)\.ts$)/;

describe("the forecourt command loads the database side only when a command needs it (cli/forecourt.ts)", () => {
  it("loading the command, its import or its staff command loads none of it: those go to the running server", () => {
    for (const start of ["cli/forecourt.ts", "cli/import-command.ts", "cli/staff-command.ts"]) {
      expect(
        [...loadedWith(graph, ROOT, start)].filter((file) => DATABASE_SIDE.test(file)),
        start,
      ).toEqual([]);
    }
  });

  it("the rule sees what a static import would load, and not what a lazy one would", () => {
    const toClient = (lazy: boolean): ImportEdge => ({
      specifier: "../src/server/db/client",
      target: path.join(ROOT, "src/server/db/client.ts"),
      typeOnly: false,
      lazy,
    });
    const tiny: Graph = new Map([
      ["cli/a.ts", { text: "", edges: [toClient(false)] }],
      ["cli/b.ts", { text: "", edges: [toClient(true)] }],
      ["src/server/db/client.ts", { text: "", edges: [] }],
    ]);
    expect([...loadedWith(tiny, ROOT, "cli/a.ts")]).toContain("src/server/db/client.ts");
    expect([...loadedWith(tiny, ROOT, "cli/b.ts")]).toEqual(["cli/b.ts"]);
  });
});

describe("the rules catch what they are for", () => {
  const edge = (specifier: string, target: string | null): ImportEdge => ({
    specifier,
    target: target && path.join(ROOT, target),
    typeOnly: false,
    lazy: false,
  });
  const fake = (files: Record<string, { text?: string; edges?: ImportEdge[] }>): Graph =>
    new Map(Object.entries(files).map(([f, v]) => [f, { text: v.text ?? "", edges: v.edges ?? [] }]));

  it("a component that imports a server module is reported", () => {
    const bad = fake({
      "src/components/stock/car-tile.tsx": {
        edges: [edge("@/server/db/database", "src/server/db/database.ts")],
      },
      "src/server/db/database.ts": {},
    });
    expect(componentServerImports(bad, ROOT)).toEqual([
      "src/components/stock/car-tile.tsx imports @/server/db/database",
    ]);
  });

  it("lib reaching React, a template or the database is reported; tests beside lib may use anything", () => {
    const bad = fake({
      "src/lib/stock/a.ts": { edges: [edge("react", null), edge("../../templates/x", "src/templates/x.ts")] },
      "src/lib/stock/b.ts": { edges: [edge("drizzle-orm", null)] },
      "src/lib/stock/b.test.ts": { edges: [edge("@/server/db/client", "src/server/db/client.ts")] },
    });
    expect(libImpurities(bad, ROOT)).toEqual([
      "src/lib/stock/a.ts imports react",
      "src/lib/stock/a.ts imports ../../templates/x",
      "src/lib/stock/b.ts imports drizzle-orm",
    ]);
  });

  it("a server module without server-only is reported; the schema is not", () => {
    const bad = fake({
      "src/server/stock/queries.ts": { text: '/** doc */\nimport { x } from "y";' },
      "src/server/stock/ok.ts": { text: '// why\nimport "server-only";\nimport { x } from "y";' },
      "src/server/db/schema/stock.ts": { text: 'import { pgTable } from "drizzle-orm/pg-core";' },
    });
    expect(missingServerOnly(bad)).toEqual(["src/server/stock/queries.ts"]);
  });

  it("a loop of three files is one circle; a chain is none", () => {
    const loop = fake({
      "src/lib/a.ts": { edges: [edge("./b", "src/lib/b.ts")] },
      "src/lib/b.ts": { edges: [edge("./c", "src/lib/c.ts")] },
      "src/lib/c.ts": { edges: [edge("./a", "src/lib/a.ts")] },
      "src/lib/d.ts": { edges: [edge("./a", "src/lib/a.ts")] },
    });
    expect(importCircles(loop, ROOT)).toEqual([["src/lib/a.ts", "src/lib/b.ts", "src/lib/c.ts"]]);
  });

  it("two folders whose files import each other are a circle, however the files are arranged", () => {
    const circle = fake({
      "src/server/checkout/worker.ts": { edges: [edge("../trade-in/store", "src/server/trade-in/store.ts")] },
      "src/server/trade-in/store.ts": { edges: [edge("../db/schema", "src/server/db/schema.ts")] },
      "src/server/trade-in/car.ts": {
        edges: [{ ...edge("../checkout/journeys", "src/server/checkout/journeys.ts"), typeOnly: true }],
      },
      "src/server/checkout/journeys.ts": { edges: [edge("../db/schema", "src/server/db/schema.ts")] },
      "src/server/db/schema.ts": {},
    });
    expect(importCircles(circle, ROOT)).toEqual([]);
    expect(folderCircles(circle, ROOT)).toEqual([["server/checkout", "server/trade-in"]]);
  });

  it("a circle through a file beside the areas counts; files within one folder and tests do not", () => {
    const booting = fake({
      "src/server/db/database.ts": { edges: [edge("../boot", "src/server/boot.ts")] },
      "src/server/boot.ts": { edges: [edge("./demo/seed", "src/server/demo/seed.ts")] },
      "src/server/demo/seed.ts": { edges: [edge("../db/client", "src/server/db/client.ts")] },
      "src/server/db/client.ts": {},
      "src/components/ui/a.tsx": { edges: [edge("./b", "src/components/ui/b.tsx")] },
      "src/components/ui/b.tsx": {},
      "src/components/chat/bubble.tsx": {
        edges: [{ ...edge("../ui/a", "src/components/ui/a.tsx"), lazy: true }],
      },
      "src/components/ui/a.test.tsx": { edges: [edge("../chat/bubble", "src/components/chat/bubble.tsx")] },
    });
    expect(folderCircles(booting, ROOT)).toEqual([["server/boot.ts", "server/db", "server/demo"]]);
    expect([...reachableFrom(booting, ROOT, "src/server/db/database.ts")].sort()).toEqual([
      "src/server/boot.ts",
      "src/server/db/client.ts",
      "src/server/db/database.ts",
      "src/server/demo/seed.ts",
    ]);
  });

  it("a folder is its area under lib/, server/ and components/, else its top folder", () => {
    expect(folderOf("src/server/leads/intake/lead-guard.ts")).toBe("server/leads");
    expect(folderOf("src/server/boot-server.ts")).toBe("server/boot-server.ts");
    expect(folderOf("src/components/ui/button.tsx")).toBe("components/ui");
    expect(folderOf("src/app/s/[site]/page.tsx")).toBe("src/app");
    expect(folderOf("src/proxy.ts")).toBe("src/proxy.ts");
    expect(folderOf("cli/forecourt.ts")).toBe("cli");
  });
});
