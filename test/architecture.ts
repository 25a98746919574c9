import path from "node:path";
import type { ImportEdge } from "./import-graph";

/**
 * The layering rules of ARCHITECTURE.md and decision 0015, as pure functions over an import graph
 * whose files are paths relative to the repository root ("src/lib/stock/car-name.ts").
 */
export type Graph = Map<string, { text: string; edges: ImportEdge[] }>;

const rel = (root: string, file: string | null) => (file ? path.relative(root, file) : null);
const isTest = (file: string) => /\.test\.tsx?$/.test(file);

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
    if (!file.startsWith("src/lib/") || isTest(file)) continue;
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
    if (!file.startsWith("src/server/") || isTest(file) || isSchema(file)) continue;
    const first = text
      .split("\n")
      .map((line) => line.trim())
      .find((line) => line && !line.startsWith("//") && !line.startsWith("/*") && !line.startsWith("*"));
    if (first !== 'import "server-only";') found.push(file);
  }
  return found;
}

const targetsIn = (graph: Graph, root: string, edges: ImportEdge[]) =>
  edges.flatMap((e) => {
    const target = rel(root, e.target);
    return target && graph.has(target) ? [target] : [];
  });

/** Every import circle (a strongly connected group of two or more files, or a file importing itself). */
export function importCircles(graph: Graph, root: string): string[][] {
  const next = new Map<string, string[]>();
  for (const [file, { edges }] of graph) next.set(file, targetsIn(graph, root, edges));
  return stronglyConnected(next);
}

/**
 * The folder a file counts in for the folder rule: `src/server/leads/intake/x.ts` is `server/leads`,
 * and likewise for `lib/` and `components/`. A file directly under one of those three is a node of its
 * own (`server/boot.ts`), and any other file counts in its top folder (`src/app`, `src/demo`, `cli`),
 * so a circle that passes through one of them is still seen.
 */
export function folderOf(file: string): string {
  const area = /^src\/(lib|server|components)\/[^/]+/.exec(file);
  if (area) return area[0].slice("src/".length);
  return /^(src\/[^/]+|[^/]+)/.exec(file)![0];
}

/**
 * Every circle between folders (decision 0015, amended): a strongly connected group of two or more
 * folders, where a folder depends on another when one of its files imports one of the other's,
 * statically, type-only or lazily (each is a dependency of the design; a lazy one only loads later).
 * Tests are left out: a test may set its world up through any area (an import bundle, a database).
 */
export function folderCircles(graph: Graph, root: string): string[][] {
  const next = new Map<string, Set<string>>();
  for (const [file, { edges }] of graph) {
    if (isTest(file)) continue;
    const from = folderOf(file);
    const targets = next.get(from) ?? new Set<string>();
    next.set(from, targets);
    for (const target of targetsIn(graph, root, edges)) {
      const to = folderOf(target);
      if (to !== from && !isTest(target)) targets.add(to);
    }
  }
  return stronglyConnected(new Map([...next].map(([folder, to]) => [folder, [...to]])));
}

/**
 * Every file `start` reaches through its imports (by default static, type-only and lazy; `follows`
 * narrows which edges count), itself included.
 */
export function reachableFrom(
  graph: Graph,
  root: string,
  start: string,
  follows: (edge: ImportEdge) => boolean = () => true,
): Set<string> {
  const seen = new Set([start]);
  const todo = [start];
  for (let file = todo.pop(); file !== undefined; file = todo.pop()) {
    for (const target of targetsIn(graph, root, (graph.get(file)?.edges ?? []).filter(follows))) {
      if (!seen.has(target)) {
        seen.add(target);
        todo.push(target);
      }
    }
  }
  return seen;
}

/**
 * What loading `start` loads at once: the files its static imports reach, not its type-only imports
 * (erased) nor its `import()`s (loaded when called), itself included.
 */
export function loadedWith(graph: Graph, root: string, start: string): Set<string> {
  return reachableFrom(graph, root, start, (edge) => !edge.typeOnly && !edge.lazy);
}

/** Tarjan's strongly connected components: each group of two or more nodes (or a node that reaches itself), sorted. */
function stronglyConnected(next: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter++;
    stack.push(node);
    onStack.add(node);
    for (const to of next.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (onStack.has(to)) {
        low.set(node, Math.min(low.get(node)!, index.get(to)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1 || next.get(node)?.includes(node)) circles.push(group.sort());
    }
  };
  for (const node of [...next.keys()].sort()) if (!index.has(node)) visit(node);
  return circles;
}
