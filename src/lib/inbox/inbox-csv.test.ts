import { describe, expect, it } from "vitest";
import { CSV_HEADER, csvCells, csvSafe } from "./inbox-csv";
import type { InboxRow } from "./inbox-row";

describe("issue 31 §4: the CSV export never hands a spreadsheet a formula", () => {
  it("prefixes an apostrophe to a cell starting with = + - @, a tab or a carriage return", () => {
    for (const danger of ["=1+1", "+61 412 345 678", "-2", "@SUM(A1)", "\tx", "\rx"]) {
      expect(csvSafe(danger)).toBe(`'${danger}`);
    }
  });

  it("leaves everything else as it is, and writes nothing for no value", () => {
    expect(csvSafe("Jane = Citizen")).toBe("Jane = Citizen");
    expect(csvSafe("0412 345 678")).toBe("0412 345 678");
    expect(csvSafe(null)).toBe("");
    expect(csvSafe(undefined)).toBe("");
  });

  it("writes one cell a column, each made safe", () => {
    const row: InboxRow = {
      id: "6f1c2d3e-4b5a-4c6d-8e7f-901234567890",
      createdAt: "2026-11-23T07:30:00.000Z",
      cursor: "x",
      kind: "vehicle-enquiry",
      kindLabel: "Vehicle enquiry",
      standout: false,
      category: "Vehicle Enquiry",
      subcategory: null,
      name: '=HYPERLINK("http://x")',
      email: "jane@example.com",
      phone: "+61 412 345 678",
      car: { name: "2024 Toyota Corolla", stockNumber: "ABC123", vin: null },
      dealership: "North Motors",
      status: "contacted",
      assignee: null,
      message: "-urgent",
    };
    const cells = csvCells(row, "http://console.localhost/sites/a/leads/x");
    expect(cells).toHaveLength(CSV_HEADER.length);
    const cell = (name: (typeof CSV_HEADER)[number]) => cells[CSV_HEADER.indexOf(name)];
    expect(cell("Name")).toBe('\'=HYPERLINK("http://x")');
    expect(cell("Phone")).toBe("'+61 412 345 678");
    expect(cell("Message")).toBe("'-urgent");
    expect(cell("Status")).toBe("Contacted");
    expect(cell("VIN")).toBe("");
  });
});
