import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { type ImportEdge, importsOf, SRC, sourceFiles } from "../../test/import-graph";

/**
 * ARCHITECTURE "keep the browser's code small": nothing a client component imports, directly or
 * through lib/, may reach a Node built-in (`node:crypto` and friends) or a server module. The bundler
 * does not refuse it: it quietly ships a polyfill (a `node:crypto` import once put 480 KB of
 * Buffer and crypto shims into the lead form's chunk).
 */
/** Value imports (not `import type`) of a file; `lazy` adds `import()` targets. */
function imports(file: string, lazy = true): ImportEdge[] {
  return importsOf(file).filter((edge) => !edge.typeOnly && (lazy || !edge.lazy));
}

const serverOnly = (specifier: string) =>
  specifier.startsWith("node:") || specifier === "server-only" || specifier.startsWith("@/server/");

/** The first chain from `start` to an import `forbidden` matches, or null. */
function forbiddenChain(
  start: string,
  forbidden: (specifier: string) => boolean = serverOnly,
  lazy = true,
): string[] | null {
  const seen = new Set<string>();
  const walk = (file: string, chain: string[]): string[] | null => {
    if (seen.has(file)) return null;
    seen.add(file);
    for (const { specifier, target: next } of imports(file, lazy)) {
      if (forbidden(specifier)) return [...chain, specifier];
      if (next) {
        const found = walk(next, [...chain, path.relative(SRC, next)]);
        if (found) return found;
      }
    }
    return null;
  };
  return walk(start, [path.relative(SRC, start)]);
}

const clientFiles = sourceFiles(SRC, { tests: false }).filter((file) =>
  /^["']use client["']/.test(readFileSync(file, "utf8")),
);

describe("client components reach no Node built-in or server module", () => {
  it("finds the client components", () => {
    expect(clientFiles.length).toBeGreaterThan(10);
  });

  it.each(clientFiles.map((file) => path.relative(SRC, file)))("%s", (file) => {
    expect(forbiddenChain(path.join(SRC, file))).toBeNull();
  });
});

/**
 * The client code that validates with zod: the lead form, loaded on demand where a page is not about
 * the form, and the trade-in wizard, which is its page's purpose (as a lead page's form is).
 */
const LOADED_ON_DEMAND = new Set([
  "components/leads/lead-form.tsx",
  "components/leads/lead-form-field.tsx",
  "components/trade-in/trade-in-wizard.tsx",
]);

describe("zod stays out of pages' first load (issue 4's JavaScript budget)", () => {
  it.each(clientFiles.map((file) => path.relative(SRC, file)).filter((file) => !LOADED_ON_DEMAND.has(file)))(
    "%s",
    (file) => {
      expect(
        forbiddenChain(path.join(SRC, file), (s) => s === "zod" || s.startsWith("zod/"), false),
      ).toBeNull();
    },
  );
});

describe("tailwind-merge reaches no client code (decision 0012: its first call costs a phone ~15 ms)", () => {
  it.each(clientFiles.map((file) => path.relative(SRC, file)))("%s", (file) => {
    expect(forbiddenChain(path.join(SRC, file), (s) => s === "tailwind-merge", false)).toBeNull();
  });
});

describe("Intl date formatting stays out of pages' first load (decision 0013: a zone's first format costs a phone ~80 ms)", () => {
  it.each(clientFiles.map((file) => path.relative(SRC, file)).filter((file) => !LOADED_ON_DEMAND.has(file)))(
    "%s",
    (file) => {
      expect(forbiddenChain(path.join(SRC, file), (s) => /(^|\/)local-date-time$/.test(s), false)).toBeNull();
    },
  );
});
