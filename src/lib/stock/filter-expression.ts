/**
 * Stock filter expressions (spec 01 §2, §9): the Algolia-style strings a site keeps in `search.filters` and
 * `feature_filters.*`, e.g. `(make:Toyota OR make:Lexus) AND NOT status:sold AND price > 5000`.
 *
 * Pure on purpose: the same parsed AST (filter-parse.ts) is evaluated in memory (filter-match.ts) and compiled
 * to SQL in server/stock/filter-sql.ts, formatted back to text (filter-format.ts), and site config validation
 * runs wherever the config is edited. This module is the language itself: its attributes, operators, limits
 * and AST.
 *
 * Unlike Algolia we allow any mix of facet and numeric filters inside OR; nothing here depends on an index.
 */

export type FilterAttributeKind = "string" | "number" | "boolean" | "array";

export const FILTER_ATTRIBUTES = {
  badge: "string",
  status: "string",
  car_type: "string",
  categories: "array",
  city: "string",
  colour: "string",
  /** The paint's colour family ("White" for "Crystal White Pearl"): lib/search/colour-family. */
  colour_family: "string",
  dealership_name: "string",
  filtered_features: "array",
  /** The words of the car's make, model, badge and description (lib/search/keywords). */
  keyword: "array",
  item_type: "string",
  km: "number",
  location_name: "string",
  make: "string",
  make_model: "string",
  model: "string",
  price: "number",
  subscription_price: "number",
  price_range: "string",
  seats: "number",
  body: "string",
  drive: "string",
  fuel: "string",
  transmission: "string",
  state: "string",
  tag: "string",
  weekly_price_range: "string",
  year: "number",
  certified: "boolean",
  created_at_timestamp: "number",
  photos_count: "number",
  stocknum: "string",
  dealership_slug: "string",
} as const satisfies Record<string, FilterAttributeKind>;

export type FilterAttribute = keyof typeof FILTER_ATTRIBUTES;

type AttributesOfKind<K extends FilterAttributeKind> = {
  [A in FilterAttribute]: (typeof FILTER_ATTRIBUTES)[A] extends K ? A : never;
}[FilterAttribute];

/** Attributes compared as text: plain strings, and arrays where any element may match. */
export type TextFilterAttribute = AttributesOfKind<"string" | "array">;
export type NumericFilterAttribute = AttributesOfKind<"number">;
export type BooleanFilterAttribute = AttributesOfKind<"boolean">;

export const NUMERIC_OPERATORS = ["<", "<=", ">", ">=", "=", "!="] as const;
export type NumericOperator = (typeof NUMERIC_OPERATORS)[number];

export const MAX_FILTER_EXPRESSION_LENGTH = 2000;
export const MAX_FILTER_DEPTH = 32;

/** `make:Toyota`, `categories:Ute`: case-insensitive equality (any element, for arrays). */
export type FilterMatch = { type: "match"; attribute: TextFilterAttribute; value: string };
/** `certified:true`. */
export type FilterBoolean = { type: "boolean"; attribute: BooleanFilterAttribute; value: boolean };
/** `price > 5000`; `year:2018` parses to operator `=`. */
export type FilterCompare = {
  type: "compare";
  attribute: NumericFilterAttribute;
  operator: NumericOperator;
  value: number;
};
/** `km:0 TO 100000`, inclusive at both ends. */
export type FilterRange = { type: "range"; attribute: NumericFilterAttribute; min: number; max: number };

export type FilterComparison = FilterMatch | FilterBoolean | FilterCompare | FilterRange;

/** At least two operands: a lone operand is the operand itself, which keeps format/parse round-trips exact. */
export type FilterOperands = [FilterNode, FilterNode, ...FilterNode[]];

export type FilterNode =
  | FilterComparison
  | { type: "not"; operand: FilterNode }
  | { type: "and"; operands: FilterOperands }
  | { type: "or"; operands: FilterOperands };

export function isFilterAttribute(name: string): name is FilterAttribute {
  return Object.hasOwn(FILTER_ATTRIBUTES, name);
}

export function isNumericAttribute(attribute: FilterAttribute): attribute is NumericFilterAttribute {
  return FILTER_ATTRIBUTES[attribute] === "number";
}

export function isBooleanAttribute(attribute: FilterAttribute): attribute is BooleanFilterAttribute {
  return FILTER_ATTRIBUTES[attribute] === "boolean";
}

/** The upper-case words of the grammar; as values they must be quoted. */
export const KEYWORDS = new Set(["AND", "OR", "NOT", "TO"]);

/** A number as the grammar reads it (and as numeric-looking strings are read when evaluating). */
export const NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;
