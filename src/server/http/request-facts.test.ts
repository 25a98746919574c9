import { describe, expect, it } from "vitest";
import { stateChangeRefusal } from "./request-facts";

const TOKEN = "front-token-front-token-front";
const post = (init: Record<string, string>) =>
  stateChangeRefusal(new Headers({ host: "metro.example.com.au", ...init }), TOKEN);

describe("issue 16 §4: the checks every state-changing request shares", () => {
  it("403 for another site's page, with a readable reason", async () => {
    const refused = post({ origin: "https://evil.example", "content-type": "application/json" });
    expect(refused?.status).toBe(403);
    expect(await refused?.json()).toEqual({
      error: "Refused: the request comes from https://evil.example, not from this site",
    });
  });

  it("the scheme is the front's word: https behind it, http when nothing vouches", () => {
    const json = { origin: "https://metro.example.com.au", "content-type": "application/json" };
    expect(post({ ...json, "x-forecourt-front": TOKEN, "x-forecourt-proto": "https" })).toBeNull();
    // A client cannot claim https for itself.
    expect(post({ ...json, "x-forecourt-proto": "https" })?.status).toBe(403);
  });

  it("415 for a body that is not JSON, before anything reads it", () => {
    const refused = post({ origin: "http://metro.example.com.au", "content-type": "text/plain" });
    expect(refused?.status).toBe(415);
  });

  it("passes the site's own JSON post and a client with no Origin (an integration, curl)", () => {
    expect(post({ origin: "http://metro.example.com.au", "content-type": "application/json" })).toBeNull();
    expect(post({ "content-type": "application/json" })).toBeNull();
  });

  it("lets a same-origin server action post text (decision 0053), never a cross-site or origin-less one", async () => {
    const action = (init: Record<string, string>) =>
      stateChangeRefusal(new Headers({ host: "console.localhost", "next-action": "abc", ...init }), TOKEN, {
        serverAction: true,
      });
    expect(
      action({ origin: "http://console.localhost", "content-type": "text/plain;charset=UTF-8" }),
    ).toBeNull();
    expect(action({ origin: "https://evil.example", "content-type": "text/plain" })?.status).toBe(403);
    expect(action({ "content-type": "text/plain" })?.status).toBe(403);
  });
});
