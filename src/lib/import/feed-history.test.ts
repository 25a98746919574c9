import { describe, expect, it } from "vitest";
import { FEED_OUTCOME_LABELS, feedSourceLabel } from "./feed-history";

describe("issue 32 §1: a car's last feed as the stock list names it", () => {
  it("names where the import came from and the file it was, when it had one", () => {
    expect(feedSourceLabel({ source: "console", fileName: "dubbo.csv" })).toBe("Console upload, dubbo.csv");
    expect(feedSourceLabel({ source: "inbox", fileName: "a-north/stock.csv" })).toBe(
      "Inbox folder, a-north/stock.csv",
    );
    expect(feedSourceLabel({ source: "admin-api", fileName: null })).toBe("Admin API");
  });

  it("an import begun and never finished reads as not finished, not as imported", () => {
    expect(FEED_OUTCOME_LABELS.running).toBe("Not finished");
  });
});
