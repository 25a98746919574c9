import "server-only";
import { type SQL, sql } from "drizzle-orm";
import {
  FILTER_ATTRIBUTES,
  type FilterAttribute,
  type FilterComparison,
  type FilterNode,
  type NumericOperator,
} from "@/lib/stock/filter-expression";

/**
 * Compiles a parsed filter expression (lib/stock/filter-expression.ts) to a WHERE condition with the same
 * meaning as `matchesFilter`. Every value from the expression is a bound parameter; only operators and
 * the caller's column expressions become SQL text.
 *
 * `column` maps an attribute to its SQL expression: text for string attributes, text[] for array
 * attributes, boolean for `certified`, and any numeric type for numeric ones. It may join or compute.
 *
 * The result can be NULL where a compared column is NULL; in WHERE that is the same as false, and NOT
 * coalesces so that `NOT x:y` on a NULL is true, as in `matchesFilter`.
 */
export function filterToSql(
  ast: FilterNode | null,
  column: (attribute: FilterAttribute) => SQL | undefined,
): SQL {
  if (ast === null) return sql`true`;
  const resolve = (attribute: FilterAttribute): SQL => {
    const expression = column(attribute);
    if (!expression) throw new Error(`Filter attribute "${attribute}" has no SQL column mapping`);
    return expression;
  };
  return nodeToSql(ast, resolve);
}

function nodeToSql(node: FilterNode, column: (attribute: FilterAttribute) => SQL): SQL {
  switch (node.type) {
    case "and":
      return sql`(${sql.join(
        node.operands.map((operand) => nodeToSql(operand, column)),
        sql` AND `,
      )})`;
    case "or":
      return sql`(${sql.join(
        node.operands.map((operand) => nodeToSql(operand, column)),
        sql` OR `,
      )})`;
    case "not":
      // A NULL comparison means "no match"; without coalesce, NOT NULL would stay NULL and drop the row.
      return sql`(NOT coalesce(${nodeToSql(node.operand, column)}, false))`;
    default:
      return comparisonToSql(node, column(node.attribute));
  }
}

// Fixed strings from a closed set, so safe as raw SQL; `!=` is spelt the standard way.
const SQL_OPERATORS: Record<NumericOperator, string> = {
  "<": "<",
  "<=": "<=",
  ">": ">",
  ">=": ">=",
  "=": "=",
  "!=": "<>",
};

/**
 * Numbers are bound as `numeric` so integer columns compare exactly against fractional values
 * (`year > 2017.5`) and numeric columns compare without float rounding.
 */
function numberParam(value: number): SQL {
  return sql`${String(value)}::numeric`;
}

function comparisonToSql(node: FilterComparison, col: SQL): SQL {
  switch (node.type) {
    case "match":
      if (FILTER_ATTRIBUTES[node.attribute] === "array") {
        return sql`(EXISTS (SELECT 1 FROM unnest(${col}) AS v(elem) WHERE lower(v.elem) = lower(${node.value}::text)))`;
      }
      return sql`(lower(${col}) = lower(${node.value}::text))`;
    case "boolean":
      return sql`(${col} = ${node.value}::boolean)`;
    case "compare":
      return sql`(${col} ${sql.raw(SQL_OPERATORS[node.operator])} ${numberParam(node.value)})`;
    case "range":
      return sql`(${col} BETWEEN ${numberParam(node.min)} AND ${numberParam(node.max)})`;
  }
}
