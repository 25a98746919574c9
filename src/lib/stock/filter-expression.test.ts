import { describe, expect, it } from "vitest";
import { mulberry32 } from "@/demo/prng";
import { type Car, parse } from "../../../test/filter-expressions";
import {
  FILTER_ATTRIBUTES,
  type FilterAttribute,
  type FilterComparison,
  type FilterNode,
  MAX_FILTER_EXPRESSION_LENGTH,
  NUMERIC_OPERATORS,
} from "./filter-expression";
import { formatFilterExpression } from "./filter-format";
import { matchesFilter } from "./filter-match";
import { parseFilterExpression } from "./filter-parse";

/*
 * Property tests over seeded random ASTs: the parser (filter-parse.ts), the formatter (filter-format.ts)
 * and the evaluator (filter-match.ts) agree with each other. Each part's own cases sit beside it.
 */

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]!;
}

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
