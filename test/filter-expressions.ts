import type { FilterAttribute, FilterNode } from "@/lib/stock/filter-expression";
import { parseFilterExpression } from "@/lib/stock/filter-parse";

/** What the stock filter expression tests (src/lib/stock/filter-*.test.ts) share. */

/** The AST of an expression that must parse; throws with the parser's reason otherwise. */
export function parse(input: string): FilterNode | null {
  const result = parseFilterExpression(input);
  if (!result.ok) throw new Error(`expected ${JSON.stringify(input)} to parse: ${result.error}`);
  return result.ast;
}

/** A record to evaluate expressions against: any attribute's value, or none. */
export type Car = Partial<Record<FilterAttribute, unknown>>;
