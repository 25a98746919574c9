import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { MESSY_CSV_DEALERSHIP, MESSY_CSV_FEED, MESSY_CSV_IMPORTED } from "../../../test/messy-feed-csv";
import { CSV_COLUMNS, CSV_KEYED_GROUPS, normaliseHeader } from "./csv-columns";
import { readCsvFeed, withCsvLines } from "./csv-feed";
import { formatIssue } from "./import-issue";
import { carRecordSchema } from "./schema/cars";
import { validateBundle } from "./validate-bundle";

/** A CSV feed as the import reads it: the CSV's own problems, then validation's, each naming its line. */
function importCsv(text: string, dealershipSlug?: string) {
  const feed = readCsvFeed(text, { dealershipSlug });
  const bundle = validateBundle(feed.bundle, { unreadCars: feed.unreadCars });
  return {
    feed,
    cars: bundle.cars.map((c) => ({ ...c.record, line: feed.lines[c.index] })),
    issues: [...feed.issues, ...withCsvLines(bundle.issues, feed.lines)].map(formatIssue),
    warnings: [...feed.warnings, ...withCsvLines(bundle.warnings, feed.lines)],
    feedCarKeys: bundle.feedCarKeys,
  };
}

const messy = importCsv(MESSY_CSV_FEED, MESSY_CSV_DEALERSHIP);
const car = (stocknum: string) => messy.cars.find((c) => c.stocknum === stocknum);
const warningsAt = (line: number) => messy.warnings.filter((w) => w.line === line).map(formatIssue);

describe("issue 15 §2: a messy CSV export imports every car a dealer would expect", () => {
  it("every car a dealer expects is imported; the genuinely wrong rows are refused and named by line", () => {
    expect(messy.cars.map((c) => c.stocknum).sort()).toEqual([...MESSY_CSV_IMPORTED].sort());
    expect(messy.issues).toEqual([
      "line 17 (stocknum M013) row: has 5 cells where the header has 20, so its values cannot be matched to columns (a delimiter or quote out of place?): the row was not read",
      "line 18 (stocknum BAD1) make: is required",
      "line 19 (stocknum BAD2) price: must not be negative",
      "line 20 (stocknum BAD3) car_type: must be one of new, demo, used",
      "line 21 stocknum: a car needs a stocknum or a vin so that a later feed updates it instead of adding a copy",
    ]);
  });

  it("prices, kilometres, dates, type, status and yes/no in a dealer's spelling", () => {
    expect([car("M001")?.price, car("M002")?.price, car("M003")?.price]).toEqual([45990, 45990, 45991]);
    expect(car("M003")).toMatchObject({ km: 12000, car_type: "used", status: "in_stock" });
    expect(car("M004")?.rego_expiry).toBe("2027-11-24");
    expect(car("M005")).toMatchObject({ car_type: "demo", certified: true, reserved: false });
    expect(car("M006")).toMatchObject({ state: "qld", private_postcode: "0800" });
    expect(car("M007")).toMatchObject({ year: 1975, make: "Holden", vin: "HQ-1234567" });
  });

  it("blank cells are absent: no VIN, no photo, no rego date, and no warning", () => {
    const m001 = car("M001")!;
    expect(m001.vin ?? null).toBeNull();
    expect(m001.images).toEqual([]);
    expect(m001.status).toBe("in_stock");
    expect(warningsAt(2)).toEqual([]);
  });

  it("a quoted comment keeps its commas, quotes and line break, and the rows after it keep their lines", () => {
    expect(car("M009")?.dealercomments).toBe('Tow bar, canopy, "as new" tyres.\nFinance available.');
    expect(car("M009")?.line).toBe(10);
    expect(car("M010")?.line).toBe(12);
    expect(car("M011")?.line).toBe(14);
  });

  it("a NUL is removed from the comments and a bad optional field left out, each warning naming the line", () => {
    expect(car("M008")?.dealercomments).toBe("One owner, logbooks.");
    expect(warningsAt(9)).toEqual(["line 9 (stocknum M008) dealercomments: control characters removed"]);
    expect(car("M010")).toMatchObject({ colour: "Glacier White" });
    expect(car("M010")?.seats ?? null).toBeNull();
    expect(warningsAt(12)).toEqual([
      expect.stringMatching(/^line 12 \(stocknum M010\) seats: .+; left out, the rest imported$/),
    ]);
    expect(car("M011")?.price ?? null).toBeNull();
    expect(warningsAt(14)).toHaveLength(1);
  });

  it("a repeated stock number keeps the later row and names both lines", () => {
    expect(car("M012")).toMatchObject({ price: 29990, line: 16 });
    expect(warningsAt(15)).toEqual([
      "line 15 (stocknum M012) stocknum: repeated by line 16, which is imported instead (a feed's later row wins)",
    ]);
  });

  it("columns it does not know are named once, not once a row", () => {
    expect(messy.warnings.filter((w) => w.section === "bundle").map(formatIssue)).toEqual([
      'line 1 header: columns not read (no car field by these names): "Internal Notes", "Cost Price"; docs/csv-feeds.md lists the names read',
    ]);
  });

  it("photos in one cell separated by a comma; a trailing delimiter is not a bad row", () => {
    expect(car("M014")?.images).toEqual([
      { url: "https://cdn.example/m014-1.jpg" },
      { url: "https://cdn.example/m014-2.jpg" },
    ]);
    expect(car("M015")?.line).toBe(23);
  });

  it("a row cut short is not marked sold by a full-feed import: it still counts as in the feed", () => {
    expect(messy.feed.unreadCars).toEqual([{ dealership_slug: "messy-motors", stocknum: "M013" }]);
    expect(messy.feedCarKeys.has("messy-motors|stocknum:M013")).toBe(true);
  });
});

describe("issue 15 §2: delimiters, quotes and line ends as exports write them", () => {
  const rows = [
    ["Stock No", "Condition", "Year", "Make", "Model", "Price", "Comments"],
    ["T1", "Used", "2021", "Mazda", "CX-5", "$27,490", "Roof racks; tow bar, one owner"],
    ["T2", "New", "2025", "Kia", "Sportage", "36990", ""],
  ];
  const write = (delimiter: string, lineEnd: string) =>
    rows
      .map((r) =>
        r
          .map((cell) => (/[",;\t\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell))
          .join(delimiter),
      )
      .join(lineEnd);

  it.each([
    ["commas", ",", "\n"],
    ["semicolons", ";", "\r\n"],
    ["tabs", "\t", "\r\n"],
  ])("a feed delimited by %s reads the same", (_name, delimiter, lineEnd) => {
    const result = importCsv(write(delimiter, lineEnd), "d");
    expect(result.issues).toEqual([]);
    expect(result.cars).toEqual([
      expect.objectContaining({
        stocknum: "T1",
        price: 27490,
        dealercomments: "Roof racks; tow bar, one owner",
      }),
      expect.objectContaining({ stocknum: "T2", car_type: "new", price: 36990, line: 3 }),
    ]);
  });

  it("a quote never closed: the rows before it import, the feed is not complete, and the line is named", () => {
    const text = `${write(",", "\n")}\nT3,Used,2020,Kia,"Rio,9990,\nT4,Used,2020,Kia,Rio,9990,\n`;
    const result = importCsv(text, "d");
    expect(result.cars.map((c) => c.stocknum)).toEqual(["T1", "T2"]);
    expect(result.feed.complete).toBe(false);
    expect(result.issues).toEqual([
      "line 4 row: a quote opened in this row is never closed, so the feed could not be read from here to its end: not a full feed, so no car is marked sold",
    ]);
  });
});

describe("issue 15 §2: the header maps a dealer's column names onto the bundle's car fields", () => {
  const oneCar = (header: string, row: string, dealership = "d") =>
    importCsv(`${header}\n${row}\n`, dealership);

  it("DMS names for the usual columns, in any case and spacing", () => {
    const result = oneCar(
      "STOCK_NUMBER,Rego,Odometer (km),Exterior Colour,Body Type,Transmission,Fuel Type,Description,Yard,Drive Away Price,Make,Model,Year,New/Used",
      'A1,ABC12D,"12,000",Glacier White,Ute,Automatic,Diesel,"Tidy, one owner",main-yard,"$45,990",Toyota,HiLux,2022,Used',
    );
    expect(result.issues).toEqual([]);
    expect(result.cars[0]).toMatchObject({
      stocknum: "A1",
      regplate: "ABC12D",
      km: 12000,
      colour: "Glacier White",
      body: "Ute",
      trans: "Automatic",
      simple_transmission: "Automatic",
      fuel: "Diesel",
      simple_fuel: "Diesel",
      dealercomments: "Tidy, one owner",
      location_slug: "main-yard",
      price: 45990,
      car_type: "used",
    });
  });

  it("numbered photo columns and a gallery cell split on |; market price and specifications by group", () => {
    const result = oneCar(
      "Stock,Make,Model,Year,Condition,Images,Image 5,Photo6,Market Price,specifications.Power,variant.Engine Code",
      'A2,Kia,Rio,2020,Used,/p/1.jpg|/p/2.jpg,/p/5.jpg,/p/6.jpg,"$18,500",74 kW,G4LC',
    );
    expect(result.issues).toEqual([]);
    expect(result.cars[0]?.images).toEqual([
      { url: "/p/1.jpg" },
      { url: "/p/2.jpg" },
      { url: "/p/5.jpg" },
      { url: "/p/6.jpg" },
    ]);
    expect(result.cars[0]?.autograb_data).toEqual({ average_market_price: 18500 });
    expect(result.cars[0]?.specifications).toEqual({ Power: "74 kW" });
    expect(result.cars[0]?.variant).toEqual({ "Engine Code": "G4LC" });
  });

  it("two columns for one field: the one named as the field is used, the other named in a warning", () => {
    const result = oneCar(
      "Stock,Make,Model,Year,Condition,Sale Price,price",
      "A3,Kia,Rio,2020,Used,9990,10990",
    );
    expect(result.cars[0]?.price).toBe(10990);
    expect(result.warnings.map(formatIssue)).toEqual([
      'line 1 header: columns "price" and "Sale Price" both read as price: "price" is used',
    ]);
  });

  it("a header without make, year or condition refuses the whole feed, naming the headers it reads", () => {
    const result = oneCar("Stock,Model,Price", "A4,Rio,9990");
    expect(result.cars).toEqual([]);
    expect(result.issues).toEqual([
      'line 1 header: no make column, so no car could be imported: add a column headed "make", "Manufacturer", "Brand"',
      'line 1 header: no year column, so no car could be imported: add a column headed "year", "Model Year", "Build Year", "Yr"',
      'line 1 header: no car_type column, so no car could be imported: add a column headed "car_type", "Condition", "New/Used", "Stock Type", "Vehicle Condition"',
    ]);
  });

  it("a feed without a stock number or VIN column is refused: a later feed could not update its cars", () => {
    const result = oneCar("Make,Model,Year,Condition", "Kia,Rio,2020,Used");
    expect(result.issues).toEqual([expect.stringMatching(/^line 1 header: no stock number or VIN column/)]);
  });

  it("a feed that does not say whose cars they are says how to fix it", () => {
    const result = oneCar("Stock,Make,Model,Year,Condition", "A5,Kia,Rio,2020,Used", "");
    expect(result.issues).toEqual([
      'line 1 dealership_slug: the feed does not say whose cars these are: add a column headed "dealership_slug", "Dealership", "Dealer", "Dealer ID", "Dealership ID", "Dealer Code" with the dealership\'s slug, or name the dealership when importing (forecourt import feed.csv --dealership <slug>)',
    ]);
  });

  it("a dealership column is used when the import names none; a row naming another dealership is refused", () => {
    const header = "Dealer ID,Stock,Make,Model,Year,Condition";
    expect(oneCar(header, "west-motors,A6,Kia,Rio,2020,Used", "").cars[0]?.dealership_slug).toBe(
      "west-motors",
    );
    const named = importCsv(
      `${header}\nd,A7,Kia,Rio,2020,Used\nwest-motors,A8,Kia,Rio,2020,Used\n,A9,Kia,Rio,2020,Used`,
      "d",
    );
    expect(named.cars.map((c) => [c.stocknum, c.dealership_slug])).toEqual([
      ["A7", "d"],
      ["A9", "d"],
    ]);
    expect(named.issues).toEqual([
      'line 3 (stocknum A8) row: names dealership "west-motors", but this feed is imported for "d"',
    ]);
  });

  it("an empty feed says what a feed looks like", () => {
    expect(importCsv("\n\n", "d").issues).toEqual([
      "bundle header: the feed is empty: expected a header row naming the columns, then one car a row",
    ]);
  });
});

describe("the column mapping is data the documentation prints (docs/csv-feeds.md)", () => {
  const groupShape = (group: string) => {
    let schema: z.ZodType = carRecordSchema.shape[group as keyof typeof carRecordSchema.shape];
    while ("unwrap" in schema && typeof schema.unwrap === "function") schema = schema.unwrap() as z.ZodType;
    return (schema as unknown as { shape: Record<string, unknown> }).shape;
  };

  it("every column fills a real car field of the bundle schema", () => {
    for (const { field } of CSV_COLUMNS) {
      const [top, inner] = field.split(".") as [string, string | undefined];
      expect(Object.keys(carRecordSchema.shape), field).toContain(top);
      if (inner) expect(Object.keys(groupShape(top)), field).toContain(inner);
    }
  });

  it("every car field can be filled from a CSV column", () => {
    const covered = new Set([...CSV_COLUMNS.map((c) => c.field.split(".")[0]), ...CSV_KEYED_GROUPS]);
    expect(Object.keys(carRecordSchema.shape).filter((f) => !covered.has(f))).toEqual([]);
  });

  it("no header name is read as two fields", () => {
    const seen = new Map<string, string>();
    for (const { field, headers } of CSV_COLUMNS) {
      for (const header of [field, ...headers]) {
        const key = normaliseHeader(header);
        expect(seen.get(key) ?? field, `${header} is read as ${seen.get(key)} and ${field}`).toBe(field);
        seen.set(key, field);
      }
    }
  });

  it("docs/csv-feeds.md shows the messy feed's problems as the import prints them", () => {
    const doc = readFileSync(path.resolve("docs/csv-feeds.md"), "utf8");
    for (const line of [...messy.warnings.map(formatIssue), ...messy.issues])
      expect(doc).toContain(`  ${line}\n`);
  });

  it("docs/csv-feeds.md lists every field and every header name read", () => {
    const doc = readFileSync(path.resolve("docs/csv-feeds.md"), "utf8");
    for (const { field, headers } of CSV_COLUMNS) {
      expect(doc).toContain(`\`${field}\``);
      for (const header of headers) expect(doc, `${field}: ${header}`).toContain(header);
    }
  });
});

describe("issue 15 §2: the example feed imports into the demo", () => {
  const text = readFileSync(path.resolve("docs/examples/stock-feed.csv"), "utf8");

  it("docs/examples/stock-feed.csv validates with no issue and no warning", () => {
    const result = importCsv(text, "outback-used-cars-dubbo");
    expect(result.issues).toEqual([]);
    expect(result.warnings).toEqual([]);
    expect(result.cars).toHaveLength(12);
    expect(result.cars[0]).toMatchObject({
      dealership_slug: "outback-used-cars-dubbo",
      location_slug: "outback-used-cars-dubbo-sales",
      stocknum: "OUC7001",
      make: "Toyota",
      car_type: "used",
      status: "in_stock",
      price: 46990,
      km: 98450,
      line: 2,
    });
    expect(result.cars[0]?.images).toHaveLength(4);
    expect(result.cars.map((c) => c.line)).toEqual([2, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]);
  });
});
