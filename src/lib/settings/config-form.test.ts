import { describe, expect, it } from "vitest";
import { z } from "zod";
import { internal, secret } from "../config/config-visibility";
import { configFormGroups, humanise, overridableGroups } from "./config-form";
import { DEALERSHIP_FORM_GROUPS, SITE_FORM_GROUPS, settingsActionFor } from "./site-settings";

describe("issue 32 §3: settings forms are drawn from the config schemas", () => {
  const schema = z.strictObject({
    contact: z
      .strictObject({
        phone: z.string().optional().meta({ label: "Phone", help: "The main number." }),
        address: z.strictObject({ city: z.string().optional() }).optional(),
      })
      .prefault({})
      .meta({ label: "Contact", help: "How to reach us." }),
    hooks: z
      .strictObject({
        url: internal(z.url()).optional(),
        token: secret(z.string()).optional().meta({ label: "Signing key" }),
      })
      .prefault({}),
    flags: z
      .strictObject({ on: z.boolean().default(false), mode: z.enum(["a", "b"]).default("a") })
      .prefault({}),
    limit: z.number().int().default(3).meta({ label: "Limit" }),
    list: z.array(z.string()).default([]),
    promo: z
      .strictObject({ text: z.string().optional() })
      .prefault({})
      .meta({ label: "Promo", editableBy: "marketing" }),
  });
  const groups = configFormGroups(schema);

  it("one group per top-level key, with the slice's label and help, else the key in words", () => {
    expect(groups.map((g) => [g.key, g.label])).toEqual([
      ["contact", "Contact"],
      ["hooks", "Hooks"],
      ["flags", "Flags"],
      ["limit", "Limit"],
      ["list", "List"],
      ["promo", "Promo"],
    ]);
    expect(groups[0]?.help).toBe("How to reach us.");
    expect(humanise("no_price_text")).toBe("No price text");
  });

  it("leaves become fields with their kind, label, help and visibility; nested objects flatten", () => {
    const fields = groups.flatMap((g) => g.fields);
    const byKey = Object.fromEntries(fields.map((f) => [f.key, f]));
    expect(byKey["contact.phone"]).toMatchObject({ kind: "text", label: "Phone", help: "The main number." });
    expect(byKey["contact.address.city"]).toMatchObject({
      kind: "text",
      label: "City",
      path: ["contact", "address", "city"],
    });
    expect(byKey["hooks.url"]).toMatchObject({ visibility: "internal" });
    expect(byKey["hooks.token"]).toMatchObject({ visibility: "secret", label: "Signing key" });
    expect(byKey["flags.on"]).toMatchObject({ kind: "boolean" });
    expect(byKey["flags.mode"]).toMatchObject({ kind: "choice", options: ["a", "b"] });
    expect(byKey.limit).toMatchObject({ kind: "number", path: ["limit"] });
    expect(byKey.list).toMatchObject({ kind: "json" });
  });

  it("a slice marks a group marketing may edit; every other group needs settings.write", () => {
    const promo = groups.find((g) => g.key === "promo")!;
    expect(settingsActionFor(promo)).toBe("marketing.write");
    expect(settingsActionFor(groups[0]!)).toBe("settings.write");
  });

  it("a dealership's forms hold only what it may override", () => {
    const only = overridableGroups(groups, { contact: ["phone"], flags: "*" });
    expect(only.map((g) => [g.key, g.fields.map((f) => f.key)])).toEqual([
      ["contact", ["contact.phone"]],
      ["flags", ["flags.on", "flags.mode"]],
    ]);
  });

  it("the real site config: every slice is a group, secrets are marked, labels come from the slices", () => {
    const keys = SITE_FORM_GROUPS.map((g) => g.key);
    expect(keys).toContain("contact");
    expect(keys).toContain("theme");
    const fields = SITE_FORM_GROUPS.flatMap((g) => g.fields);
    expect(fields.find((f) => f.key === "contact.phone")?.label).toBe("Phone");
    expect(fields.find((f) => f.key === "theme.primary")?.label).toBe("Primary colour");
    expect(fields.filter((f) => f.visibility === "secret").map((f) => f.key)).toEqual(
      expect.arrayContaining(["chat.token", "leads.webhook.secret"]),
    );
    expect(DEALERSHIP_FORM_GROUPS.map((g) => g.key)).not.toContain("theme");
    expect(DEALERSHIP_FORM_GROUPS.find((g) => g.key === "contact")?.fields.map((f) => f.key)).toEqual([
      "contact.phone",
      "contact.email",
    ]);
  });
});
