import { describe, expect, it } from "vitest";
import {
  dayStart,
  encodeCursor,
  inboxQueryString,
  isDay,
  NO_FILTERS,
  parseCursor,
  parseInboxQuery,
} from "./inbox-query";

const parse = (query: string) => parseInboxQuery(new URLSearchParams(query));
const CURSOR = { at: "2026-11-23T07:30:00.123456Z", id: "6f1c2d3e-4b5a-4c6d-8e7f-901234567890" };

describe("issue 31 §4: a filtered inbox is a link", () => {
  it("reads every filter from the query string", () => {
    const { request, errors } = parse(
      "dealership=12&kind=trade-in-accepted&status=contacted&assignee=me&from=2026-11-01&to=2026-11-30&stock=abc-123&q=%20Jane%20%20Citizen%20",
    );
    expect(errors).toEqual({});
    expect(request.filters).toEqual({
      dealership: 12,
      kind: "trade-in-accepted",
      status: "contacted",
      assignee: "me",
      from: "2026-11-01",
      to: "2026-11-30",
      stock: "ABC-123",
      q: "Jane Citizen",
    });
  });

  it("reads Next's searchParams object the same, first value of a repeated key", () => {
    expect(
      parseInboxQuery({ assignee: ["unassigned", "me"], dealership: "none" }).request.filters,
    ).toMatchObject({
      assignee: "unassigned",
      dealership: "none",
    });
    expect(parseInboxQuery({ assignee: "7" }).request.filters.assignee).toBe(7);
  });

  it("writes the same view back, in a fixed order, leaving unset filters out", () => {
    const { request } = parse(`q=jane&kind=chat&after=${encodeCursor(CURSOR)}`);
    expect(inboxQueryString(request.filters, { after: request.after })).toBe(
      `kind=chat&q=jane&after=${encodeURIComponent(encodeCursor(CURSOR))}`,
    );
    expect(inboxQueryString(NO_FILTERS)).toBe("");
  });

  it("refuses what cannot be meant, beside its field, and leaves that filter off", () => {
    const { request, errors } = parse(
      "dealership=0&kind=spam&status=done&assignee=-1&from=2026-02-30&stock=a%20b&q=x&after=nonsense",
    );
    expect(request.filters).toEqual(NO_FILTERS);
    expect(request.after).toBeNull();
    expect(errors).toEqual({
      dealership: "Choose a dealership from the list.",
      kind: "Choose a kind from the list.",
      status: "Choose a status from the list.",
      assignee: "Choose someone from the list.",
      from: "Enter a date such as 2026-11-26.",
      stock: "A stock number is letters, digits and dashes.",
      q: "Search for 2 to 100 characters.",
      after: "That page of the list no longer exists.",
    });
  });

  it("an end before the start is refused at the end", () => {
    const { request, errors } = parse("from=2026-11-30&to=2026-11-01");
    expect(errors).toEqual({ to: "The end date is before the start date." });
    expect(request.filters).toMatchObject({ from: "2026-11-30", to: null });
  });

  it("empty fields are no filter at all (the form sends every field)", () => {
    expect(parse("dealership=&kind=&q=%20%20")).toEqual({
      request: { filters: NO_FILTERS, after: null, before: null },
      errors: {},
    });
  });
});

describe("issue 31 §4: pages and days", () => {
  it("a cursor is the moment to the microsecond and the lead's id, and reads back", () => {
    expect(parseCursor(encodeCursor(CURSOR))).toEqual(CURSOR);
    expect(parseCursor("2026-11-23T07:30:00Z_not-a-uuid")).toBeNull();
    expect(parseCursor(`2026-13-45T07:30:00Z_${CURSOR.id}`)).toBeNull();
    expect(parseCursor(`${encodeCursor(CURSOR)}_more`)).toBeNull();
  });

  it("`after` wins over `before`: one page at a time", () => {
    const { request } = parse(`after=${encodeCursor(CURSOR)}&before=${encodeCursor(CURSOR)}`);
    expect(request.after).toEqual(CURSOR);
    expect(request.before).toBeNull();
  });

  it("a day begins at midnight on the console's clock (Sydney), summer time included", () => {
    expect(dayStart("2026-11-22").toISOString()).toBe("2026-11-21T13:00:00.000Z");
    expect(dayStart("2026-06-22").toISOString()).toBe("2026-06-21T14:00:00.000Z");
    expect(dayStart("2026-11-30", 1).toISOString()).toBe("2026-11-30T13:00:00.000Z");
    expect(isDay("2026-02-29")).toBe(false);
    expect(isDay("2028-02-29")).toBe(true);
  });
});
