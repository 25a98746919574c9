import { describe, expect, it } from "vitest";
import { REGULATORS, regulatorsForStates } from "./regulators";

const names = (list: { name: string }[]) => list.map((r) => r.name);

describe("complaints notice regulators (spec 02 §9 'Complaints notice and regulators')", () => {
  it("'The regulator list covers 8 Australian state and territory consumer bodies (fields name, website)'", () => {
    expect(REGULATORS).toHaveLength(8);
    expect(new Set(REGULATORS.map((r) => r.state))).toEqual(
      new Set(["act", "nsw", "nt", "qld", "sa", "tas", "vic", "wa"]),
    );
    for (const regulator of REGULATORS) {
      expect(regulator.name).not.toBe("");
      expect(regulator.website).toMatch(/^https:\/\/[a-z.]+\.gov\.au(\/|$)/);
    }
  });

  it("'The notice shows those matching the states of the dealer's locations': a Tasmanian dealer sees CBOS only", () => {
    expect(names(regulatorsForStates(["tas", "tas"]))).toEqual([
      "Consumer, Building and Occupational Services Tasmania",
    ]);
  });

  it("a group in five states sees each state's body once, in the list's order, whatever its locations' order", () => {
    expect(names(regulatorsForStates(["qld", "qld", "wa", "nsw", "vic", "sa", "qld"]))).toEqual([
      "NSW Fair Trading",
      "Consumer Affairs Victoria",
      "Queensland Office of Fair Trading",
      "Consumer Protection WA",
      "Consumer and Business Services SA",
    ]);
  });

  it("reads a feed's capitals and spaces ('QLD ') and ignores what is not a state", () => {
    expect(names(regulatorsForStates(["QLD ", "Queensland", "", null, undefined]))).toEqual([
      "Queensland Office of Fair Trading",
    ]);
  });

  it("locations with no state fall back to the site's own state, and with none at all every body is listed", () => {
    expect(names(regulatorsForStates([undefined], "nsw"))).toEqual(["NSW Fair Trading"]);
    expect(regulatorsForStates([], null)).toHaveLength(8);
    // The site's own state does not add a body when its locations name theirs.
    expect(names(regulatorsForStates(["vic"], "nsw"))).toEqual(["Consumer Affairs Victoria"]);
  });
});
