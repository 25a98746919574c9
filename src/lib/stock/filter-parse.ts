import {
  FILTER_ATTRIBUTES,
  type FilterAttribute,
  type FilterComparison,
  type FilterNode,
  type FilterOperands,
  isBooleanAttribute,
  isFilterAttribute,
  isNumericAttribute,
  KEYWORDS,
  MAX_FILTER_DEPTH,
  MAX_FILTER_EXPRESSION_LENGTH,
  NUMBER,
  type NumericOperator,
  type TextFilterAttribute,
} from "./filter-expression";
import { FilterSyntaxError, fail, type Token, tokenize } from "./filter-tokens";

/*
 * Parsing a filter expression (filter-expression.ts) into its AST: recursive descent,
 * OR < AND < NOT < ( ) / comparison, with errors that say what was expected and where.
 */

export type FilterParseResult =
  | { ok: true; ast: FilterNode | null }
  | { ok: false; error: string; position: number };

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
