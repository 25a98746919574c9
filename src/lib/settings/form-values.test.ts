import { describe, expect, it } from "vitest";
import type { FormGroup } from "./config-form";
import { formPatch, initialFormValues, secretsSet } from "./form-values";

const group: FormGroup = {
  key: "chat",
  label: "Chat",
  visibility: "public",
  fields: [
    {
      key: "chat.provider",
      path: ["chat", "provider"],
      label: "Provider",
      kind: "text",
      visibility: "public",
    },
    { key: "chat.limit", path: ["chat", "limit"], label: "Limit", kind: "number", visibility: "public" },
    { key: "chat.on", path: ["chat", "on"], label: "On", kind: "boolean", visibility: "public" },
    { key: "chat.list", path: ["chat", "list"], label: "List", kind: "json", visibility: "public" },
    { key: "chat.token", path: ["chat", "token"], label: "Token", kind: "text", visibility: "secret" },
  ],
};
const config = { chat: { provider: "x", limit: 3, on: true, list: ["a"], token: "tok-123" } };

describe("issue 32 §3: a settings form sends only its changed fields", () => {
  const initial = initialFormValues(group, config);

  it("draws values as text; a secret's input starts empty and the form learns only that it is set", () => {
    expect(initial).toEqual({
      "chat.provider": "x",
      "chat.limit": "3",
      "chat.on": "true",
      "chat.list": '[\n  "a"\n]',
      "chat.token": "",
    });
    expect(JSON.stringify(initial)).not.toContain("tok-123");
    expect(secretsSet(group, config)).toEqual({ "chat.token": true });
  });

  it("nothing changed: an empty patch, the secret untouched", () => {
    expect(formPatch(group, initial, initial)).toEqual({ ok: true, patch: {}, changed: [] });
  });

  it("changed fields only, typed; an emptied field removes its override", () => {
    const current = { ...initial, "chat.limit": "5", "chat.provider": "", "chat.on": "false" };
    expect(formPatch(group, initial, current)).toEqual({
      ok: true,
      patch: { chat: { provider: null, limit: 5, on: false } },
      changed: ["chat.provider", "chat.limit", "chat.on"],
    });
  });

  it("a new secret replaces it; clearing is explicit", () => {
    expect(formPatch(group, initial, { ...initial, "chat.token": "new" })).toMatchObject({
      patch: { chat: { token: "new" } },
    });
    expect(formPatch(group, initial, initial, new Set(["chat.token"]))).toMatchObject({
      patch: { chat: { token: null } },
    });
  });

  it("a number or JSON that is not one is the field's own error", () => {
    const result = formPatch(group, initial, { ...initial, "chat.limit": "lots", "chat.list": "[oops" });
    expect(result.ok).toBe(false);
    expect(!result.ok && Object.keys(result.errors)).toEqual(["chat.limit", "chat.list"]);
  });
});
