import { describe, expect, it } from "vitest";
import { mulberry32 } from "@/demo/prng";
import {
  FILTER_ATTRIBUTES,
  type FilterAttribute,
  type FilterComparison,
  type FilterNode,
  filterAttributes,
  formatFilterExpression,
  MAX_FILTER_DEPTH,
  MAX_FILTER_EXPRESSION_LENGTH,
  matchesFilter,
  NUMERIC_OPERATORS,
  parseFilterExpression,
} from "./filter-expression";

function parse(input: string): FilterNode | null {
  const result = parseFilterExpression(input);
  if (!result.ok) throw new Error(`expected ${JSON.stringify(input)} to parse: ${result.error}`);
  return result.ast;
}

function parseError(input: string): { error: string; position: number } {
  const result = parseFilterExpression(input);
  if (result.ok) throw new Error(`expected ${JSON.stringify(input)} to fail`);
  return { error: result.error, position: result.position };
}

type Car = Partial<Record<FilterAttribute, unknown>>;

function matches(input: string, car: Car): boolean {
  return matchesFilter(parse(input), (attribute) => car[attribute]);
}

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]!;
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

describe("matchesFilter", () => {
  const corolla: Car = {
    make: "Toyota",
    model: "Corolla",
    car_type: "used",
    status: null,
    price: 18990,
    km: 100000,
    year: 2018,
    certified: true,
    categories: ["Hatch", "Small Car"],
    filtered_features: [],
  };

  it("compares strings case-insensitively", () => {
    expect(matches("make:toyota", corolla)).toBe(true);
    expect(matches("make:TOYOTA", corolla)).toBe(true);
    expect(matches("make:Toyot", corolla)).toBe(false);
    expect(matches('make:"Land Rover"', { make: "LAND ROVER" })).toBe(true);
    expect(matches("make:skoda", { make: "Skoda" })).toBe(true);
    expect(matches('make:"škoda"', { make: "Škoda" })).toBe(true);
  });

  it("matches arrays when any element matches", () => {
    expect(matches("categories:hatch", corolla)).toBe(true);
    expect(matches('categories:"small car"', corolla)).toBe(true);
    expect(matches("categories:Ute", corolla)).toBe(false);
    expect(matches("filtered_features:sunroof", corolla)).toBe(false);
    expect(matches("NOT filtered_features:sunroof", corolla)).toBe(true);
    expect(matches("categories:ute", { categories: [null, "Ute"] })).toBe(true);
  });

  it("compares numbers, with inclusive ranges", () => {
    expect(matches("price > 5000", corolla)).toBe(true);
    expect(matches("price < 18990", corolla)).toBe(false);
    expect(matches("price <= 18990", corolla)).toBe(true);
    expect(matches("price >= 18990.01", corolla)).toBe(false);
    expect(matches("price = 18990", corolla)).toBe(true);
    expect(matches("price != 0", corolla)).toBe(true);
    expect(matches("year:2018", corolla)).toBe(true);
    expect(matches("km:0 TO 100000", corolla)).toBe(true);
    expect(matches("km:100000 TO 100000", corolla)).toBe(true);
    expect(matches("km:0 TO 99999", corolla)).toBe(false);
  });

  it("reads numeric strings, as PostgreSQL numeric columns arrive", () => {
    expect(matches("price > 100", { price: "18990.50" })).toBe(true);
    expect(matches("price > 100", { price: "n/a" })).toBe(false);
  });

  it("matches booleans", () => {
    expect(matches("certified:true", corolla)).toBe(true);
    expect(matches("certified:false", corolla)).toBe(false);
    expect(matches("certified:false", { certified: false })).toBe(true);
    expect(matches("certified:true", { certified: "true" })).toBe(false);
  });

  it("never matches a comparison against null or undefined, so NOT of one is true", () => {
    const empty: Car = { status: null, price: null };
    for (const input of ["status:sold", "price != 0", "price < 1", "price:0 TO 1e21", "certified:false"]) {
      expect(matches(input, empty), input).toBe(false);
      expect(matches(`NOT ${input}`, empty), input).toBe(true);
    }
    expect(matches("NOT status:sold", corolla)).toBe(true);
    expect(matches("categories:x", { categories: null })).toBe(false);
  });

  it("does not treat a string value as matching a different type", () => {
    expect(matches("make:1", { make: 1 })).toBe(false);
  });

  it("combines with AND, OR and NOT", () => {
    const input = "(make:Toyota OR make:Lexus) AND NOT status:sold AND price > 5000";
    expect(matches(input, corolla)).toBe(true);
    expect(matches(input, { ...corolla, status: "SOLD" })).toBe(false);
    expect(matches(input, { ...corolla, make: "lexus" })).toBe(true);
    expect(matches(input, { ...corolla, make: "Kia" })).toBe(false);
    expect(matches("make:kia OR model:corolla AND year < 2000", corolla)).toBe(false);
    expect(matches("make:toyota OR model:kia AND year < 2000", corolla)).toBe(true);
  });
});

describe("formatFilterExpression", () => {
  it("formats canonically", () => {
    const cases: [string, string][] = [
      ["", ""],
      ["make:toyota", "make:toyota"],
      ['make:"Land Rover"', 'make:"Land Rover"'],
      ['make:"AND"', 'make:"AND"'],
      ['model:"a\\"b\\\\c"', 'model:"a\\"b\\\\c"'],
      ["year:2018", "year = 2018"],
      ["price>5e3", "price > 5000"],
      ["price!=0", "price != 0"],
      ["km:0 TO 1e5", "km:0 TO 100000"],
      ["certified:TRUE", "certified:true"],
      ["make:a OR make:b AND make:c", "make:a OR (make:b AND make:c)"],
      ["NOT (make:a OR make:b)", "NOT (make:a OR make:b)"],
      ["NOT NOT make:a", "NOT NOT make:a"],
      ["((make:a AND make:b)) AND make:c", "(make:a AND make:b) AND make:c"],
    ];
    for (const [input, expected] of cases) expect(formatFilterExpression(parse(input))).toBe(expected);
  });
});

// ---------------------------------------------------------------------------------------------------------
// Property tests over seeded random ASTs

const ATTRIBUTES = Object.keys(FILTER_ATTRIBUTES) as FilterAttribute[];
const TEXT_VALUES = [
  "Toyota",
  "toyota",
  "Land Rover",
  "AND",
  "TO",
  "not",
  "",
  'say "hi"',
  "back\\slash",
  "Škoda",
  "a:b",
  "(x)",
  " padded ",
  "ute",
  "UTE",
  "-",
  "1.5",
];
const NUMBERS = [0, 1, -1, 2018, 5000, 18990.5, -0.25, 1e21, 1e-7, 123456789, 0.1];

function randomComparison(random: () => number): FilterComparison {
  const attribute = pick(random, ATTRIBUTES);
  const kind = FILTER_ATTRIBUTES[attribute];
  if (kind === "boolean") return { type: "boolean", attribute: "certified", value: random() < 0.5 };
  if (kind === "number") {
    const numeric = attribute as Extract<FilterComparison, { type: "range" }>["attribute"];
    if (random() < 0.3) {
      const a = pick(random, NUMBERS);
      const b = pick(random, NUMBERS);
      return { type: "range", attribute: numeric, min: Math.min(a, b), max: Math.max(a, b) };
    }
    return {
      type: "compare",
      attribute: numeric,
      operator: pick(random, NUMERIC_OPERATORS),
      value: pick(random, NUMBERS),
    };
  }
  return {
    type: "match",
    attribute: attribute as Extract<FilterComparison, { type: "match" }>["attribute"],
    value: pick(random, TEXT_VALUES),
  };
}

function randomNode(random: () => number, depth: number): FilterNode {
  const roll = random();
  if (depth <= 0 || roll < 0.4) return randomComparison(random);
  if (roll < 0.55) return { type: "not", operand: randomNode(random, depth - 1) };
  const count = 2 + Math.floor(random() * 2);
  const [first, second, ...more] = Array.from({ length: count }, () => randomNode(random, depth - 1));
  return { type: roll < 0.8 ? "and" : "or", operands: [first!, second!, ...more] };
}

/** Regenerates the rare AST whose text would exceed the length cap, so every case is a valid expression. */
function randomExpression(random: () => number, depth: number): FilterNode {
  for (;;) {
    const ast = randomNode(random, depth);
    if (formatFilterExpression(ast).length <= MAX_FILTER_EXPRESSION_LENGTH / 3) return ast;
  }
}

function randomValue(random: () => number, attribute: FilterAttribute): unknown {
  if (random() < 0.15) return random() < 0.5 ? null : undefined;
  switch (FILTER_ATTRIBUTES[attribute]) {
    case "boolean":
      return random() < 0.5;
    case "number":
      return pick(random, NUMBERS);
    case "array":
      return Array.from({ length: Math.floor(random() * 3) }, () => pick(random, TEXT_VALUES));
    case "string":
      return pick(random, TEXT_VALUES);
  }
}

function randomCar(random: () => number): Car {
  return Object.fromEntries(ATTRIBUTES.map((attribute) => [attribute, randomValue(random, attribute)]));
}

describe("property: format/parse round trip", () => {
  it("parse(format(ast)) deep-equals ast for 400 random ASTs", () => {
    const random = mulberry32(20240601);
    for (let i = 0; i < 400; i += 1) {
      const ast = randomExpression(random, 5);
      const text = formatFilterExpression(ast);
      expect(parseFilterExpression(text), text).toEqual({ ok: true, ast });
    }
  });
});

describe("property: evaluator agreement", () => {
  const random = mulberry32(7);
  const cars = Array.from({ length: 60 }, () => randomCar(random));
  const asts = Array.from({ length: 200 }, () => randomExpression(random, 4));
  const verdicts = (ast: FilterNode | null) =>
    cars.map((car) => matchesFilter(ast, (attribute) => car[attribute]));

  it("gives the same verdicts for an AST and its formatted-then-parsed copy", () => {
    for (const ast of asts) expect(verdicts(parse(formatFilterExpression(ast)))).toEqual(verdicts(ast));
  });

  it("treats NOT as negation, and AND/OR by De Morgan", () => {
    for (let i = 0; i + 1 < asts.length; i += 2) {
      const a = asts[i]!;
      const b = asts[i + 1]!;
      const notA: FilterNode = { type: "not", operand: a };
      const notB: FilterNode = { type: "not", operand: b };
      expect(verdicts(notA)).toEqual(verdicts(a).map((v) => !v));
      expect(verdicts({ type: "not", operand: { type: "and", operands: [a, b] } })).toEqual(
        verdicts({ type: "or", operands: [notA, notB] }),
      );
      expect(verdicts({ type: "and", operands: [a, b] })).toEqual(
        verdicts(a).map((v, j) => v && verdicts(b)[j]),
      );
    }
  });

  it("gives the same verdicts for a chain and its grouping under precedence", () => {
    for (let i = 0; i + 2 < asts.length; i += 3) {
      const [a, b, c] = [asts[i]!, asts[i + 1]!, asts[i + 2]!].map(formatFilterExpression);
      const bare = `(${a}) OR (${b}) AND (${c})`;
      const grouped = `(${a}) OR ((${b}) AND (${c}))`;
      expect(verdicts(parse(bare))).toEqual(verdicts(parse(grouped)));
    }
  });

  it("exercises both outcomes, so agreement is not vacuous", () => {
    const all = asts.flatMap((ast) => verdicts(ast));
    expect(all.filter(Boolean).length).toBeGreaterThan(all.length / 10);
    expect(all.filter((v) => !v).length).toBeGreaterThan(all.length / 10);
  });
});

describe("filterAttributes", () => {
  const attributesOf = (text: string) => {
    const parsed = parseFilterExpression(text);
    if (!parsed.ok) throw new Error(parsed.error);
    return [...filterAttributes(parsed.ast)].sort();
  };
  it("lists every attribute an expression reads, through AND, OR and NOT", () => {
    expect(
      attributesOf('(make:Toyota OR drive:AWD) AND NOT filtered_features:"Tow Bar" AND km:0 TO 5'),
    ).toEqual(["drive", "filtered_features", "km", "make"]);
    expect(attributesOf("certified:true")).toEqual(["certified"]);
  });
  it("an empty expression reads nothing", () => {
    expect(attributesOf("")).toEqual([]);
  });
});
