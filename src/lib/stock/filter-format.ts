import { type FilterComparison, type FilterNode, KEYWORDS } from "./filter-expression";

/*
 * Formatting a filter expression's AST (filter-expression.ts) back to canonical text, which
 * filter-parse.ts reads back to the same AST.
 */

const BARE_VALUE = /^[A-Za-z0-9_.-]+$/;

function formatValue(value: string): string {
  if (BARE_VALUE.test(value) && !KEYWORDS.has(value)) return value;
  return `"${value.replace(/[\\"]/g, (ch) => `\\${ch}`)}"`;
}

function formatComparison(node: FilterComparison): string {
  switch (node.type) {
    case "match":
      return `${node.attribute}:${formatValue(node.value)}`;
    case "boolean":
      return `${node.attribute}:${node.value}`;
    case "compare":
      return `${node.attribute} ${node.operator} ${String(node.value)}`;
    case "range":
      return `${node.attribute}:${String(node.min)} TO ${String(node.max)}`;
  }
}

/** Nested AND/OR always get parentheses: `a OR b AND c` is legal but easy to misread in a site config. */
function formatOperand(node: FilterNode): string {
  const text = formatFilterExpression(node);
  return node.type === "and" || node.type === "or" ? `(${text})` : text;
}

/** Canonical text for an AST; `parseFilterExpression(formatFilterExpression(ast))` gives back `ast`. */
export function formatFilterExpression(ast: FilterNode | null): string {
  if (ast === null) return "";
  switch (ast.type) {
    case "and":
      return ast.operands.map(formatOperand).join(" AND ");
    case "or":
      return ast.operands.map(formatOperand).join(" OR ");
    case "not":
      return `NOT ${formatOperand(ast.operand)}`;
    default:
      return formatComparison(ast);
  }
}
