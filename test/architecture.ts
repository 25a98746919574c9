import path from "node:path";
import type { ImportEdge } from "./import-graph";

/**
 * The layering rules of ARCHITECTURE.md and decision 0015, as pure functions over an import graph
 * whose files are paths relative to the repository root ("src/lib/stock/car-name.ts").
 */
export type Graph = Map<string, { text: string; edges: ImportEdge[] }>;

const rel = (root: string, file: string | null) => (file ? path.relative(root, file) : null);

/** `components/` receives data as props: it never imports `server/`. */
export function componentServerImports(graph: Graph, root: string): string[] {
  const found: string[] = [];
  for (const [file, { edges }] of graph) {
    if (!file.startsWith("src/components/")) continue;
    for (const edge of edges) {
      const target = rel(root, edge.target);
      if (edge.specifier.startsWith("@/server/") || target?.startsWith("src/server/")) {
        found.push(`${file} imports ${edge.specifier}`);
      }
    }
  }
  return found;
}

const LIB_FORBIDDEN_PACKAGES =
  /^(react|react-dom|next|drizzle-orm|server-only|pg|@electric-sql\/pglite)(\/|$)/;
const LIB_FORBIDDEN_FOLDERS = ["src/server/", "src/templates/", "src/demo/", "src/components/", "src/app/"];

/** `lib/` is the spec's rules: no React, Next, database, server, templates, demo data or components. */
export function libImpurities(graph: Graph, root: string): string[] {
  const found: string[] = [];
  for (const [file, { edges }] of graph) {
    if (!file.startsWith("src/lib/") || /\.test\.tsx?$/.test(file)) continue;
    for (const edge of edges) {
      const target = rel(root, edge.target);
      const outside = target && LIB_FORBIDDEN_FOLDERS.some((folder) => target.startsWith(folder));
      if (LIB_FORBIDDEN_PACKAGES.test(edge.specifier) || outside) {
        found.push(`${file} imports ${edge.specifier}`);
      }
    }
  }
  return found;
}

const isSchema = (file: string) =>
  file === "src/server/db/schema.ts" || file.startsWith("src/server/db/schema/");

/**
 * Every `server/` module says `import "server-only"` first, so a client component that reaches one
 * fails the build. The Drizzle schema is the exception: drizzle-kit loads it outside Next.
 */
export function missingServerOnly(graph: Graph): string[] {
  const found: string[] = [];
  for (const [file, { text }] of graph) {
    if (!file.startsWith("src/server/") || /\.test\.tsx?$/.test(file) || isSchema(file)) continue;
    const first = text
      .split("\n")
      .map((line) => line.trim())
      .find((line) => line && !line.startsWith("//") && !line.startsWith("/*") && !line.startsWith("*"));
    if (first !== 'import "server-only";') found.push(file);
  }
  return found;
}

/** Every import circle (a strongly connected group of two or more files, or a file importing itself). */
export function importCircles(graph: Graph, root: string): string[][] {
  const next = new Map<string, string[]>();
  for (const [file, { edges }] of graph) {
    next.set(
      file,
      edges.flatMap((e) => {
        const target = rel(root, e.target);
        return target && graph.has(target) ? [target] : [];
      }),
    );
  }
  // Tarjan's strongly connected components.
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const visit = (file: string) => {
    index.set(file, counter);
    low.set(file, counter);
    counter++;
    stack.push(file);
    onStack.add(file);
    for (const to of next.get(file) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(file, Math.min(low.get(file)!, low.get(to)!));
      } else if (onStack.has(to)) {
        low.set(file, Math.min(low.get(file)!, index.get(to)!));
      }
    }
    if (low.get(file) === index.get(file)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== file);
      if (group.length > 1 || next.get(file)?.includes(file)) circles.push(group.sort());
    }
  };
  for (const file of [...graph.keys()].sort()) if (!index.has(file)) visit(file);
  return circles;
}
