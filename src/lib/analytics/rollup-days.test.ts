import { describe, expect, it } from "vitest";
import { isFinalDay, nextFinalThrough, rollupPlan } from "./rollup-days";

const ZONE = "Australia/Brisbane"; // UTC+10, no daylight saving
const at = (local: string) => new Date(`${local}+10:00`);

describe("which days the rollup job rolls (issue 33 §3: idempotent, background)", () => {
  it("the first pass starts at the earliest day with anything to count, up to today", () => {
    const plan = rollupPlan({
      now: at("2026-11-20T09:00:00"),
      timeZone: ZONE,
      finalThrough: null,
      earliest: "2026-11-18",
      rawDays: 90,
      maxDays: 31,
    });
    expect(plan).toEqual({ days: ["2026-11-18", "2026-11-19", "2026-11-20"], today: "2026-11-20" });
  });

  it("after that, only the days not yet final are rolled again", () => {
    const plan = rollupPlan({
      now: at("2026-11-20T00:30:00"),
      timeZone: ZONE,
      finalThrough: "2026-11-18",
      earliest: "2026-01-01",
      rawDays: 90,
      maxDays: 31,
    });
    expect(plan.days).toEqual(["2026-11-19", "2026-11-20"]);
  });

  it("catching up after a downtime: oldest first, a few a pass, never before the raw rows kept", () => {
    const plan = rollupPlan({
      now: at("2026-11-20T09:00:00"),
      timeZone: ZONE,
      finalThrough: "2026-01-01",
      earliest: null,
      rawDays: 90,
      maxDays: 3,
    });
    expect(plan.days).toEqual(["2026-08-22", "2026-08-23", "2026-08-24"]);
  });

  it("a day is final an hour after the site's midnight ended it", () => {
    expect(isFinalDay("2026-11-19", at("2026-11-20T00:59:00"), ZONE)).toBe(false);
    expect(isFinalDay("2026-11-19", at("2026-11-20T01:00:00"), ZONE)).toBe(true);
    expect(isFinalDay("2026-11-20", at("2026-11-20T23:00:00"), ZONE)).toBe(false);
  });

  it("final_through moves over the final days rolled, stopping at the first that is not", () => {
    const now = at("2026-11-20T09:00:00");
    expect(nextFinalThrough(null, ["2026-11-18", "2026-11-19", "2026-11-20"], now, ZONE)).toBe("2026-11-19");
    expect(nextFinalThrough("2026-11-17", ["2026-11-20"], now, ZONE)).toBe("2026-11-17");
  });
});
