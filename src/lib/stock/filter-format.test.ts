import { describe, expect, it } from "vitest";
import { parse } from "../../../test/filter-expressions";
import { formatFilterExpression } from "./filter-format";

/** The canonical text a parsed expression is written back as. */

describe("formatFilterExpression", () => {
  it("formats canonically", () => {
    const cases: [string, string][] = [
      ["", ""],
      ["make:toyota", "make:toyota"],
      ['make:"Land Rover"', 'make:"Land Rover"'],
      ['make:"AND"', 'make:"AND"'],
      ['model:"a\\"b\\\\c"', 'model:"a\\"b\\\\c"'],
      ["year:2018", "year = 2018"],
      ["price>5e3", "price > 5000"],
      ["price!=0", "price != 0"],
      ["km:0 TO 1e5", "km:0 TO 100000"],
      ["certified:TRUE", "certified:true"],
      ["make:a OR make:b AND make:c", "make:a OR (make:b AND make:c)"],
      ["NOT (make:a OR make:b)", "NOT (make:a OR make:b)"],
      ["NOT NOT make:a", "NOT NOT make:a"],
      ["((make:a AND make:b)) AND make:c", "(make:a AND make:b) AND make:c"],
    ];
    for (const [input, expected] of cases) expect(formatFilterExpression(parse(input))).toBe(expected);
  });
});
