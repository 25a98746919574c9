import {
  type FilterAttribute,
  type FilterComparison,
  type FilterNode,
  NUMBER,
  type NumericOperator,
} from "./filter-expression";

/*
 * Evaluating a parsed filter expression (filter-expression.ts) against one record in memory, with the
 * meaning server/stock/filter-sql.ts gives it in SQL.
 */

/** Arrays match when any element does; a scalar is a one-element list and null/undefined an empty one. */
function valuesOf(raw: unknown): unknown[] {
  if (raw === null || raw === undefined) return [];
  return Array.isArray(raw) ? raw : [raw];
}

/** Numeric columns often arrive as strings (PostgreSQL numeric), so numeric-looking strings count too. */
function toNumber(value: unknown): number | null {
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value === "bigint") return Number(value);
  if (typeof value === "string" && NUMBER.test(value.trim())) return Number(value);
  return null;
}

function compareNumbers(left: number, operator: NumericOperator, right: number): boolean {
  switch (operator) {
    case "<":
      return left < right;
    case "<=":
      return left <= right;
    case ">":
      return left > right;
    case ">=":
      return left >= right;
    case "=":
      return left === right;
    case "!=":
      return left !== right;
  }
}

function matchesComparison(node: FilterComparison, raw: unknown): boolean {
  const values = valuesOf(raw);
  switch (node.type) {
    case "match": {
      const wanted = node.value.toLowerCase();
      return values.some((v) => typeof v === "string" && v.toLowerCase() === wanted);
    }
    case "boolean":
      return values.some((v) => v === node.value);
    case "compare":
      return values.some((v) => {
        const n = toNumber(v);
        return n !== null && compareNumbers(n, node.operator, node.value);
      });
    case "range":
      return values.some((v) => {
        const n = toNumber(v);
        return n !== null && node.min <= n && n <= node.max;
      });
  }
}

/**
 * Does one record satisfy the expression? A null AST matches everything. A missing value fails every
 * comparison (so `NOT status:sold` holds for a car with no status), which filter-sql.ts mirrors.
 */
export function matchesFilter(ast: FilterNode | null, get: (attribute: FilterAttribute) => unknown): boolean {
  if (ast === null) return true;
  switch (ast.type) {
    case "and":
      return ast.operands.every((operand) => matchesFilter(operand, get));
    case "or":
      return ast.operands.some((operand) => matchesFilter(operand, get));
    case "not":
      return !matchesFilter(ast.operand, get);
    default:
      return matchesComparison(ast, get(ast.attribute));
  }
}

/** Every attribute an expression reads (empty for a null AST). */
export function filterAttributes(ast: FilterNode | null): Set<FilterAttribute> {
  const found = new Set<FilterAttribute>();
  const walk = (node: FilterNode): void => {
    if (node.type === "and" || node.type === "or") node.operands.forEach(walk);
    else if (node.type === "not") walk(node.operand);
    else found.add(node.attribute);
  };
  if (ast) walk(ast);
  return found;
}
