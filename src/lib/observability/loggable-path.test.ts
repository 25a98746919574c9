import { describe, expect, it } from "vitest";
import { loggablePath } from "./loggable-path";

/**
 * Issue 36 item 3 (decision 0068): a log line names the page a request was for, never a person: no
 * query string, and no path segment that holds an e-mail address, a phone number or a token.
 */
describe("loggablePath", () => {
  it("keeps the page's own path and drops the query and fragment", () => {
    expect(loggablePath("/cars/2021-toyota-corolla-k1?utm_source=x&email=jo%40example.com")).toBe(
      "/cars/2021-toyota-corolla-k1",
    );
    expect(loggablePath("/search#results")).toBe("/search");
    expect(loggablePath("/")).toBe("/");
  });

  it("masks a segment holding an e-mail address, a phone number or an opaque token", () => {
    expect(loggablePath("/pages/unsubscribe/jo@example.com")).toBe("/pages/unsubscribe/:email");
    expect(loggablePath("/lookup/jo%40example.com")).toBe("/lookup/:email");
    expect(loggablePath("/call/0412%20345%20678")).toBe("/call/:number");
    expect(loggablePath("/call/+61412345678")).toBe("/call/:number");
    expect(loggablePath("/reset/Xy7_kP2mQ9vL4tR8wZ1nB3c")).toBe("/reset/:token");
    expect(loggablePath("/confirm/9f86d081884c7d659a2feaa0c55ad015")).toBe("/confirm/:token");
  });

  it("leaves a car's slug, a stock number, a year and a date alone", () => {
    expect(loggablePath("/blog/2026-11-20-new-stock")).toBe("/blog/2026-11-20-new-stock");
    expect(loggablePath("/cars/2019-mazda-cx-5-maxx-sport-stk12345")).toBe(
      "/cars/2019-mazda-cx-5-maxx-sport-stk12345",
    );
    expect(loggablePath("/new-used-and-demo-cars/toyota/hilux")).toBe("/new-used-and-demo-cars/toyota/hilux");
  });

  it("cuts a very long path", () => {
    expect(loggablePath(`/${"used-cars/".repeat(50)}`)).toHaveLength(201);
  });
});
