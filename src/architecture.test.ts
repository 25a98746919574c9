import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  componentServerImports,
  type Graph,
  importCircles,
  libImpurities,
  missingServerOnly,
} from "../test/architecture";
import { type ImportEdge, importsOf, ROOT, sourceFiles } from "../test/import-graph";

/**
 * ARCHITECTURE.md "Rules that keep the house easy to live in" (decision 0015): imports point one way
 * (app → components → lib, app → server → lib), lib holds only the spec's rules, every server module
 * is marked server-only, and no two files import each other, directly or round a loop.
 */
function projectGraph(): Graph {
  const graph: Graph = new Map();
  for (const file of [...sourceFiles(path.join(ROOT, "src")), ...sourceFiles(path.join(ROOT, "cli"))]) {
    graph.set(path.relative(ROOT, file), { text: readFileSync(file, "utf8"), edges: importsOf(file) });
  }
  return graph;
}

const graph = projectGraph();

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
});
