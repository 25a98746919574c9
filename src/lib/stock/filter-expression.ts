/**
 * Stock filter expressions (spec 01 §2, §9): the Algolia-style strings a site keeps in `search.filters` and
 * `feature_filters.*`, e.g. `(make:Toyota OR make:Lexus) AND NOT status:sold AND price > 5000`.
 *
 * Pure on purpose: the same parsed AST is evaluated in memory here (`matchesFilter`) and compiled to SQL in
 * server/stock/filter-sql.ts, and site config validation runs wherever the config is edited.
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
  dealership_name: "string",
  filtered_features: "array",
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

export type FilterParseResult =
  | { ok: true; ast: FilterNode | null }
  | { ok: false; error: string; position: number };

export function isFilterAttribute(name: string): name is FilterAttribute {
  return Object.hasOwn(FILTER_ATTRIBUTES, name);
}

function isNumericAttribute(attribute: FilterAttribute): attribute is NumericFilterAttribute {
  return FILTER_ATTRIBUTES[attribute] === "number";
}

function isBooleanAttribute(attribute: FilterAttribute): attribute is BooleanFilterAttribute {
  return FILTER_ATTRIBUTES[attribute] === "boolean";
}

// ---------------------------------------------------------------------------------------------------------
// Tokens

type TokenKind = "lparen" | "rparen" | "operator" | "word" | "quoted" | "end";
type Token = { kind: TokenKind; text: string; position: number };

const KEYWORDS = new Set(["AND", "OR", "NOT", "TO"]);
/** Characters that end a bare word; anything else (letters, digits, `-`, `.`, `_`, `/`, ...) belongs to it. */
const WORD_BREAK = /[\s()":<>=!\\]/;

class FilterSyntaxError extends Error {
  constructor(
    message: string,
    readonly position: number,
  ) {
    super(message);
  }
}

function fail(message: string, position: number): never {
  throw new FilterSyntaxError(`${message} at position ${position}`, position);
}

function readQuoted(input: string, start: number): { token: Token; next: number } {
  let text = "";
  let i = start + 1;
  while (i < input.length) {
    const ch = input[i]!;
    if (ch === '"') return { token: { kind: "quoted", text, position: start }, next: i + 1 };
    if (ch === "\\") {
      if (i + 1 >= input.length) break;
      text += input[i + 1]!;
      i += 2;
    } else {
      text += ch;
      i += 1;
    }
  }
  return fail('Unterminated quoted value (missing closing ")', start);
}

function readOperator(input: string, start: number): Token | null {
  const two = input.slice(start, start + 2);
  if (two === "<=" || two === ">=" || two === "!=") return { kind: "operator", text: two, position: start };
  const one = input[start]!;
  if (one === ":" || one === "<" || one === ">" || one === "=") {
    return { kind: "operator", text: one, position: start };
  }
  return null;
}

function tokenize(input: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < input.length) {
    const ch = input[i]!;
    if (/\s/.test(ch)) {
      i += 1;
    } else if (ch === "(" || ch === ")") {
      tokens.push({ kind: ch === "(" ? "lparen" : "rparen", text: ch, position: i });
      i += 1;
    } else if (ch === '"') {
      const { token, next } = readQuoted(input, i);
      tokens.push(token);
      i = next;
    } else {
      const operator = readOperator(input, i);
      if (operator) {
        tokens.push(operator);
        i += operator.text.length;
      } else if (WORD_BREAK.test(ch)) {
        fail(`Unexpected character "${ch}"`, i);
      } else {
        let end = i + 1;
        while (end < input.length && !WORD_BREAK.test(input[end]!)) end += 1;
        tokens.push({ kind: "word", text: input.slice(i, end), position: i });
        i = end;
      }
    }
  }
  tokens.push({ kind: "end", text: "", position: input.length });
  return tokens;
}

// ---------------------------------------------------------------------------------------------------------
// Parser: recursive descent, OR < AND < NOT < ( ) / comparison

function isKeyword(token: Token, keyword?: string): boolean {
  return (
    token.kind === "word" && KEYWORDS.has(token.text) && (keyword === undefined || token.text === keyword)
  );
}

function describeToken(token: Token): string {
  if (token.kind === "end") return "the end of the expression";
  if (isKeyword(token)) return `keyword ${token.text}`;
  if (token.kind === "quoted") return `the quoted value ${JSON.stringify(token.text)}`;
  return `"${token.text}"`;
}

const NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;

class Parser {
  private index = 0;
  private depth = 0;

  constructor(private readonly tokens: Token[]) {}

  parse(): FilterNode | null {
    if (this.peek().kind === "end") return null;
    const ast = this.parseOr();
    const next = this.peek();
    if (next.kind === "rparen") fail('Unexpected ")" without a matching "("', next.position);
    if (next.kind !== "end") {
      const lowerCaseKeyword = next.kind === "word" && /^(and|or|not)$/.test(next.text);
      const hint = lowerCaseKeyword ? " (AND, OR and NOT must be upper-case)" : "";
      fail(
        `Expected AND, OR or the end of the expression but found ${describeToken(next)}${hint}`,
        next.position,
      );
    }
    return ast;
  }

  private peek(): Token {
    return this.tokens[this.index]!;
  }

  private take(): Token {
    const token = this.peek();
    if (token.kind !== "end") this.index += 1;
    return token;
  }

  private parseOr(): FilterNode {
    return this.parseChain("OR", () => this.parseAnd());
  }

  private parseAnd(): FilterNode {
    return this.parseChain("AND", () => this.parseUnary());
  }

  private parseChain(keyword: "AND" | "OR", operand: () => FilterNode): FilterNode {
    const first = operand();
    const rest: FilterNode[] = [];
    while (isKeyword(this.peek(), keyword)) {
      this.take();
      rest.push(operand());
    }
    const [second, ...more] = rest;
    if (!second) return first;
    const operands: FilterOperands = [first, second, ...more];
    return keyword === "AND" ? { type: "and", operands } : { type: "or", operands };
  }

  /** NOT and "(" are the only places the grammar recurses, so the depth cap is enforced here. */
  private enter(token: Token): void {
    this.depth += 1;
    if (this.depth > MAX_FILTER_DEPTH) {
      fail(`Filter expression nests deeper than ${MAX_FILTER_DEPTH} levels`, token.position);
    }
  }

  private parseUnary(): FilterNode {
    const token = this.peek();
    if (isKeyword(token, "NOT")) {
      this.take();
      this.enter(token);
      const operand = this.parseUnary();
      this.depth -= 1;
      return { type: "not", operand };
    }
    if (token.kind === "lparen") {
      this.take();
      this.enter(token);
      const inner = this.parseOr();
      const close = this.peek();
      if (close.kind !== "rparen") {
        if (close.kind === "end") fail('Unclosed "(": missing ")"', token.position);
        fail(`Expected ")" but found ${describeToken(close)}`, close.position);
      }
      this.take();
      this.depth -= 1;
      return inner;
    }
    return this.parseComparison();
  }

  private parseComparison(): FilterComparison {
    const token = this.take();
    if (token.kind !== "word" || isKeyword(token)) {
      fail(`Expected an attribute name but found ${describeToken(token)}`, token.position);
    }
    if (!isFilterAttribute(token.text)) {
      const valid = Object.keys(FILTER_ATTRIBUTES).join(", ");
      fail(`Unknown attribute "${token.text}" (valid attributes: ${valid})`, token.position);
    }
    const attribute = token.text;
    const operator = this.take();
    if (operator.kind !== "operator") {
      fail(
        `Expected ":" or a comparison operator after ${attribute} but found ${describeToken(operator)}`,
        operator.position,
      );
    }
    if (operator.text === ":") return this.parseColon(attribute);
    if (!isNumericAttribute(attribute)) {
      const kind = FILTER_ATTRIBUTES[attribute];
      fail(
        `Operator ${operator.text} needs a numeric attribute, but ${attribute} is ${kind} (use ${attribute}:value)`,
        operator.position,
      );
    }
    const value = this.parseNumber(attribute);
    return { type: "compare", attribute, operator: operator.text as NumericOperator, value };
  }

  private parseColon(attribute: FilterAttribute): FilterComparison {
    if (isNumericAttribute(attribute)) {
      const min = this.parseNumber(attribute);
      if (!isKeyword(this.peek(), "TO")) return { type: "compare", attribute, operator: "=", value: min };
      const to = this.take();
      const max = this.parseNumber(attribute);
      if (min > max)
        fail(`Range ${attribute}:${min} TO ${max} is empty (lower bound above upper)`, to.position);
      return { type: "range", attribute, min, max };
    }
    const value = this.parseValue(attribute);
    const next = this.peek();
    if (isKeyword(next, "TO")) {
      fail(
        `TO ranges need a numeric attribute, but ${attribute} is ${FILTER_ATTRIBUTES[attribute]}`,
        next.position,
      );
    }
    if (isBooleanAttribute(attribute)) {
      const lowered = value.text.toLowerCase();
      if (lowered !== "true" && lowered !== "false") {
        fail(`Expected true or false for ${attribute} but found ${describeToken(value)}`, value.position);
      }
      return { type: "boolean", attribute, value: lowered === "true" };
    }
    return { type: "match", attribute: attribute as TextFilterAttribute, value: value.text };
  }

  private parseValue(attribute: FilterAttribute): Token {
    const token = this.take();
    if (token.kind === "quoted" || (token.kind === "word" && !isKeyword(token))) return token;
    const hint = isKeyword(token) ? ' (quote it, e.g. "AND", to use it as a value)' : "";
    return fail(`Expected a value for ${attribute} but found ${describeToken(token)}${hint}`, token.position);
  }

  private parseNumber(attribute: FilterAttribute): number {
    const token = this.parseValue(attribute);
    const value = Number(token.text);
    if (!NUMBER.test(token.text) || !Number.isFinite(value)) {
      fail(`Expected a number for ${attribute} but found ${describeToken(token)}`, token.position);
    }
    // -0 would format as "0"; normalising keeps parse(format(ast)) exact.
    return value === 0 ? 0 : value;
  }
}

export function parseFilterExpression(input: string): FilterParseResult {
  if (input.length > MAX_FILTER_EXPRESSION_LENGTH) {
    return {
      ok: false,
      error: `Filter expression is ${input.length} characters long; the limit is ${MAX_FILTER_EXPRESSION_LENGTH}`,
      position: MAX_FILTER_EXPRESSION_LENGTH,
    };
  }
  try {
    return { ok: true, ast: new Parser(tokenize(input)).parse() };
  } catch (error) {
    if (error instanceof FilterSyntaxError)
      return { ok: false, error: error.message, position: error.position };
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------------------
// Evaluation

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

// ---------------------------------------------------------------------------------------------------------
// Formatting

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
