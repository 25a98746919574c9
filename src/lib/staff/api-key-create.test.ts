import { describe, expect, it } from "vitest";
import { apiKeyCreateSchema } from "./api-key-create";

describe("issue 31 §7: making a key", () => {
  const issues = (input: unknown) => {
    const result = apiKeyCreateSchema.safeParse(input);
    return result.success
      ? {}
      : Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
  };

  it("a name and at least one scope; the name trimmed", () => {
    expect(apiKeyCreateSchema.parse({ name: "  CRM export ", scopes: ["leads:read"] })).toEqual({
      name: "CRM export",
      scopes: ["leads:read"],
    });
  });

  it("says what is wrong beside each field", () => {
    expect(issues({ name: "  ", scopes: [] })).toEqual({
      name: "Give the key a name, such as the system that will use it (“CRM export”).",
      scopes: "Choose at least one thing the key may do.",
    });
    expect(issues({ name: "x".repeat(61), scopes: ["leads:write"] })).toMatchObject({
      name: "Keep the name to 60 characters.",
      "scopes.0": "Choose what the key may do.",
    });
    expect(issues({ name: "a\u0007b", scopes: ["import", "import"] })).toEqual({
      name: "Use letters, digits, spaces and punctuation only.",
      scopes: "Choose each permission once.",
    });
    expect(issues({ name: "CRM", scopes: ["import"], site: "other" })).toHaveProperty("");
  });
});
