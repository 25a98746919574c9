import { describe, expect, it } from "vitest";
import {
  firstFree,
  RESERVATION_REFERENCE,
  referenceCandidates,
  referencePrefix,
} from "./reservation-reference";

/** Issue 34 item 1: "a short human reference such as `MMG-4821` instead of the 28-character id". */
describe("issue 34 item 1: a reservation's short reference", () => {
  it("opens with the site's initials", () => {
    expect(referencePrefix("Metro Motor Group")).toBe("MMG");
    expect(referencePrefix("Harbour City Toyota")).toBe("HCT");
    expect(referencePrefix("Outback Used Cars")).toBe("OUC");
    expect(referencePrefix("The Car & Truck Co of Perth")).toBe("CTCP");
    expect(referencePrefix("Forecourt")).toBe("FOR");
    expect(referencePrefix("reserve-a")).toBe("RA");
    expect(referencePrefix("4WD")).toBe("WD");
    expect(referencePrefix("88")).toBe("RES");
  });

  it("then four digits, never with a leading zero, five or more when asked", () => {
    const sequence = [0, 0.5, 0.999999];
    let i = 0;
    const fixed = () => sequence[i++ % sequence.length]!;
    expect(referenceCandidates("MMG", fixed, 4, 3)).toEqual(["MMG-1000", "MMG-5500", "MMG-9999"]);
    expect(referenceCandidates("MMG", () => 0, 5, 1)).toEqual(["MMG-10000"]);
    for (const reference of referenceCandidates("MMG", Math.random, 4, 50)) {
      expect(reference).toMatch(RESERVATION_REFERENCE);
    }
  });

  it("the first one not taken on the site is used; none free asks for more digits", () => {
    const taken = new Set(["MMG-1000", "MMG-5500"]);
    expect(firstFree(["MMG-1000", "MMG-5500", "MMG-9999"], taken)).toBe("MMG-9999");
    expect(firstFree(["MMG-1000"], taken)).toBeNull();
  });
});
