import { describe, expect, it } from "vitest";
import { phoneDigits } from "../format/format";
import { uniquePhones } from "./phones";

describe("phone de-duplication (spec 02 §5 'Phone de-duplication ignores non-digits')", () => {
  it("numbers that differ only in spaces, brackets and dashes are one", () => {
    expect(uniquePhones(["(07) 3355 0101", "07 3355 0101", "07-3355-0101", "0733550101"])).toEqual([
      "(07) 3355 0101",
    ]);
  });

  it("+61 counts as the 0 it stands for (the display rule 'Phone display: +61 turned into 0')", () => {
    expect(uniquePhones(["+61 7 3355 0101", "07 3355 0101"])).toEqual(["+61 7 3355 0101"]);
    expect(phoneDigits("+61 412 345 678")).toBe("0412345678");
  });

  it("different numbers are all kept, in order; blanks and digit-less text are left out", () => {
    expect(
      uniquePhones(["07 3355 0101", null, "", "  ", "call us", undefined, "1300 031 264", "07 3355 0120"]),
    ).toEqual(["07 3355 0101", "1300 031 264", "07 3355 0120"]);
  });

  it("a short number is not mistaken for an international one", () => {
    expect(phoneDigits("13 22 11")).toBe("132211");
    expect(phoneDigits("6123 4567")).toBe("61234567");
  });
});
