import { describe, expect, it } from "vitest";
import { CLONED_SITE_TABLES, clonedConfig, NOT_CLONED_SITE_TABLES } from "./clone-site";
import {
  defaultOpeningHours,
  formIssueOf,
  newSiteBundle,
  newSiteFormIssues,
  newSiteFormSchema,
} from "./new-site";
import { unplacedErrors } from "./new-site-shape";
import { ALL_LEADS_FILTER, deleteRefusal } from "./site-lifecycle";
import { siteSlugProblem, slugFromName } from "./site-slug";

/** Issue 32 §6 (decision 0056): the pure rules of creating, cloning and deleting a site. */

describe("a new site's slug", () => {
  it("follows the import's slug rule, fits a host label and is none of the platform's names", () => {
    expect(siteSlugProblem("coast-motors")).toBeNull();
    expect(siteSlugProblem("Coast Motors")).toMatch(/lower-case/);
    expect(siteSlugProblem("a--b")).toMatch(/single hyphens/);
    expect(siteSlugProblem("x".repeat(64))).toMatch(/at most 63/);
    expect(siteSlugProblem("console")).toMatch(/reserved/);
    expect(siteSlugProblem("new")).toMatch(/reserved/);
  });
  it("is suggested from the name", () => {
    expect(slugFromName("Harbour Toyota (Cairns) ")).toBe("harbour-toyota-cairns");
    expect(slugFromName("Café Motors")).toBe("cafe-motors");
  });
});

describe("the new-site form", () => {
  const form = newSiteFormSchema.parse({
    name: "Coast",
    slug: "coast",
    template: "default",
    domains: ["coast.example.com", "Coast.example.com"],
    dealerships: ["a"],
    new_dealerships: [{ slug: "b", name: "B" }],
    locations: [
      {
        dealership_slug: "b",
        slug: "main",
        name: "Main",
        contact_detail: { opening_hours: defaultOpeningHours() },
      },
      { dealership_slug: "c", slug: "main", name: "Other" },
    ],
    theme: { primary: "#123456", accent: "" },
  });

  it("names each of its own mistakes by field: unknown template, a domain twice, a location's dealership", () => {
    const keys = newSiteFormIssues(form, ["toyota"]).map((i) => i.key);
    expect(keys).toEqual(["template", "locations.1.dealership_slug", "domains.1"]);
    const none = newSiteFormSchema.parse({ name: "", slug: "", template: "default" });
    expect(newSiteFormIssues(none, ["default"]).map((i) => i.key)).toEqual(["name", "slug", "dealerships"]);
  });

  it("becomes an import bundle: the site with its dealerships and theme, the new dealerships, the locations", () => {
    const bundle = newSiteBundle(form) as {
      site: { dealerships: string[]; config: unknown };
      dealerships: unknown[];
      locations: { primary: boolean; contact_detail: { opening_hours: { open: string | null }[] } }[];
    };
    expect(bundle.site.dealerships).toEqual(["a", "b"]);
    expect(bundle.site.config).toEqual({ theme: { primary: "#123456" } });
    expect(bundle.dealerships).toEqual([{ slug: "b", name: "B", phone: null, email: null }]);
    expect(bundle.locations.map((l) => l.primary)).toEqual([true, true]);
    expect(bundle.locations[0]!.contact_detail.opening_hours[0]!.open).toBeNull(); // Sunday, closed
  });

  it("puts each import reason beside its field", () => {
    expect(formIssueOf({ section: "site", index: null, field: "domains.1", message: "held" })).toEqual({
      key: "domains.1",
      message: "held",
    });
    expect(
      formIssueOf({ section: "site", index: null, field: "config.theme.primary", message: "bad" }).key,
    ).toBe("theme.primary");
    expect(
      formIssueOf({
        section: "locations",
        index: 2,
        field: "address",
        message: "address.postcode: must be 4 digits; left out, the rest imported",
      }),
    ).toEqual({ key: "locations.2.address.postcode", message: "must be 4 digits" });
    expect(formIssueOf({ section: "dealerships", index: 0, field: "email", message: "bad" }).key).toBe(
      "new_dealerships.0.email",
    );
  });
});

describe("the form's reasons it has no field for", () => {
  it("are listed at its top; those it draws are not", () => {
    expect(
      unplacedErrors({
        slug: "taken",
        "domains.1": "held",
        "locations.0.address.postcode": "4 digits",
        "locations.0.contact_detail.opening_hours.2.open": "times",
        "theme.primary": "colour",
        "locations.0.address.lat": "number",
        form: "odd",
      }),
    ).toEqual(["locations.0.address.lat: number", "form: odd"]);
  });
});

describe("what a clone copies", () => {
  it("copies the content tables and none of the shoppers' or staff's", () => {
    expect(CLONED_SITE_TABLES).toEqual(
      expect.arrayContaining(["content_pages", "blog_articles", "guarantee_items", "offers", "promo_popups"]),
    );
    for (const table of ["leads", "users", "reservations", "staff_users", "api_keys", "trade_ins"]) {
      expect(CLONED_SITE_TABLES as readonly string[]).not.toContain(table);
      expect(NOT_CLONED_SITE_TABLES[table]).toBeTruthy();
    }
  });
  it("keeps the config but its secrets", () => {
    const hidden = [
      { path: ["chat", "token"], visibility: "secret" as const },
      { path: ["leads"], visibility: "internal" as const },
    ];
    expect(
      clonedConfig({ chat: { token: "s3cret", on: true }, leads: { to: "x" }, theme: {} }, hidden),
    ).toEqual({
      chat: { on: true },
      leads: { to: "x" },
      theme: {},
    });
  });
});

describe("deleting an archived site", () => {
  const base = {
    slug: "coast",
    archivedAt: new Date("2026-11-01T00:00:00Z"),
    typed: "coast",
    leadCount: 3,
    lastLeadAt: new Date("2026-11-02T00:00:00Z"),
    lastExport: { at: new Date("2026-11-03T00:00:00Z"), filter: ALL_LEADS_FILTER, rows: 3 },
  };
  it("is allowed once archived, confirmed and every lead exported after the newest arrived", () => {
    expect(deleteRefusal(base)).toBeNull();
    expect(deleteRefusal({ ...base, leadCount: 0, lastLeadAt: null, lastExport: null })).toBeNull();
  });
  it("is refused otherwise, each with its reason", () => {
    expect(deleteRefusal({ ...base, archivedAt: null })?.field).toBe("site");
    expect(deleteRefusal({ ...base, typed: "coas" })?.field).toBe("confirm");
    expect(deleteRefusal({ ...base, lastExport: null })?.field).toBe("export");
    const before = { ...base.lastExport, at: new Date("2026-11-01T12:00:00Z") };
    expect(deleteRefusal({ ...base, lastExport: before })?.message).toMatch(/since the newest lead/);
    expect(deleteRefusal({ ...base, lastExport: { ...base.lastExport, rows: 2 } })?.message).toMatch(
      /2 of 3/,
    );
    expect(deleteRefusal({ ...base, lastExport: { ...base.lastExport, filter: "status=new" } })?.field).toBe(
      "export",
    );
  });
});
