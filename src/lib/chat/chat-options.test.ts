import { describe, expect, it } from "vitest";
import { parseSiteConfig } from "../tenancy/site-config";
import { chatAvailable, chatDepartments, instantMessageReplacesEnquire } from "./chat-options";

const TOKEN = "local-demo-token";

describe("the chat bubble's visibility (spec 02 §2 'Other', §3 'a messaging api token')", () => {
  it("shows only when the site's features.chat is on and a messaging token is configured", () => {
    expect(chatAvailable(parseSiteConfig({}))).toBe(false);
    expect(chatAvailable(parseSiteConfig({ features: { chat: true } }))).toBe(false);
    expect(chatAvailable(parseSiteConfig({ chat: { token: TOKEN } }))).toBe(false);
    expect(chatAvailable(parseSiteConfig({ features: { chat: true }, chat: { token: TOKEN } }))).toBe(true);
  });

  it("a token shorter than 8 characters is refused by the site config", () => {
    expect(() => parseSiteConfig({ chat: { token: "short" } })).toThrow(/at least 8/);
  });
});

describe("spec 02 §9 'Chat options follow mode'; 'Chat for service and parts is disabled outside certain modes'", () => {
  it("sales mode (the default) offers sales chat only; all mode adds service and parts", () => {
    expect(parseSiteConfig({}).chat.mode).toBe("sales");
    expect(chatDepartments("sales")).toEqual(["Sales"]);
    expect(chatDepartments("all")).toEqual(["Sales", "Service", "Parts"]);
  });
});

describe("spec 02 §4 'the chat (Instant Message) option replaces Enquire when checkout is enabled and a chat token is present'", () => {
  const chat = parseSiteConfig({ features: { chat: true }, chat: { token: TOKEN } });
  it("replaces Enquire only for a car that offers checkout, on a site with chat", () => {
    expect(instantMessageReplacesEnquire(true, chat)).toBe(true);
    expect(instantMessageReplacesEnquire(false, chat)).toBe(false);
    expect(instantMessageReplacesEnquire(true, parseSiteConfig({ features: { chat: true } }))).toBe(false);
  });
});
