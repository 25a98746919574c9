import { createColumnHelper } from "@tanstack/react-table";
import { createElement as h } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { type ConsoleTableFeatures, DataTable } from "./data-table";

/**
 * Issue 31 §8: a console list is a table on a desktop and a card per row on a phone, from one set of
 * columns, so both read the same fields; a standout row is marked in both.
 */
type Row = { id: string; name: string; price: number; standout: boolean };
const column = createColumnHelper<ConsoleTableFeatures, Row>();
const columns = [
  column.accessor("name", { header: "Name" }),
  column.accessor("price", { header: "Price", cell: (info) => `$${info.getValue()}` }),
];
const rows: Row[] = [
  { id: "a", name: "Corolla", price: 100, standout: false },
  { id: "b", name: "Hilux", price: 200, standout: true },
];
const html = renderToStaticMarkup(
  h(DataTable<Row>, { columns, rows, rowId: (r) => r.id, caption: "Cars", standout: (r) => r.standout }),
);

describe("the console's data table", () => {
  it("a table with its caption, a header per column and a cell per field", () => {
    expect(html).toContain('<caption class="sr-only">Cars</caption>');
    expect(html.match(/<th scope="col"[^>]*>Name<\/th>/g)).toHaveLength(1);
    expect(html.match(/<td[^>]*>\$200<\/td>/g)).toHaveLength(1);
  });

  it("a phone's list of cards, labelled as the table is, each field named by its column", () => {
    expect(html).toContain('<ol class="space-y-3 lg:hidden" aria-label="Cars">');
    expect(html.match(/<dt[^>]*>Price<\/dt><dd[^>]*>\$100<\/dd>/g)).toHaveLength(1);
    expect(html.match(/<li /g)).toHaveLength(2);
  });

  it("marks the standout row in both, and only it", () => {
    expect(html.match(/border-l-4/g)).toHaveLength(2);
  });
});
