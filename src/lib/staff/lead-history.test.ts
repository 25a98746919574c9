import { describe, expect, it } from "vitest";
import { leadHistory } from "./lead-history";

describe("issue 31 §4: a lead's history in time order", () => {
  const at = (minute: number) => new Date(Date.UTC(2026, 10, 23, 1, minute));
  it("arrival first, then changes from the audit log and notes by time; a note's own audit entry left out", () => {
    const history = leadHistory(
      at(0),
      [
        {
          id: 2,
          at: at(10),
          actor: "Max",
          action: "lead.status",
          before: { status: "new" },
          after: { status: "contacted" },
        },
        { id: 3, at: at(12), actor: "Max", action: "lead.note", before: null, after: { note: "Called" } },
        {
          id: 4,
          at: at(20),
          actor: "Max",
          action: "lead.assign",
          before: { assignee: null },
          after: { assignee: "Sam" },
        },
      ],
      [{ id: 9, author: "Max", body: "Called", createdAt: at(12) }],
    );
    expect(history.map((e) => [e.what, e.who, e.lines])).toEqual([
      ["Arrived", null, []],
      ["Changed a lead's status", "Max", ["status: new → contacted"]],
      ["Note", "Max", ["Called"]],
      ["Assigned a lead", "Max", ["assignee: — → Sam"]],
    ]);
  });
  it("entries at the same moment keep arrival first, then the log's order", () => {
    const history = leadHistory(
      at(0),
      [{ id: 1, at: at(0), actor: "A", action: "lead.assign", before: null, after: { assignee: "Sam" } }],
      [],
    );
    expect(history.map((e) => e.key)).toEqual(["arrived", "audit-1"]);
  });
});
