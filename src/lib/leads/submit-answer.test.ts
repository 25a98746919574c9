import { describe, expect, it } from "vitest";
import { readSubmitAnswer, successHref, UNEXPECTED_ERROR } from "./submit-answer";

describe("reading POST /api/leads's answer (spec 01 §7 'returns lead_id or error', §8)", () => {
  it("a lead_id is success, for a new lead (201) and a repeat of the same form (200)", () => {
    expect(readSubmitAnswer(201, { lead_id: "abc" })).toEqual({
      kind: "success",
      leadId: "abc",
      confirmation: null,
    });
    expect(readSubmitAnswer(200, { lead_id: "abc", confirmation: "abc.123.sig" })).toEqual({
      kind: "success",
      leadId: "abc",
      confirmation: "abc.123.sig",
    });
  });

  it("spec 01 §8: without lead_id, the returned error is shown", () => {
    expect(
      readSubmitAnswer(429, { error: "Too many enquiries. Please try again in a minute." }),
    ).toMatchObject({
      kind: "error",
      message: "Too many enquiries. Please try again in a minute.",
    });
  });

  it("spec 01 §8: without lead_id or error, 'An unexpected error occured'", () => {
    expect(readSubmitAnswer(502, null)).toMatchObject({
      kind: "error",
      message: "An unexpected error occured",
    });
    expect(readSubmitAnswer(200, { ok: true })).toMatchObject({ kind: "error", message: UNEXPECTED_ERROR });
    expect(readSubmitAnswer(500, "<html>")).toMatchObject({ kind: "error", message: UNEXPECTED_ERROR });
  });

  it("per-field reasons go to their fields, without the key prefix the raw API carries", () => {
    const answer = readSubmitAnswer(400, {
      error: "Please fix the following errors:",
      issues: [
        { key: "postcode", message: "postcode: Invalid postcode. Please enter a 4-digit number." },
        { key: "postcode", message: "postcode: second reason" },
        { key: "car_id", message: "car_id: no such car on this site" },
        { nonsense: true },
      ],
    });
    expect(answer).toMatchObject({
      kind: "error",
      fields: {
        postcode: "Invalid postcode. Please enter a 4-digit number.",
        car_id: "no such car on this site",
      },
      renew: false,
    });
  });

  it("a reused key (409) or a bad ticket asks for a fresh form; other failures keep the key for a retry", () => {
    expect(readSubmitAnswer(409, { error: "already sent" })).toMatchObject({ renew: true });
    expect(readSubmitAnswer(400, { issues: [{ key: "form_token", message: "expired" }] })).toMatchObject({
      renew: true,
    });
    expect(readSubmitAnswer(503, { error: "busy" })).toMatchObject({ renew: false });
  });
});

describe("issue 34 item 1: the success page's link carries no personal data, only the signed confirmation", () => {
  it("a confirmation the server gave goes on the success address; anything odd is dropped", () => {
    expect(successHref("/success", "abc.123.sig")).toBe("/success?c=abc.123.sig");
    expect(successHref("/thanks?x=1", "abc.123.sig")).toBe("/thanks?x=1&c=abc.123.sig");
    expect(successHref("/success", null)).toBe("/success");
    const odd = readSubmitAnswer(201, { lead_id: "abc", confirmation: "a@b.com" });
    expect(odd.kind === "success" && odd.confirmation).toBeNull();
  });
});
