import { describe, expect, it } from "vitest";
import { testLocation } from "../../../test/site-location";
import { hoursPanelMembers, locationHoursPanel } from "./hours-panels";
import type { OpeningHoursEntry } from "./location";
import { deskLabel } from "./location-type";
import { dayHoursText } from "./opening-hours";

const weekdays = (open: string, close: string): OpeningHoursEntry[] =>
  [1, 2, 3, 4, 5].map((weekday) => ({ weekday, status: "Open", open, close }));
const closedWeekend: OpeningHoursEntry[] = [
  { weekday: 6, status: "Closed" },
  { weekday: 0, status: "Closed" },
];
const sales = testLocation({ id: 1, slug: "kia-sales", name: "Metro Kia Sales" });
const service = testLocation({
  id: 2,
  slug: "kia-service",
  name: "Metro Kia Service",
  locationType: "service",
  contactDetail: { opening_hours: [...weekdays("07:30", "17:30"), ...closedWeekend] },
});
const service2 = testLocation({
  id: 3,
  slug: "kia-service-2",
  name: "Metro Kia Service",
  locationType: "service",
});
const parts = testLocation({ id: 4, slug: "kia-parts", name: "Metro Kia Parts", locationType: "parts" });
const group = { name: "Metro Kia", members: [sales, service, service2, parts] };

describe("the details page's type selector (spec 02 §2 'an opening-hours table with a type selector (sales / service / parts)')", () => {
  it("one tab per type, in sales, service, parts order", () => {
    expect(hoursPanelMembers(group, sales).map(deskLabel)).toEqual(["Sales", "Service", "Parts"]);
    expect(hoursPanelMembers(group, sales).map((m) => m.id)).toEqual([1, 2, 4]);
  });

  it("on a second service desk's own page, its hours are the Service tab (not two Service tabs)", () => {
    expect(hoursPanelMembers(group, service2).map((m) => m.id)).toEqual([1, 3, 4]);
  });
});

describe("a service desk's Saturdays (spec 02 §4 'Service Saturdays by appointment: alternate fortnightly, counted from 14 June 2025')", () => {
  it("on a template with them: the next two, the coming one by appointment in the table", () => {
    // Monday 21 December 2026: Saturday 26 December is a service Saturday.
    const panel = locationHoursPanel(service, "2026-12-21", [], true);
    expect(panel.serviceSaturdays).toEqual(["2026-12-26", "2027-01-09"]);
    expect(panel.rows.map((r) => `${r.days}: ${dayHoursText(r.hours)}`)).toContain(
      "Sat 26 Dec: By appointment only",
    );
    // Marked as a service Saturday, not as holiday hours.
    expect(panel.rows.find((r) => r.date === "2026-12-26")?.dated).toBe("service-saturday");
  });

  it("a special day that closes a service Saturday takes it out of the note and the table", () => {
    const panel = locationHoursPanel(service, "2026-12-21", [{ date: "2026-12-26", status: "Closed" }], true);
    expect(panel.serviceSaturdays).toEqual(["2027-01-09", "2027-01-23"]);
    expect(panel.rows.map((r) => `${r.days}: ${dayHoursText(r.hours)}`)).toContain("Sat 26 Dec: Closed");
    expect(panel.rows.find((r) => r.date === "2026-12-26")?.dated).toBe("special");
    expect(panel.holidays.map((h) => h.label)).toEqual(["Saturday 26 December 2026"]);
  });

  it("none on a template without them, for a sales desk, or where Saturday is a trading day", () => {
    expect(locationHoursPanel(service, "2026-12-21", [], false).serviceSaturdays).toEqual([]);
    expect(locationHoursPanel(sales, "2026-12-21", [], true).serviceSaturdays).toEqual([]);
    const saturdays = testLocation({
      ...service,
      contactDetail: { opening_hours: [{ weekday: 6, status: "Open", open: "08:00", close: "12:00" }] },
    });
    expect(locationHoursPanel(saturdays, "2026-12-21", [], true).serviceSaturdays).toEqual([]);
  });
});
