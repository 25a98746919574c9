import { describe, expect, it } from "vitest";
import { z } from "zod";
import { isRecordId, MAX_RECORD_ID, parseRecordId } from "./record-id";
import { recordIdNumber, recordIdText } from "./record-id-schema";

describe("issue 29 item 1: an id from outside is 1..2147483647 (int4) or it is no id", () => {
  it.each([
    ["1", 1],
    ["42", 42],
    [" 7 ", 7],
    ["2147483647", MAX_RECORD_ID],
    [12, 12],
    [MAX_RECORD_ID, MAX_RECORD_ID],
  ])("%j is the id %j", (value, id) => {
    expect(parseRecordId(value)).toBe(id);
  });

  it.each([
    "2147483648",
    "9999999999",
    "99999999999",
    "1".repeat(400),
    "0",
    "007",
    "-1",
    "+1",
    "1.5",
    "1.0",
    "1e3",
    "0x10",
    "",
    " ",
    "abc",
    "1,2",
    "١٢",
    "12\u0000",
  ])("text %j is no id", (value) => {
    expect(parseRecordId(value)).toBeNull();
  });

  it.each([2 ** 31, 0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53 + 2])(
    "the number %d is no id",
    (value) => {
      expect(parseRecordId(value)).toBeNull();
      expect(isRecordId(value)).toBe(false);
    },
  );

  it.each([null, undefined, true, [], {}, ["1"]])("%j is no id", (value) => {
    expect(parseRecordId(value)).toBeNull();
  });

  it("the zod forms refuse what parseRecordId refuses, with the caller's message", () => {
    const text = z.object({ id: recordIdText("not an id") });
    expect(text.parse({ id: "2147483647" })).toEqual({ id: MAX_RECORD_ID });
    expect(text.parse({ id: 5 })).toEqual({ id: 5 });
    for (const id of ["2147483648", 2 ** 31, true, "1e3", null, undefined]) {
      const result = text.safeParse({ id });
      expect(result.success, String(id)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe("not an id");
    }
    const number = recordIdNumber("not an id");
    expect(number.parse(MAX_RECORD_ID)).toBe(MAX_RECORD_ID);
    for (const id of [2 ** 31, 0, 1.5, "5"]) expect(number.safeParse(id).success, String(id)).toBe(false);
  });
});
