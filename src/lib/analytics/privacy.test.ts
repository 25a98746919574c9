import { describe, expect, it } from "vitest";
import { browserRequestsPrivacy, privacyRequested } from "./privacy";

describe("Do Not Track and Global Privacy Control (issue 33 §1)", () => {
  it("either header asks for privacy; absent or 0 does not", () => {
    expect(privacyRequested(new Headers({ dnt: "1" }))).toBe(true);
    expect(privacyRequested(new Headers({ "sec-gpc": "1" }))).toBe(true);
    expect(privacyRequested(new Headers({ dnt: "0" }))).toBe(false);
    expect(privacyRequested(new Headers())).toBe(false);
  });

  it("the page reads navigator.globalPrivacyControl and doNotTrack", () => {
    expect(browserRequestsPrivacy({ globalPrivacyControl: true })).toBe(true);
    expect(browserRequestsPrivacy({ doNotTrack: "1" })).toBe(true);
    expect(browserRequestsPrivacy({}, { doNotTrack: "1" })).toBe(true);
    expect(browserRequestsPrivacy({ doNotTrack: "unspecified", globalPrivacyControl: false })).toBe(false);
    expect(browserRequestsPrivacy(undefined)).toBe(false);
  });
});
