import { describe, expect, it } from "vitest";
import { MAX_QUERY_LENGTH } from "./collection";
import { normaliseSearchQuery, REDACTED_QUERY } from "./search-query";

describe("search text for top searches (issue 33 §3: no free text beyond the query, capped)", () => {
  it("the same words however typed are one search", () => {
    expect(normaliseSearchQuery("  Toyota   HILUX ")).toBe("toyota hilux");
    expect(normaliseSearchQuery("ｈｉｌｕｘ\tsr5")).toBe("hilux sr5");
    expect(normaliseSearchQuery("")).toBe("");
  });

  it("is cut to the limit", () => {
    expect(normaliseSearchQuery("a".repeat(300))).toHaveLength(MAX_QUERY_LENGTH);
  });

  it("an e-mail address or a phone number typed into search is not kept", () => {
    expect(normaliseSearchQuery("jo@example.com")).toBe(REDACTED_QUERY);
    expect(normaliseSearchQuery("call me 0412 345 678")).toBe(REDACTED_QUERY);
    expect(normaliseSearchQuery("+61 (7) 3000-0000")).toBe(REDACTED_QUERY);
  });

  it("a stock number, a VIN or a year is kept", () => {
    expect(normaliseSearchQuery("STK 123456")).toBe("stk 123456");
    expect(normaliseSearchQuery("1HGCM82633A004352")).toBe("1hgcm82633a004352");
    expect(normaliseSearchQuery("2021 corolla")).toBe("2021 corolla");
  });
});
