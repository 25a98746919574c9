import { describe, expect, it } from "vitest";
import { rangeInputText, readRangeInput, readWholeNumber, rejectedRangeInputs } from "./range-input";
import { parseSearchParams } from "./search-params";

describe("typed range fields (issue 34 item 4: $40,000 exactly)", () => {
  it("takes any whole value, written as a shopper writes it", () => {
    expect(readRangeInput("price", { min: "", max: "40000" })).toEqual({ ok: true, range: { max: 40_000 } });
    expect(readRangeInput("price", { min: "$12,345", max: "$40,000" })).toEqual({
      ok: true,
      range: { min: 12_345, max: 40_000 },
    });
    expect(readRangeInput("km", { min: "", max: "120 000 km" })).toEqual({
      ok: true,
      range: { max: 120_000 },
    });
    expect(readRangeInput("year", { min: "2018", max: "2018" })).toEqual({
      ok: true,
      range: { min: 2018, max: 2018 },
    });
    expect(readRangeInput("price", { min: " ", max: "" })).toEqual({ ok: true, range: null });
  });

  it("says what is wrong with each field, beside that field", () => {
    expect(readRangeInput("price", { min: "cheap", max: "" })).toEqual({
      ok: false,
      errors: { min: "Enter a whole number, like 40000" },
    });
    expect(readRangeInput("price", { min: "", max: "40000.50" })).toEqual({
      ok: false,
      errors: { max: "Enter a whole number, like 40000" },
    });
    expect(readRangeInput("year", { min: "0", max: "100000" })).toEqual({
      ok: false,
      errors: { min: "Enter a year from 1900 to 2100", max: "Enter a year from 1900 to 2100" },
    });
    expect(readRangeInput("price", { min: "50000", max: "40000" })).toEqual({
      ok: false,
      errors: { max: "Enter a maximum no lower than the minimum" },
    });
    expect(readWholeNumber("1,5")).toBeNull();
  });

  it("shows an applied range back in its fields", () => {
    expect(rangeInputText({ max: 40_000 })).toEqual({ min: "", max: "40000" });
    expect(rangeInputText(undefined)).toEqual({ min: "", max: "" });
  });

  it("a form sent without JavaScript: the URL reads what the fields read, and rejects what they reject", () => {
    expect(parseSearchParams({ price: ["", "$40,000"] }).state.ranges).toEqual({ price: { max: 40_000 } });
    expect(rejectedRangeInputs({ price: ["", "$40,000"] }, ["price"])).toEqual({});
    expect(rejectedRangeInputs({ year: ["abc", "2020"], price: "1:2" }, ["price", "year"])).toEqual({
      year: { text: { min: "abc", max: "2020" }, errors: { min: "Enter a whole number, like 2018" } },
    });
  });
});
