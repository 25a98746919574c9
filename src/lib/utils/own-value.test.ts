import { describe, expect, it } from "vitest";
import { ownValue } from "./own-value";

describe("issue 16 item 2: a key from outside finds only a table's own entries", () => {
  const table = { new: "New", used: "Used" };

  it("finds an own key", () => {
    expect(ownValue(table, "new")).toBe("New");
  });

  it.each(["__proto__", "constructor", "toString", "hasOwnProperty", "valueOf", "isPrototypeOf"])(
    "%s, inherited by every object, is not in the table",
    (key) => {
      expect(ownValue(table, key)).toBeUndefined();
    },
  );
});
