// backend-independent: the filter's SQL against its matcher on in-memory PGlite.
// CI's PostgreSQL run leaves this file out: there it would repeat the PGlite run (decision 0058).
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { mulberry32 } from "@/demo/prng";

// vitest.config.ts aliases server-only too; mocking here keeps the file runnable without that alias.
vi.mock("server-only", () => ({}));

import { PGlite } from "@electric-sql/pglite";
import { type SQL, sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { drizzle } from "drizzle-orm/pglite";
import {
  type FilterAttribute,
  type FilterComparison,
  type FilterNode,
  NUMERIC_OPERATORS,
} from "@/lib/stock/filter-expression";
import { formatFilterExpression } from "@/lib/stock/filter-format";
import { matchesFilter } from "@/lib/stock/filter-match";
import { parseFilterExpression } from "@/lib/stock/filter-parse";
import { filterToSql } from "./filter-sql";

/**
 * Proves filterToSql and matchesFilter agree: the same seeded rows live in PGlite and in memory, and every
 * random expression must select the same ids both ways, NULLs, mixed case and array elements included.
 */

const TEXT_COLUMNS = ["make", "status", "car_type"] as const;
const NUMBER_COLUMNS = ["price", "year", "km"] as const;
const ARRAY_COLUMNS = ["categories", "filtered_features"] as const;
const COLUMNS = [...TEXT_COLUMNS, ...NUMBER_COLUMNS, "certified", ...ARRAY_COLUMNS] as const;
type Column = (typeof COLUMNS)[number];
type Row = { id: number } & Record<Column, unknown>;

const TEXT_POOLS: Record<(typeof TEXT_COLUMNS)[number], (string | null)[]> = {
  make: ["Toyota", "toyota", "TOYOTA", "Land Rover", "land rover", "Kia", "Škoda", "ŠKODA", null],
  status: ["sold", "SOLD", "available", "", null],
  car_type: ["new", "used", "Used", "demo", null],
};
const ARRAY_ELEMENTS = ["Ute", "ute", "SUV", "Hatch", "Small Car", "sunroof", "Tow Bar"];
const PRICES = [0, 5000, 12345.67, 18990.5, 99999.99];
const YEARS = [2005, 2012, 2018, 2019, 2024];
const KMS = [0, 15000, 100000, 250000];
const THRESHOLDS: Record<(typeof NUMBER_COLUMNS)[number], number[]> = {
  price: [...PRICES, -1, 0.01, 5000.5, 20000, 1e21],
  year: [...YEARS, 2017.5, 2030],
  km: [...KMS, 99999, 1e-7],
};

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]!;
}

function maybeNull<T>(random: () => number, value: () => T): T | null {
  return random() < 0.15 ? null : value();
}

function randomArray(random: () => number): (string | null)[] | null {
  return maybeNull(random, () =>
    Array.from({ length: Math.floor(random() * 4) }, () =>
      random() < 0.1 ? null : pick(random, ARRAY_ELEMENTS),
    ),
  );
}

function randomRow(random: () => number, id: number): Row {
  return {
    id,
    make: pick(random, TEXT_POOLS.make),
    status: pick(random, TEXT_POOLS.status),
    car_type: pick(random, TEXT_POOLS.car_type),
    // Cents, so the numeric(12,2) column stores exactly the double JavaScript holds.
    price: maybeNull(random, () =>
      random() < 0.5 ? pick(random, PRICES) : Math.round(random() * 5_000_000) / 100,
    ),
    year: maybeNull(random, () => pick(random, YEARS)),
    km: maybeNull(random, () => (random() < 0.5 ? pick(random, KMS) : Math.floor(random() * 300_000))),
    certified: maybeNull(random, () => random() < 0.5),
    categories: randomArray(random),
    filtered_features: randomArray(random),
  };
}

function randomComparison(random: () => number): FilterComparison {
  const column = pick(random, COLUMNS);
  if (column === "certified") return { type: "boolean", attribute: column, value: random() < 0.5 };
  if (column === "price" || column === "year" || column === "km") {
    const a = pick(random, THRESHOLDS[column]);
    if (random() < 0.25) {
      const b = pick(random, THRESHOLDS[column]);
      return { type: "range", attribute: column, min: Math.min(a, b), max: Math.max(a, b) };
    }
    return { type: "compare", attribute: column, operator: pick(random, NUMERIC_OPERATORS), value: a };
  }
  if (column === "categories" || column === "filtered_features") {
    const value = pick(random, [...ARRAY_ELEMENTS, "UTE", "missing"]);
    return { type: "match", attribute: column, value };
  }
  const value = pick(random, TEXT_POOLS[column]) ?? "missing";
  return { type: "match", attribute: column, value: random() < 0.3 ? value.toUpperCase() : value };
}

function randomNode(random: () => number, depth: number): FilterNode {
  const roll = random();
  if (depth <= 0 || roll < 0.4) return randomComparison(random);
  if (roll < 0.6) return { type: "not", operand: randomNode(random, depth - 1) };
  const [first, second, ...more] = Array.from({ length: 2 + Math.floor(random() * 2) }, () =>
    randomNode(random, depth - 1),
  );
  return { type: roll < 0.8 ? "and" : "or", operands: [first!, second!, ...more] };
}

/** Through text and back, so the parser's output (not just hand-built ASTs) is what gets compiled. */
function randomParsedExpression(random: () => number): FilterNode | null {
  const text = formatFilterExpression(randomNode(random, 4));
  const result = parseFilterExpression(text);
  if (!result.ok) throw new Error(`generated expression failed to parse: ${text}: ${result.error}`);
  return result.ast;
}

function columnFor(attribute: FilterAttribute): SQL | undefined {
  return (COLUMNS as readonly string[]).includes(attribute) ? sql`${sql.identifier(attribute)}` : undefined;
}

const pg = new PGlite();
const db = drizzle({ client: pg });
const rows = Array.from({ length: 200 }, (_, i) => randomRow(mulberry32(1_000 + i), i + 1));

async function sqlIds(ast: FilterNode | null): Promise<number[]> {
  const condition = filterToSql(ast, columnFor);
  const result = await db.execute<{ id: number }>(
    sql`SELECT id FROM filter_cars WHERE ${condition} ORDER BY id`,
  );
  return result.rows.map((row) => row.id);
}

function memoryIds(ast: FilterNode | null): number[] {
  return rows
    .filter((row) => matchesFilter(ast, (attribute) => row[attribute as Column]))
    .map((row) => row.id);
}

function parsed(input: string): FilterNode | null {
  const result = parseFilterExpression(input);
  if (!result.ok) throw new Error(result.error);
  return result.ast;
}

beforeAll(async () => {
  await pg.exec(`
    CREATE TEMP TABLE filter_cars (
      id integer PRIMARY KEY,
      make text, status text, car_type text,
      price numeric(12, 2), year integer, km integer,
      certified boolean,
      categories text[], filtered_features text[]
    )`);
  for (const row of rows) {
    await pg.query(
      `INSERT INTO filter_cars (id, ${COLUMNS.join(", ")}) VALUES (${[0, ...COLUMNS].map((_, i) => `$${i + 1}`).join(", ")})`,
      [row.id, ...COLUMNS.map((column) => row[column])],
    );
  }
});

afterAll(async () => {
  await pg.close();
});

describe("filterToSql against matchesFilter", () => {
  it("stored the rows as generated (numeric and array round trip)", async () => {
    const result = await pg.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM filter_cars WHERE price IS NULL OR categories IS NULL",
    );
    const expected = rows.filter((row) => row.price === null || row.categories === null).length;
    expect(result.rows[0]?.n).toBe(expected);
    expect(expected).toBeGreaterThan(0);
  });

  it.each([
    "",
    "car_type:used",
    "car_type:used AND price > 5000",
    "(make:Toyota OR make:Lexus) AND NOT status:sold",
    'make:"Land Rover" AND year >= 2018',
    'make:"škoda"',
    "km:0 TO 100000",
    "price != 0",
    "NOT price != 0",
    "certified:true",
    "NOT certified:true",
    "categories:UTE",
    "NOT categories:ute",
    "NOT (status:sold OR price < 5000)",
    "year:2018 OR year > 2017.5 AND NOT km:0 TO 99999",
  ])("agrees on %j", async (input) => {
    const ast = parsed(input);
    expect(await sqlIds(ast)).toEqual(memoryIds(ast));
  });

  it("agrees on 150 random expressions", async () => {
    const random = mulberry32(42);
    let nonTrivial = 0;
    for (let i = 0; i < 150; i += 1) {
      const ast = randomParsedExpression(random);
      const expected = memoryIds(ast);
      expect(await sqlIds(ast), formatFilterExpression(ast)).toEqual(expected);
      if (expected.length > 0 && expected.length < rows.length) nonTrivial += 1;
    }
    // Agreement on "everything" or "nothing" proves little; most expressions should split the rows.
    expect(nonTrivial).toBeGreaterThan(75);
  });
});

describe("filterToSql", () => {
  const dialect = new PgDialect();

  it("binds every value from the expression as a parameter", () => {
    const ast = parsed(`make:"x'); DROP TABLE filter_cars; --" OR price > 5 OR categories:"a\\"b"`);
    const query = dialect.sqlToQuery(filterToSql(ast, columnFor));
    expect(query.sql).not.toContain("DROP");
    expect(query.sql).not.toContain('a"b');
    expect(query.params).toEqual(["x'); DROP TABLE filter_cars; --", "5", 'a"b']);
  });

  it("compiles a null AST to true", () => {
    expect(dialect.sqlToQuery(filterToSql(null, columnFor)).sql).toBe("true");
  });

  it("throws naming an attribute with no column", () => {
    expect(() => filterToSql(parsed("make:a AND dealership_slug:x"), columnFor)).toThrow(/"dealership_slug"/);
  });
});
