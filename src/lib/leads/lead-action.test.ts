import { describe, expect, it } from "vitest";
import { leadActionSchema, NOTE_MAX } from "./lead-action";

const issues = (body: unknown) => {
  const result = leadActionSchema.safeParse(body);
  return result.success ? [] : result.error.issues.map((i) => [i.path.join("."), i.message]);
};

describe("issue 31 §4: a lead action names the state it was chosen against", () => {
  it("accepts each action with its state", () => {
    expect(issues({ action: "status", current_status: "new", status: "sold", reason: "Bought it" })).toEqual(
      [],
    );
    expect(issues({ action: "assign", current_assignee: null, assignee: 4 })).toEqual([]);
    expect(issues({ action: "note", last_note_id: 12, note: "Called" })).toEqual([]);
    expect(issues({ action: "retry", delivery_id: 3 })).toEqual([]);
  });

  it("refuses an action without the state it saw, or with an unknown status, in words per field", () => {
    expect(issues({ action: "status", status: "contacted" })).toEqual([
      ["current_status", "Send the status the lead had when you chose."],
    ]);
    expect(issues({ action: "status", current_status: "new", status: "won" })).toEqual([
      ["status", "Choose a status."],
    ]);
    expect(issues({ action: "assign", current_assignee: null, assignee: "me" })[0]?.[0]).toBe("assignee");
    expect(issues({ action: "assign", current_assignee: null, assignee: 0 })[0]?.[0]).toBe("assignee");
    expect(issues({ action: "note", last_note_id: null, note: "   " })).toEqual([
      ["note", "Write the note first."],
    ]);
    expect(issues({ action: "note", last_note_id: null, note: "x".repeat(NOTE_MAX + 1) })[0]?.[0]).toBe(
      "note",
    );
    expect(issues({ action: "retry", delivery_id: 2 ** 31 })[0]?.[0]).toBe("delivery_id");
    expect(issues({ action: "delete" })[0]?.[0]).toBe("action");
    expect(issues({ action: "note", last_note_id: null, note: "x", extra: 1 })[0]?.[1]).toMatch(/extra/);
  });
});
