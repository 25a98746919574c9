import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

/**
 * The project's own import graph, read from source text, for the tests that hold its shape (the
 * architecture test, the client-imports guard). Specifiers are resolved the way tsconfig does: `@/`
 * is `src/`, relative paths from the file, `.ts`/`.tsx`/`index.ts` tried in turn; packages stay
 * unresolved.
 */

export const ROOT = path.resolve(__dirname, "..");
export const SRC = path.join(ROOT, "src");

export type ImportEdge = {
  specifier: string;
  /** The imported file (absolute), or null for a package or a path that does not exist. */
  target: string | null;
  /** `import type …` / `export type … from`: erased at build, but still a dependency of the design. */
  typeOnly: boolean;
  /** `import("…")`: loaded on demand. */
  lazy: boolean;
};

export const isTestFile = (file: string) => /\.test\.tsx?$/.test(file);

/** Every .ts/.tsx file under `dir` (absolute paths), tests included unless `tests` is false. */
export function sourceFiles(dir: string, { tests = true } = {}): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === "node_modules" ? [] : sourceFiles(full, { tests });
    if (!/\.tsx?$/.test(name) || name.endsWith(".d.ts")) return [];
    return tests || !isTestFile(name) ? [full] : [];
  });
}

export function resolveImport(from: string, specifier: string): string | null {
  const base = specifier.startsWith("@/")
    ? path.join(SRC, specifier.slice(2))
    : specifier.startsWith(".")
      ? path.resolve(path.dirname(from), specifier)
      : null;
  if (!base) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts")]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

const STATIC = /^\s*(?:import|export)\s+(type\s+)?(?:[^'"`;]*?\sfrom\s+)?["']([^"']+)["']/gm;
const LAZY = /import\(\s*["']([^"']+)["']\s*\)/g;

/** What a file imports and re-exports, statically and on demand. */
export function importsOf(file: string): ImportEdge[] {
  const text = readFileSync(file, "utf8");
  const edges: ImportEdge[] = [];
  for (const m of text.matchAll(STATIC)) {
    edges.push({ specifier: m[2]!, target: resolveImport(file, m[2]!), typeOnly: !!m[1], lazy: false });
  }
  for (const m of text.matchAll(LAZY)) {
    edges.push({ specifier: m[1]!, target: resolveImport(file, m[1]!), typeOnly: false, lazy: true });
  }
  return edges;
}
