import { describe, expect, it } from "vitest";
import { foldCaseSql, LATIN_CASE, likePrefix, phoneSearchKey, searchTerm } from "./inbox-search";

describe("issue 31 §4: the inbox's search box reads what a person types", () => {
  it("reads a phone number the same however it is written", () => {
    for (const typed of [
      "0412 345 678",
      "+61 412 345 678",
      "+61 (0)412 345 678",
      "0061 412 345 678",
      "(04) 1234-5678",
    ]) {
      expect(phoneSearchKey(typed), typed).toBe("412345678");
    }
    expect(phoneSearchKey("02 9630 1234")).toBe("296301234");
    expect(phoneSearchKey("1300 123 456")).toBe("1300123456");
  });

  it("digits are a phone prefix (and a stock number), not a name", () => {
    expect(searchTerm("0412 34")).toEqual({ phone: "41234", email: null, name: null, code: null });
    expect(searchTerm("12345")).toMatchObject({ phone: "12345", name: null, code: "12345" });
  });

  it("too few digits are not a phone number", () => {
    expect(searchTerm("04").phone).toBeNull();
  });

  it("an e-mail address is matched from its start, its case folded by the database", () => {
    expect(searchTerm(" Jane.Citizen@Example.COM ")).toMatchObject({
      email: "Jane.Citizen@Example.COM",
      phone: null,
      code: null,
    });
  });

  it("a name has single spaces; a one-word name may also be a stock number or VIN", () => {
    expect(searchTerm("Jane   Citizen")).toEqual({
      phone: null,
      email: null,
      name: "Jane Citizen",
      code: null,
    });
    expect(searchTerm("nth100")).toEqual({ phone: null, email: "nth100", name: "nth100", code: "NTH100" });
    expect(searchTerm("Zoë").name).toBe("Zoë");
  });

  it("folds Latin letters beyond ASCII pairwise, for databases whose lower() knows only A–Z", () => {
    const { upper, lower } = LATIN_CASE;
    expect([...upper]).toHaveLength([...lower].length);
    expect(upper).toContain("Å");
    expect(lower[upper.indexOf("Å")]).toBe("å");
    expect(lower[upper.indexOf("Ž")]).toBe("ž");
    expect(foldCaseSql('"x"')).toMatch(/^lower\(translate\("x", '[^']+', '[^']+'\)\)$/);
  });

  it("a LIKE pattern takes % _ and \\ literally", () => {
    expect(likePrefix("a%b_c\\")).toBe("a\\%b\\_c\\\\%");
  });
});
