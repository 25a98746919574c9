import { describe, expect, it } from "vitest";
import { actionWords, changeLines } from "./audit-text";

describe("issue 31 §3: the audit log reads as what changed", () => {
  it("lists only the fields that changed, before → after", () => {
    expect(changeLines({ status: "new", owner: 3 }, { status: "contacted", owner: 3 })).toEqual([
      "status: new → contacted",
    ]);
  });
  it("a creation lists its values; a missing value reads as a dash", () => {
    expect(changeLines(null, { role: "manager", dealershipIds: [1, 2] })).toEqual([
      "role: manager",
      "dealershipIds: [1,2]",
    ]);
    expect(changeLines({ reason: null }, { reason: "Bought elsewhere" })).toEqual([
      "reason: — → Bought elsewhere",
    ]);
  });
  it("names known actions in words and leaves others as they are", () => {
    expect(actionWords("staff.invite")).toBe("Invited a staff member");
    expect(actionWords("lead.unknown")).toBe("lead.unknown");
  });
});
