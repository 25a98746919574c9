import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { formatIssue } from "@/lib/import/import-issue";
import { resolveSite } from "@/lib/tenancy/resolve-site";
import type { DatabaseHandle } from "../db/client";
import { cars, dealerships, locations, siteDomains, sites } from "../db/schema";
import { openTestDatabase } from "../db/test-database";
import * as domains from "../tenancy/domains";
import { loadSiteHosts } from "../tenancy/sites";
import { importBundle } from "./import-bundle";

vi.mock("../tenancy/domains", { spy: true });

/**
 * Issue 29 items 1–3 (decision 0041): a domain belongs to one site, a config import is a merge patch,
 * and a bundle imports all of its site or none of it.
 */

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
  const harbour = await importBundle(handle.db, {
    site: {
      slug: "harbour-toyota",
      name: "Harbour Toyota",
      domains: ["www.harbourtoyota.com.au"],
      dealerships: ["harbour"],
    },
    dealerships: [{ slug: "harbour", name: "Harbour" }],
  });
  expect(harbour.issues).toEqual([]);
});
afterAll(async () => {
  await handle?.close();
});

/** A tenant's bundle: its site, dealership, location and one car. */
function tenant(slug: string, site: Record<string, unknown> = {}) {
  return {
    site: { slug, name: `${slug} Motors`, dealerships: [`${slug}-dealer`], ...site },
    dealerships: [{ slug: `${slug}-dealer`, name: `${slug} Dealer` }],
    locations: [
      {
        slug: `${slug}-yard`,
        dealership_slug: `${slug}-dealer`,
        name: `${slug} Yard`,
        location_type: "sales",
        address: { street: "1 Main St", city: "Brisbane", state: "QLD", postcode: "4000" },
      },
    ],
    cars: [
      {
        dealership_slug: `${slug}-dealer`,
        stocknum: `${slug}-1`,
        make: "Kia",
        model: "Rio",
        year: 2021,
        car_type: "used",
        price: 19990,
      },
    ],
  };
}

async function nothingStoredOf(slug: string): Promise<void> {
  const db = handle.db;
  expect(await db.select().from(sites).where(eq(sites.slug, slug))).toEqual([]);
  expect(
    await db
      .select()
      .from(dealerships)
      .where(eq(dealerships.slug, `${slug}-dealer`)),
  ).toEqual([]);
  expect(
    await db
      .select()
      .from(locations)
      .where(eq(locations.slug, `${slug}-yard`)),
  ).toEqual([]);
  expect(
    await db
      .select()
      .from(cars)
      .where(eq(cars.stocknum, `${slug}-1`)),
  ).toEqual([]);
}

const hostSite = async (host: string) => resolveSite(host, await loadSiteHosts(handle.db));

describe("a domain belongs to exactly one site (issue 29 item 1)", () => {
  it("refuses a bundle naming another site's domain (www., case and trailing dot are the same claim), naming the domain and its holder; the host still serves the holder", async () => {
    for (const domain of ["harbourtoyota.com.au", "WWW.HarbourToyota.com.au."]) {
      const report = await importBundle(handle.db, tenant("thief", { domains: ["thief.com.au", domain] }));
      expect(report.issues.map(formatIssue)).toEqual([
        expect.stringMatching(
          /^site domains\.1: domain "(www\.)?harbourtoyota\.com\.au" belongs to site "harbour-toyota": .*only an operator moves it \(forecourt sites move-domain harbourtoyota\.com\.au --to thief\)$/,
        ),
        expect.stringMatching(/^bundle site: nothing was imported: the site "thief" was refused/),
      ]);
      expect(report.refused?.site).toBe("thief");
      expect(report.counts.cars).toEqual({ inserted: 0, updated: 0, failed: 1 });
      await nothingStoredOf("thief");
    }
    expect(await hostSite("harbourtoyota.com.au")).toMatchObject({ slug: "harbour-toyota", via: "domain" });
    expect(await hostSite("www.harbourtoyota.com.au")).toMatchObject({ slug: "harbour-toyota" });
  });

  it("refuses any localhost name as a custom domain: another site's <slug>.localhost stays that site's", async () => {
    const report = await importBundle(handle.db, tenant("thief", { domains: ["harbour-toyota.localhost"] }));
    expect(report.issues.map(formatIssue)[0]).toMatch(
      /^site domains\.0: "harbour-toyota\.localhost" is a local address/,
    );
    await nothingStoredOf("thief");
    expect(await hostSite("harbour-toyota.localhost:3000")).toMatchObject({
      slug: "harbour-toyota",
      via: "localhost",
    });
  });

  it("the database refuses a second claim and a localhost claim, whoever writes it", async () => {
    await handle.db.insert(sites).values({ slug: "plain", name: "Plain" });
    const write = (domains: string[]) =>
      handle.db.update(sites).set({ domains }).where(eq(sites.slug, "plain"));
    await expect(write(["HarbourToyota.com.au"])).rejects.toSatisfy(domains.isDomainClaimConflict);
    await expect(write(["plain.localhost"])).rejects.toThrow();
    await write(["plain.example"]);
    expect(await handle.db.select().from(siteDomains).orderBy(siteDomains.domain)).toEqual([
      { domain: "harbourtoyota.com.au", siteId: expect.any(Number) },
      { domain: "plain.example", siteId: expect.any(Number) },
    ]);
    await write([]);
    expect(await handle.db.select().from(siteDomains)).toHaveLength(1);
  });

  it("a site keeps its own domains on re-import, and a domain it drops is free for another", async () => {
    const own = await importBundle(handle.db, tenant("owner", { domains: ["owner.com.au"] }));
    expect(own.issues).toEqual([]);
    expect(
      (await importBundle(handle.db, tenant("owner", { domains: ["www.owner.com.au"] }))).issues,
    ).toEqual([]);
    expect((await importBundle(handle.db, tenant("owner", { domains: [] }))).issues).toEqual([]);
    const next = await importBundle(handle.db, tenant("heir", { domains: ["owner.com.au"] }));
    expect(next.issues).toEqual([]);
    expect(await hostSite("www.owner.com.au")).toMatchObject({ slug: "heir" });
  });

  it("if another import takes the domain between the check and the write, the database refuses it and nothing of the site is written", async () => {
    vi.mocked(domains.domainHolders).mockResolvedValueOnce(new Map());
    const report = await importBundle(handle.db, tenant("racer", { domains: ["harbourtoyota.com.au"] }));
    expect(report.issues.map(formatIssue)).toEqual([
      expect.stringMatching(
        /^site domains\.0: domain "harbourtoyota\.com\.au" belongs to site "harbour-toyota"/,
      ),
      expect.stringMatching(/^bundle site: nothing was imported/),
    ]);
    expect(report.counts.dealerships).toEqual({ inserted: 0, updated: 0, failed: 1 });
    await nothingStoredOf("racer");
  });

  it("only an operator moves a domain: moveDomain takes it from its holder, www. form and all", async () => {
    expect((await importBundle(handle.db, tenant("buyer"))).issues).toEqual([]);
    const moved = await domains.moveDomain(handle.db, "HarbourToyota.com.au", "buyer");
    expect(moved).toEqual({
      ok: true,
      domain: "harbourtoyota.com.au",
      from: "harbour-toyota",
      to: "buyer",
      moved: true,
    });
    const [harbour] = await handle.db.select().from(sites).where(eq(sites.slug, "harbour-toyota"));
    expect(harbour?.domains).toEqual([]);
    expect(await hostSite("www.harbourtoyota.com.au")).toMatchObject({ slug: "buyer" });
    expect(await domains.moveDomain(handle.db, "harbourtoyota.com.au", "buyer")).toMatchObject({
      moved: false,
    });
    expect(await domains.moveDomain(handle.db, "x.localhost", "buyer")).toMatchObject({
      ok: false,
      status: 400,
    });
    expect(await domains.moveDomain(handle.db, "x.com", "nobody")).toMatchObject({ ok: false, status: 404 });
  });
});

describe("a config import is a JSON Merge Patch over what is stored (issue 29 item 2)", () => {
  const full = {
    theme: { primary: "#112233" },
    navigation: { hidden: ["/finance", "/service"] },
    copy: { no_price_text: "Call us" },
    leads: { webhook: { url: "https://crm.example/hook", secret: "first-secret-".repeat(4) } },
    chat: { token: "chat-token-one" },
  };
  const stored = async () =>
    (await handle.db.select({ config: sites.config }).from(sites).where(eq(sites.slug, "merge")))[0]?.config;

  it("re-importing only config.copy keeps the theme and the hidden menu items, and reports the key it changed", async () => {
    expect((await importBundle(handle.db, tenant("merge", { config: full }))).issues).toEqual([]);
    const report = await importBundle(
      handle.db,
      tenant("merge", { config: { copy: { no_price_text: "Ring us" } } }),
    );
    expect(report.issues).toEqual([]);
    expect(await stored()).toEqual({ ...full, copy: { no_price_text: "Ring us" } });
    expect(report.config).toEqual({ replaced: false, site: ["copy.no_price_text"], dealerships: {} });
  });

  it("null removes a key, arrays replace, the merged result is validated, and secrets are reported by key only", async () => {
    const report = await importBundle(
      handle.db,
      tenant("merge", {
        config: {
          theme: null,
          navigation: { hidden: ["/finance"] },
          leads: { webhook: { secret: "second-secret-".repeat(4) } },
          chat: { token: "chat-token-two" },
        },
      }),
    );
    expect(report.issues).toEqual([]);
    expect(await stored()).toEqual({
      navigation: { hidden: ["/finance"] },
      copy: { no_price_text: "Ring us" },
      leads: { webhook: { url: "https://crm.example/hook", secret: "second-secret-".repeat(4) } },
      chat: { token: "chat-token-two" },
    });
    expect(report.config?.site).toEqual([
      "chat.token",
      "leads.webhook.secret",
      "navigation.hidden",
      "theme.primary",
    ]);
    expect(JSON.stringify(report)).not.toMatch(/secret-|chat-token/);

    // A merged result the strict schema refuses (a webhook without its url) refuses the site.
    const bad = await importBundle(
      handle.db,
      tenant("merge", { config: { leads: { webhook: { url: null } } } }),
    );
    expect(bad.refused?.site).toBe("merge");
    expect(JSON.stringify(bad)).not.toMatch(/secret-|chat-token/);
    expect(await stored()).toMatchObject({ leads: { webhook: { url: "https://crm.example/hook" } } });
  });

  it("says to replace a stored config that no longer validates on its own, which no merge can fix", async () => {
    const kept = (await stored()) as Record<string, unknown>;
    await handle.db
      .update(sites)
      .set({ config: { ...kept, retired_key: true } })
      .where(eq(sites.slug, "merge"));
    const report = await importBundle(
      handle.db,
      tenant("merge", { config: { copy: { no_price_text: "x" } } }),
    );
    expect(report.issues.map(formatIssue)).toEqual([
      expect.stringMatching(/^site config: Unrecognized key: "retired_key"/),
      expect.stringMatching(
        /^site config: the stored config no longer validates on its own .*--replace-config/,
      ),
      expect.stringMatching(/^bundle site: nothing was imported/),
    ]);
  });

  it("replaceConfig (--replace-config, ?replace_config=1) stores the config as written", async () => {
    const report = await importBundle(
      handle.db,
      tenant("merge", { config: { copy: { no_price_text: "Only this" } } }),
      {
        replaceConfig: true,
      },
    );
    expect(report.issues).toEqual([]);
    expect(await stored()).toEqual({ copy: { no_price_text: "Only this" } });
    expect(report.config).toMatchObject({ replaced: true });
    expect(report.config?.site).toEqual(
      expect.arrayContaining(["copy.no_price_text", "navigation.hidden", "chat.token"]),
    );
  });

  it("merges a dealership's config too, and reports its changed keys under its slug", async () => {
    const bundle = (config: unknown) => ({
      dealerships: [{ slug: "merge-dealer", name: "Merge Dealer", config }],
    });
    await importBundle(handle.db, bundle({ phone_numbers: { used: "07 3555 0100" }, reserve_deposit: 300 }));
    const report = await importBundle(
      handle.db,
      bundle({ phone_numbers: { new: "07 3555 0101" }, reserve_deposit: null }),
    );
    expect(report.issues).toEqual([]);
    expect(report.config).toEqual({
      replaced: false,
      dealerships: { "merge-dealer": ["phone_numbers.new", "reserve_deposit"] },
    });
    const [row] = await handle.db.select().from(dealerships).where(eq(dealerships.slug, "merge-dealer"));
    expect(row?.config).toEqual({ phone_numbers: { used: "07 3555 0100", new: "07 3555 0101" } });
  });
});

describe("a bundle imports all of its site or none of it (issue 29 item 3)", () => {
  it("one unknown config key refuses the site and its dealership, location and cars, and says why", async () => {
    const report = await importBundle(handle.db, tenant("typo", { config: { featurez: { chat: true } } }));
    expect(report.issues.map(formatIssue)).toEqual([
      expect.stringMatching(/^site config: .*featurez/),
      expect.stringMatching(
        /^bundle site: nothing was imported: the site "typo" was refused \(config: .*featurez/,
      ),
    ]);
    expect(report.refused).toEqual({ site: "typo", reason: expect.stringContaining("featurez") });
    expect(report.counts).toMatchObject({
      dealerships: { inserted: 0, updated: 0, failed: 1 },
      locations: { inserted: 0, updated: 0, failed: 1 },
      cars: { inserted: 0, updated: 0, failed: 1 },
    });
    await nothingStoredOf("typo");
  });

  it("a refused re-import leaves the stored site, its cars and prices as they were", async () => {
    expect((await importBundle(handle.db, tenant("steady"))).issues).toEqual([]);
    const changed = tenant("steady", { config: { include_sold_cars_days: "three" } });
    changed.cars[0]!.price = 1;
    const report = await importBundle(handle.db, changed);
    expect(report.refused?.site).toBe("steady");
    const [car] = await handle.db.select().from(cars).where(eq(cars.stocknum, "steady-1"));
    expect(car?.price).toBe(19990);
    expect(
      await handle.db.select({ slug: sites.slug }).from(sites).where(eq(sites.slug, "steady")),
    ).toHaveLength(1);
  });
});
