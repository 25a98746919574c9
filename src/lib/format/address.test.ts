import { describe, expect, it } from "vitest";
import { addressLines } from "./address";

describe("postal address lines", () => {
  it("street, then city, upper-case state and postcode", () => {
    expect(addressLines({ street: "250 Main Road", city: "Moonah", state: "tas", postcode: "7009" })).toEqual(
      ["250 Main Road", "Moonah TAS 7009"],
    );
  });

  it("missing parts leave no gaps or empty lines", () => {
    expect(addressLines({ city: "Moonah", state: null })).toEqual(["Moonah"]);
    expect(addressLines({})).toEqual([]);
  });
});
