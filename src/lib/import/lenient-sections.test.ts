import { describe, expect, it } from "vitest";
import { formatIssue } from "./import-issue";
import { validateBundle } from "./validate-bundle";

// Issue 15 §3: "the same leniency for locations, dealerships and offers": `""`, `null` and
// whitespace mean absent for every optional field, states accept full names, a 3-digit postcode gets
// its leading 0, control characters are stripped, overlong text is cut with a warning, and a bad
// optional field is dropped with a warning. Only what identifies the record, or its name, refuses it.

const location = (extra: Record<string, unknown>) => ({
  slug: "darwin-yard",
  dealership_slug: "top-end-motors",
  name: "Top End Motors Darwin",
  ...extra,
});

describe("issue 15 §3: locations are read the way a dealer writes them", () => {
  it("a Darwin yard with 'Northern Territory', postcode 800 and blank optional fields imports as written", () => {
    const result = validateBundle({
      locations: [
        location({
          location_type: "Sales",
          primary: "Y",
          visible: "yes",
          location_subtype: "",
          image: null,
          dealer_license_number: "   ",
          address: {
            street: "12 Stuart Hwy",
            city: "Darwin",
            state: "Northern Territory",
            postcode: 800,
            lat: "-12.4634",
            long: "130.8456",
            place_url: "",
          },
          contact_detail: { phone: "08 8555 0100", landline_phone: "", email: null },
        }),
      ],
    });
    expect(result.issues).toEqual([]);
    expect(result.warnings).toEqual([]);
    const yard = result.locations[0]?.record;
    expect(yard).toMatchObject({ location_type: "sales", primary: true, visible: true });
    expect(yard?.address).toEqual({
      street: "12 Stuart Hwy",
      city: "Darwin",
      state: "nt",
      postcode: "0800",
      lat: -12.4634,
      long: 130.8456,
    });
    expect(yard?.contact_detail).toEqual({ phone: "08 8555 0100", opening_hours: [] });
    expect(yard?.image ?? null).toBeNull();
    expect(yard?.dealer_license_number ?? null).toBeNull();
  });

  it("a bad postcode or e-mail costs only that field, named in a warning; the yard and its street stay", () => {
    const result = validateBundle({
      locations: [
        location({
          address: { street: "12 Stuart Hwy", state: "nt", postcode: "NT 0800" },
          contact_detail: { phone: "08 8555 0100", email: "sales at topend" },
        }),
      ],
    });
    expect(result.issues).toEqual([]);
    const yard = result.locations[0]?.record;
    expect(yard?.address).toEqual({ street: "12 Stuart Hwy", state: "nt" });
    expect(yard?.contact_detail).toMatchObject({ phone: "08 8555 0100" });
    expect(yard?.contact_detail.email ?? null).toBeNull();
    expect(result.warnings.map(formatIssue)).toEqual([
      expect.stringMatching(
        /^locations\[0\] \(darwin-yard\) address: address\.postcode: .+; left out, the rest imported$/,
      ),
      expect.stringMatching(
        /^locations\[0\] \(darwin-yard\) contact_detail: contact_detail\.email: .+; left out, the rest imported$/,
      ),
    ]);
  });

  it("opening hours in a dealer's spelling; one unreadable day costs that day, not the week", () => {
    const result = validateBundle({
      locations: [
        location({
          contact_detail: {
            opening_hours: [
              { weekday: "1", status: "open", open: "8:30am", close: "5:30 PM" },
              { weekday: 2, status: "OPEN", open: "08:30:00", close: "17:30" },
              { weekday: 3, status: "Open", open: "half eight", close: "17:30" },
              { weekday: 0, status: "closed" },
            ],
          },
          special_hours: [{ date: "25/12/2026", status: "Closed" }],
        }),
      ],
    });
    const yard = result.locations[0]?.record;
    expect(yard?.contact_detail.opening_hours).toEqual([
      { weekday: 1, status: "Open", open: "08:30", close: "17:30" },
      { weekday: 2, status: "Open", open: "08:30", close: "17:30" },
      { weekday: 0, status: "Closed" },
    ]);
    expect(yard?.special_hours).toEqual([{ date: "2026-12-25", status: "Closed" }]);
    expect(result.warnings.map(formatIssue)).toEqual([
      expect.stringMatching(
        /^locations\[0\] \(darwin-yard\) contact_detail: contact_detail\.opening_hours\.2\.open: .+; left out, the rest imported$/,
      ),
    ]);
  });

  it("a NUL is removed from the name and overlong text is cut, each with a warning", () => {
    const result = validateBundle({
      locations: [location({ name: "Top End\u0000 Motors", address: { street: "x".repeat(230) } })],
    });
    const yard = result.locations[0]?.record;
    expect(yard?.name).toBe("Top End Motors");
    expect(yard?.address.street).toHaveLength(200);
    expect(result.warnings.map(formatIssue)).toEqual([
      "locations[0] (darwin-yard) name: control characters removed",
      "locations[0] (darwin-yard) address: address.street: longer than 200 characters: cut to 200",
    ]);
  });

  it("a location without a usable slug, dealership or name is refused and named", () => {
    const result = validateBundle({
      locations: [
        location({ slug: "" }),
        location({ slug: "b", dealership_slug: "Top End Motors" }),
        location({ slug: "c", name: "  " }),
      ],
    });
    expect(result.locations).toEqual([]);
    expect(result.issues.map((i) => `${i.index} ${i.field}`)).toEqual([
      "0 slug",
      "1 dealership_slug",
      "2 name",
    ]);
  });
});

describe("issue 15 §3: dealerships are read the way a dealer writes them", () => {
  it("blank optional fields (a blank manufacturer too) are absent; 'Y' is yes; a bad e-mail is left out with a warning", () => {
    const result = validateBundle({
      dealerships: [
        { slug: "top-end-motors", name: "Top End Motors", phone: "", youtube_url: "  ", autograb: "Y" },
        { slug: "other", name: "Other Motors", email: "sales@other", manufacturer: { name: "" } },
      ],
    });
    expect(result.issues).toEqual([]);
    expect(result.dealerships.map((d) => d.record)).toEqual([
      { slug: "top-end-motors", name: "Top End Motors", autograb: true },
      { slug: "other", name: "Other Motors", autograb: false },
    ]);
    expect(result.warnings.map(formatIssue)).toEqual([
      expect.stringMatching(/^dealerships\[1\] \(other\) email: .+; left out, the rest imported$/),
    ]);
  });

  it("a dealership without a slug or name is refused", () => {
    const result = validateBundle({ dealerships: [{ slug: "x" }, { name: "No Slug" }] });
    expect(result.dealerships).toEqual([]);
    expect(result.issues.map((i) => `${i.index} ${i.field}`)).toEqual(["0 name", "1 slug"]);
  });
});

describe("issue 15 §3: offers are read the way a dealer writes them", () => {
  const hobart = {
    site: { slug: "harbour", name: "Harbour", dealerships: ["harbour-toyota"] },
    locations: [
      {
        slug: "moonah",
        dealership_slug: "harbour-toyota",
        name: "Moonah",
        address: { state: "Tasmania" },
      },
    ],
  };
  const offer = (extra: Record<string, unknown>) => ({ slug: "summer-sale", name: "Summer Sale", ...extra });

  it("local start and end dates are read on the site's clock; an end date runs to the end of that day", () => {
    const result = validateBundle({
      ...hobart,
      offers: [offer({ starts_at: "1/12/2026 09:00", expires_at: "31/12/2026" })],
    });
    expect(result.issues).toEqual([]);
    // Hobart keeps daylight time (UTC+11) in summer.
    expect(result.offers[0]?.record).toMatchObject({
      starts_at: "2026-11-30T22:00:00.000Z",
      expires_at: "2026-12-31T13:00:00.000Z",
    });
  });

  it("with no location in the bundle, the site's default_state sets the clock, else Sydney", () => {
    const startsAt = (site: Record<string, unknown>) =>
      validateBundle({ site, offers: [offer({ starts_at: "2026-07-01 09:00" })] }).offers[0]?.record
        .starts_at;
    expect(startsAt({ slug: "s", name: "S", config: { default_state: "wa" } })).toBe(
      "2026-07-01T01:00:00.000Z",
    );
    expect(startsAt({ slug: "s", name: "S" })).toBe("2026-06-30T23:00:00.000Z");
  });

  it("blank and bad optional fields are left out; a bad model slug costs only the slug", () => {
    const result = validateBundle({
      ...hobart,
      offers: [
        offer({
          category: "",
          image_url: "summer.jpg",
          description: null,
          model: { name: "HiLux", slug: "HiLux SR5" },
          expires_at: "soon",
        }),
      ],
    });
    expect(result.issues).toEqual([]);
    expect(result.offers[0]?.record).toEqual({
      slug: "summer-sale",
      name: "Summer Sale",
      description: "",
      disclaimer: "",
      model: { name: "HiLux" },
      excluded_website_ids: [],
    });
    expect(result.warnings.map((w) => w.field)).toEqual(["model", "image_url", "expires_at"]);
  });

  it("an offer without a name is refused", () => {
    const result = validateBundle({ ...hobart, offers: [offer({ name: "" })] });
    expect(result.offers).toEqual([]);
    expect(result.issues.map(formatIssue)).toEqual([
      expect.stringMatching(/^offers\[0\] \(summer-sale\) name: /),
    ]);
  });
});
