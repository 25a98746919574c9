import { describe, expect, it } from "vitest";
import {
  EXPORT_FORMAT,
  exportFileName,
  exportSummary,
  holdsNothing,
  type ShopperDataExport,
} from "./shopper-export";

const empty: ShopperDataExport = {
  format: EXPORT_FORMAT,
  site: { slug: "harbour-toyota", name: "Harbour City Toyota" },
  exported_at: "2026-12-01T00:00:00.000Z",
  found_by: { phone: "412345678" },
  accounts: [],
  leads: [],
  reservations: [],
  trade_ins: [],
  purchase_journeys: [],
  messages: [],
  not_included: [],
};

/** Issue 36 item 6 (APP 12, decision 0070): the export file's summary, as staff and shoppers read it. */
describe("the shopper's data file", () => {
  it("counts each kind, the account's saved cars and searches included", () => {
    const data = {
      ...empty,
      accounts: [{ saved_cars: [{}, {}], saved_searches: [{}], alert_events: [], sessions: [] }],
      leads: [{}, {}, {}],
      messages: [{}],
    };
    expect(exportSummary(data).map((r) => [r.label, r.count])).toEqual([
      ["Signed-in account", 1],
      ["Saved cars", 2],
      ["Saved searches", 1],
      ["Enquiries, test drives, chat and other leads", 3],
      ["Reservations", 0],
      ["Trade-in valuations", 0],
      ["Online purchase journeys", 0],
      ["Messages sent to them", 1],
    ]);
    expect(holdsNothing(data)).toBe(false);
    expect(holdsNothing(empty)).toBe(true);
  });

  it("is named for the site and the day", () => {
    expect(exportFileName("harbour-toyota", new Date("2026-12-01T23:00:00Z"))).toBe(
      "harbour-toyota-my-data-2026-12-01.json",
    );
  });
});
