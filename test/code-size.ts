import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

/**
 * The sizes the house keeps (the brief: "Keep files under 400 lines and functions under 150"; issue 30
 * §3): every hand-written source file's line count and every function's, read with the TypeScript
 * parser. A function is a declaration, an expression, an arrow or a method, counted from its first line
 * to its last, nested ones too, so a 200-line `describe` callback or render body counts.
 */

export const MAX_FILE_LINES = 400;
export const MAX_FUNCTION_LINES = 150;

export type Oversize = { file: string; lines: number; name?: string; line?: number };

const SOURCE = /\.(?:tsx?|mts|mjs)$/;

/** Every source file under `dirs` (relative to `root`), declaration files and node_modules left out. */
export function codeFiles(root: string, dirs: readonly string[]): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(path.join(root, dir)).flatMap((name) => {
      const rel = path.join(dir, name);
      if (statSync(path.join(root, rel)).isDirectory()) return name === "node_modules" ? [] : walk(rel);
      return SOURCE.test(name) && !/\.d\.m?ts$/.test(name) ? [rel] : [];
    });
  return dirs.flatMap(walk).sort();
}

/** A function's name as a reader finds it: its own, its variable's, its property's, or its call's. */
function functionName(node: ts.Node, source: ts.SourceFile): string {
  const named = node as ts.Node & { name?: ts.Node };
  if (named.name) return named.name.getText(source);
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) return parent.name.getText(source);
  if (ts.isCallExpression(parent)) {
    const first = parent.arguments[0];
    const label = first && ts.isStringLiteralLike(first) ? ` "${first.text.slice(0, 60)}"` : "";
    return `${parent.expression.getText(source).slice(0, 40)}(…)${label}`;
  }
  return "(anonymous)";
}

/** The functions in `text` longer than `max` lines, outermost first. */
export function longFunctions(file: string, text: string, max = MAX_FUNCTION_LINES): Oversize[] {
  const kind = file.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const found: Oversize[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isFunctionDeclaration(node) ||
      ts.isFunctionExpression(node) ||
      ts.isArrowFunction(node) ||
      ts.isMethodDeclaration(node)
    ) {
      const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      const lines = last - first + 1;
      if (lines > max) found.push({ file, lines, name: functionName(node, source), line: first + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** A file's line count as an editor shows it (a final newline ends the last line). */
export function lineCount(text: string): number {
  return text.endsWith("\n") ? text.split("\n").length - 1 : text.split("\n").length;
}

/** Every file over the file limit and every function over the function limit, as one line each. */
export function oversized(root: string, files: readonly string[], dataFiles: ReadonlySet<string>): string[] {
  const out: string[] = [];
  for (const file of files) {
    const text = readFileSync(path.join(root, file), "utf8");
    const lines = lineCount(text);
    if (lines > MAX_FILE_LINES && !dataFiles.has(file)) out.push(`${file}: ${lines} lines`);
    for (const fn of longFunctions(file, text)) out.push(`${file}:${fn.line} ${fn.name}: ${fn.lines} lines`);
  }
  return out;
}
