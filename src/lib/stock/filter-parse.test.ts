import { describe, expect, it } from "vitest";
import { parse } from "../../../test/filter-expressions";
import {
  FILTER_ATTRIBUTES,
  MAX_FILTER_DEPTH,
  MAX_FILTER_EXPRESSION_LENGTH,
  NUMERIC_OPERATORS,
} from "./filter-expression";
import { matchesFilter } from "./filter-match";
import { parseFilterExpression } from "./filter-parse";

/** Spec 01 §2, §9: the grammar of stock filter expressions, and the errors a site config editor sees. */

function parseError(input: string): { error: string; position: number } {
  const result = parseFilterExpression(input);
  if (result.ok) throw new Error(`expected ${JSON.stringify(input)} to fail`);
  return { error: result.error, position: result.position };
}

describe("parseFilterExpression: grammar", () => {
  it("treats empty and whitespace-only input as no filter", () => {
    expect(parseFilterExpression("")).toEqual({ ok: true, ast: null });
    expect(parseFilterExpression("  \n\t ")).toEqual({ ok: true, ast: null });
    expect(matchesFilter(null, () => undefined)).toBe(true);
  });

  it("parses attr:value on string and array attributes", () => {
    expect(parse("car_type:used")).toEqual({ type: "match", attribute: "car_type", value: "used" });
    expect(parse("categories:Ute")).toEqual({ type: "match", attribute: "categories", value: "Ute" });
    expect(parse("stocknum:AB-12.5_x")).toEqual({ type: "match", attribute: "stocknum", value: "AB-12.5_x" });
  });

  it("parses quoted values with backslash escapes", () => {
    expect(parse('make:"Land Rover"')).toEqual({ type: "match", attribute: "make", value: "Land Rover" });
    expect(parse('model:"say \\"hi\\" \\\\ ok"')).toEqual({
      type: "match",
      attribute: "model",
      value: 'say "hi" \\ ok',
    });
    expect(parse('make:"AND"')).toEqual({ type: "match", attribute: "make", value: "AND" });
    expect(parse('make:""')).toEqual({ type: "match", attribute: "make", value: "" });
  });

  it("parses booleans case-insensitively", () => {
    expect(parse("certified:true")).toEqual({ type: "boolean", attribute: "certified", value: true });
    expect(parse("certified:FALSE")).toEqual({ type: "boolean", attribute: "certified", value: false });
    expect(parse('certified:"true"')).toEqual({ type: "boolean", attribute: "certified", value: true });
  });

  it("parses every numeric operator, with or without spaces", () => {
    for (const operator of NUMERIC_OPERATORS) {
      const expected = { type: "compare", attribute: "price", operator, value: 5000 };
      expect(parse(`price ${operator} 5000`)).toEqual(expected);
      expect(parse(`price${operator}5000`)).toEqual(expected);
    }
  });

  it("parses numbers: negatives, decimals, exponents", () => {
    expect(parse("price > -12.5")).toMatchObject({ value: -12.5 });
    expect(parse("price > .5")).toMatchObject({ value: 0.5 });
    expect(parse("price > 1e+21")).toMatchObject({ value: 1e21 });
    expect(parse("price > -0")).toMatchObject({ value: 0 });
    expect(Object.is((parse("price > -0") as { value: number }).value, 0)).toBe(true);
  });

  it("parses attr:number on numeric attributes as equality", () => {
    expect(parse("year:2018")).toEqual({ type: "compare", attribute: "year", operator: "=", value: 2018 });
  });

  it("parses inclusive TO ranges", () => {
    expect(parse("km:0 TO 100000")).toEqual({ type: "range", attribute: "km", min: 0, max: 100000 });
    expect(parse("price:-5 TO -5")).toEqual({ type: "range", attribute: "price", min: -5, max: -5 });
  });

  it("parses NOT, AND, OR and parentheses", () => {
    expect(parse("(make:Toyota OR make:Lexus) AND NOT status:sold")).toEqual({
      type: "and",
      operands: [
        {
          type: "or",
          operands: [
            { type: "match", attribute: "make", value: "Toyota" },
            { type: "match", attribute: "make", value: "Lexus" },
          ],
        },
        { type: "not", operand: { type: "match", attribute: "status", value: "sold" } },
      ],
    });
  });

  it("collects a chain of one operator into one node", () => {
    const ast = parse("make:a AND make:b AND make:c");
    expect(ast).toMatchObject({ type: "and" });
    expect(ast?.type === "and" && ast.operands).toHaveLength(3);
  });

  it("keeps explicit grouping instead of flattening it", () => {
    expect(parse("(make:a AND make:b) AND make:c")).toEqual({
      type: "and",
      operands: [
        {
          type: "and",
          operands: [
            { type: "match", attribute: "make", value: "a" },
            { type: "match", attribute: "make", value: "b" },
          ],
        },
        { type: "match", attribute: "make", value: "c" },
      ],
    });
    expect(parse("((make:a))")).toEqual(parse("make:a"));
  });

  it("parses the spec's examples", () => {
    for (const input of [
      "car_type:used",
      "car_type:used AND price > 5000",
      "(make:Toyota OR make:Lexus) AND NOT status:sold",
      'make:"Land Rover" AND year >= 2018',
      "km:0 TO 100000",
      "price != 0",
      "certified:true",
      "categories:Ute",
    ]) {
      expect(parseFilterExpression(input).ok, input).toBe(true);
    }
  });
});

describe("parseFilterExpression: precedence", () => {
  const pairs: [string, string][] = [
    ["make:a OR make:b AND make:c", "make:a OR (make:b AND make:c)"],
    ["make:a AND make:b OR make:c", "(make:a AND make:b) OR make:c"],
    ["NOT make:a AND make:b", "(NOT make:a) AND make:b"],
    ["NOT make:a OR make:b", "(NOT make:a) OR make:b"],
    ["make:a OR NOT make:b AND make:c", "make:a OR ((NOT make:b) AND make:c)"],
    ["NOT NOT make:a", "NOT (NOT make:a)"],
  ];
  it.each(pairs)("%s = %s", (bare, grouped) => {
    expect(parse(bare)).toEqual(parse(grouped));
  });

  it("groups when parentheses say so", () => {
    expect(parse("(make:a OR make:b) AND make:c")).not.toEqual(parse("make:a OR make:b AND make:c"));
  });
});

describe("parseFilterExpression: errors", () => {
  const cases: [input: string, position: number, fragment: string][] = [
    ["colour_x:red", 0, 'Unknown attribute "colour_x"'],
    ["constructor:x", 0, 'Unknown attribute "constructor"'],
    ["make > 5", 5, "Operator > needs a numeric attribute, but make is string"],
    ["categories != Ute", 11, "needs a numeric attribute, but categories is array"],
    ["certified = 1", 10, "needs a numeric attribute, but certified is boolean"],
    ["make:a TO b", 7, "TO ranges need a numeric attribute"],
    ["price > abc", 8, 'Expected a number for price but found "abc"'],
    ["price > 1.2.3", 8, "Expected a number for price"],
    ["price > 1e999", 8, "Expected a number for price"],
    ["price:5 TO x", 11, "Expected a number for price"],
    ["price:10 TO 5", 9, "lower bound above upper"],
    ["price > ", 8, "Expected a value for price but found the end of the expression"],
    ["certified:yes", 10, "Expected true or false for certified"],
    ["(make:a", 0, 'Unclosed "("'],
    ["(make:a make:b)", 8, 'Expected ")" but found "make"'],
    ["make:a)", 6, 'Unexpected ")" without a matching "("'],
    ["()", 1, 'Expected an attribute name but found ")"'],
    ["make:a make:b", 7, 'Expected AND, OR or the end of the expression but found "make"'],
    ["make:a and make:b", 7, "AND, OR and NOT must be upper-case"],
    ["make:a AND", 10, "Expected an attribute name but found the end of the expression"],
    ["AND make:a", 0, "Expected an attribute name but found keyword AND"],
    ["NOT", 3, "Expected an attribute name"],
    ["make", 4, 'Expected ":" or a comparison operator after make'],
    ["make:", 5, "Expected a value for make"],
    ["make:AND", 5, 'found keyword AND (quote it, e.g. "AND", to use it as a value)'],
    ['make:"Land Rover', 5, "Unterminated quoted value"],
    ['make:"abc\\', 5, "Unterminated quoted value"],
    ["price ! 5", 6, 'Unexpected character "!"'],
    ["make:a\\b", 6, 'Unexpected character "\\"'],
    ['"make":a', 0, "Expected an attribute name but found the quoted value"],
    ["make:a OR OR make:b", 10, "found keyword OR"],
    ["price > 5 TO 6", 10, "found keyword TO"],
  ];

  it.each(cases)("%j fails at %i", (input, position, fragment) => {
    const result = parseError(input);
    expect(result.error).toContain(fragment);
    expect(result.error).toContain(`at position ${position}`);
    expect(result.position).toBe(position);
  });

  it("lists every valid attribute when one is unknown", () => {
    const { error } = parseError("colour_x:red");
    for (const attribute of Object.keys(FILTER_ATTRIBUTES)) expect(error).toContain(attribute);
  });

  it("caps the input length", () => {
    const long = `make:${"a".repeat(MAX_FILTER_EXPRESSION_LENGTH)}`;
    expect(parseError(long)).toEqual({
      error: expect.stringContaining("the limit is 2000"),
      position: MAX_FILTER_EXPRESSION_LENGTH,
    });
    expect(parseFilterExpression(`make:${"a".repeat(MAX_FILTER_EXPRESSION_LENGTH - 5)}`).ok).toBe(true);
  });
});

describe("parseFilterExpression: depth cap", () => {
  const nested = (depth: number) => `${"(".repeat(depth)}make:a${")".repeat(depth)}`;

  it(`accepts ${MAX_FILTER_DEPTH} levels of parentheses`, () => {
    expect(parse(nested(MAX_FILTER_DEPTH))).toEqual({ type: "match", attribute: "make", value: "a" });
  });

  it("rejects one more level, pointing at the parenthesis that crosses the limit", () => {
    const result = parseError(nested(MAX_FILTER_DEPTH + 1));
    expect(result.error).toContain(`nests deeper than ${MAX_FILTER_DEPTH} levels`);
    expect(result.position).toBe(MAX_FILTER_DEPTH);
  });

  it("counts NOT as a level", () => {
    expect(parseFilterExpression(`${"NOT ".repeat(MAX_FILTER_DEPTH)}make:a`).ok).toBe(true);
    expect(parseError(`${"NOT ".repeat(MAX_FILTER_DEPTH + 1)}make:a`).position).toBe(MAX_FILTER_DEPTH * 4);
    expect(parseError(`${"NOT (".repeat(20)}make:a${")".repeat(20)}`).error).toContain("nests deeper");
  });

  it("returns an error, not a stack overflow, for pathological input", () => {
    expect(parseError("(".repeat(MAX_FILTER_EXPRESSION_LENGTH)).error).toContain("nests deeper");
  });
});
