import { describe, expect, it } from "vitest";
import { type AssigneeCandidate, mayBeAssigned, staffLabel } from "./lead-assignees";

const person = (over: Partial<AssigneeCandidate>): AssigneeCandidate => ({
  staffId: 1,
  role: "sales",
  siteId: 10,
  dealershipIds: [100],
  seesAllDealershipLeads: false,
  name: "Sam",
  email: "sam@x.example",
  disabled: false,
  ...over,
});

describe("issue 31 §4: who a lead may be assigned to", () => {
  const lead = { siteId: 10, dealershipId: 100 };
  it("a sales person or manager of the lead's dealership, and the group admin", () => {
    expect(mayBeAssigned(person({}), lead)).toBe(true);
    expect(mayBeAssigned(person({ role: "manager" }), lead)).toBe(true);
    expect(mayBeAssigned(person({ role: "group-admin", dealershipIds: [] }), lead)).toBe(true);
  });
  it("not another dealership's people, a marketer, another site's, an operator or a switched-off account", () => {
    expect(mayBeAssigned(person({ dealershipIds: [200] }), lead)).toBe(false);
    expect(mayBeAssigned(person({ role: "manager", dealershipIds: [200] }), lead)).toBe(false);
    expect(mayBeAssigned(person({ role: "marketing" }), lead)).toBe(false);
    expect(mayBeAssigned(person({ siteId: 11 }), lead)).toBe(false);
    expect(mayBeAssigned(person({ role: "operator", siteId: null }), lead)).toBe(false);
    expect(mayBeAssigned(person({ disabled: true }), lead)).toBe(false);
  });
  it("a group-wide lead (no dealership): a manager of the group, or a sales person once it is theirs", () => {
    const group = { siteId: 10, dealershipId: null };
    expect(mayBeAssigned(person({ role: "manager", dealershipIds: [200] }), group)).toBe(true);
    expect(mayBeAssigned(person({}), group)).toBe(true);
  });
  it("names a person with their e-mail, or the e-mail alone", () => {
    expect(staffLabel({ name: "Sam", email: "sam@x.example" })).toBe("Sam <sam@x.example>");
    expect(staffLabel({ name: "", email: "sam@x.example" })).toBe("sam@x.example");
  });
});
