import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resolveSite } from "@/lib/tenancy/resolve-site";
import {
  fileLead,
  type LeadWorld,
  openLeadWorld,
  SECRET,
  type SignedIn,
  signedInStaff,
} from "../../../test/console-lead-test-setup";
import { hangGuard } from "../../../test/limits";
import { auditLog, contentPages, dealerships, guaranteeItems, leads, sites } from "../db/schema";
import { importBundle } from "../import/import-bundle";
import { getInboxExport } from "../inbox/inbox-endpoints";
import { createApiKey, findApiKey } from "../staff/api-keys";
import { postConsoleInvite } from "../staff/console-staff-endpoint";
import { loadSiteHosts, readSite } from "../tenancy/sites";
import { postCloneSite, postNewSite, postSiteLifecycle } from "./console-sites-endpoint";

/**
 * Issue 32 §6 (decision 0056): an operator creates a site from the guided form (previewed first),
 * clones one, archives one and deletes it once its leads are exported; everyone else gets a 404; every
 * change is in the audit log.
 */
let world: LeadWorld;
let operator: SignedIn;
let groupAdmin: SignedIn;
const deps = () => ({ db: world.handle.db, secret: SECRET });

const post = (path: string, who: SignedIn | null, body: unknown) =>
  new Request(`http://console.localhost${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(who ? { cookie: who.cookie } : {}) },
    body: JSON.stringify(body),
  });

const form = (over: Record<string, unknown> = {}) => ({
  name: "Coast Motors",
  slug: "coast-motors",
  template: "default",
  domains: ["coastmotors.example.com.au"],
  dealerships: ["a-north"],
  new_dealerships: [{ slug: "coast-cars", name: "Coast Cars", phone: "07 4000 0000", email: "" }],
  locations: [
    {
      dealership_slug: "coast-cars",
      slug: "main",
      name: "Coast Cars Cairns",
      address: { street: "1 Esplanade", city: "Cairns", state: "QLD", postcode: "4870" },
      contact_detail: {
        phone: "07 4000 0000",
        email: "sales@coast.example",
        opening_hours: [{ weekday: 1, status: "Open", open: "08:30", close: "17:30" }],
      },
    },
  ],
  theme: { primary: "#0f766e" },
  ...over,
});

beforeAll(async () => {
  world = await openLeadWorld();
  operator = await signedInStaff(world, "op@sites.example", "operator");
  groupAdmin = await signedInStaff(world, "ga@sites.example", "group-admin", { site: "lead-a" });
  await importBundle(world.handle.db, {
    site: {
      slug: "lead-a",
      name: "Lead A",
      domains: ["lead-a.example.com"],
      dealerships: ["a-north", "a-south"],
    },
    pages: [{ slug: "about-us", title: "About us", body: "Hello" }],
    guarantee_strip: [{ icon: "award", title: "A promise" }],
  });
}, hangGuard(180_000));

afterAll(async () => {
  await world?.handle.close();
});

describe("creating a site", () => {
  it("previews without writing, then creates it through the import, audit-logged; the home page resolves", async () => {
    const preview = await postNewSite(deps(), post("/api/sites", operator, form()));
    expect(preview.status).toBe(200);
    const body = (await preview.json()) as {
      preview: { home: string; dealerships: unknown[]; theme: { primary: string } };
    };
    expect(body.preview.home).toBe("https://coastmotors.example.com.au");
    expect(body.preview.theme.primary).toBe("#0f766e");
    expect(body.preview.dealerships).toHaveLength(2);
    expect(await readSite(world.handle.db, "coast-motors")).toBeNull();

    const created = await postNewSite(deps(), post("/api/sites", operator, form({ confirm: true })));
    expect(created.status).toBe(201);
    const site = (await readSite(world.handle.db, "coast-motors"))!;
    expect(site.dealerships.map((d) => d.slug)).toEqual(["a-north", "coast-cars"]);
    expect(site.config.theme.primary).toBe("#0f766e");
    const hosts = await loadSiteHosts(world.handle.db);
    expect(resolveSite("coastmotors.example.com.au", hosts)).toMatchObject({
      kind: "site",
      slug: "coast-motors",
    });
    expect(resolveSite("coast-motors.localhost:3000", hosts)).toMatchObject({
      kind: "site",
      slug: "coast-motors",
    });
    const audit = await world.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "site.create"), eq(auditLog.targetId, "coast-motors")));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actor).toContain("op@sites.example");

    // Sent again (a retried click): refused on the slug, nothing written twice.
    const again = await postNewSite(deps(), post("/api/sites", operator, form({ confirm: true })));
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({
      issues: expect.arrayContaining([expect.objectContaining({ key: "slug" })]),
    });
  });

  it("refuses a domain another site holds with a 400 on that field, and bad fields each on their own", async () => {
    const taken = await postNewSite(
      deps(),
      post(
        "/api/sites",
        operator,
        form({
          slug: "coast-two",
          domains: ["ok.example.com", "www.lead-a.example.com"],
          new_dealerships: [],
          locations: [],
        }),
      ),
    );
    expect(taken.status).toBe(400);
    const { issues } = (await taken.json()) as { issues: { key: string; message: string }[] };
    expect(issues).toEqual([
      expect.objectContaining({
        key: "domains.1",
        message: expect.stringContaining('belongs to site "lead-a"'),
      }),
    ]);

    const bad = await postNewSite(
      deps(),
      post(
        "/api/sites",
        operator,
        form({
          slug: "console",
          template: "nope",
          new_dealerships: [{ slug: "a-south", name: "Copy" }],
          locations: [{ ...form().locations[0], dealership_slug: "a-south", address: { postcode: "48" } }],
          theme: { primary: "red; background:url(x)" },
        }),
      ),
    );
    expect(bad.status).toBe(400);
    const keys = ((await bad.json()) as { issues: { key: string }[] }).issues.map((i) => i.key);
    expect(keys).toEqual(expect.arrayContaining(["slug", "template"]));
    const later = await postNewSite(
      deps(),
      post(
        "/api/sites",
        operator,
        form({
          slug: "coast-three",
          domains: [],
          new_dealerships: [{ slug: "a-south", name: "Copy" }],
          locations: [{ ...form().locations[0], dealership_slug: "a-south", address: { postcode: "48" } }],
          theme: { primary: "red; x" },
        }),
      ),
    );
    const laterIssues = ((await later.json()) as { issues: { key: string; message: string }[] }).issues;
    const laterKeys = laterIssues.map((i) => i.key);
    expect(laterKeys).toEqual(
      expect.arrayContaining(["new_dealerships.0.slug", "locations.0.address.postcode", "theme.primary"]),
    );
  });

  it("answers everyone but an operator as if there were no such endpoint", async () => {
    expect((await postNewSite(deps(), post("/api/sites", groupAdmin, form()))).status).toBe(404);
    expect((await postNewSite(deps(), post("/api/sites", null, form()))).status).toBe(401);
    expect(
      (await postCloneSite(deps(), "lead-a", post("/api/sites/lead-a/clone", groupAdmin, {}))).status,
    ).toBe(404);
    const life = await postSiteLifecycle(deps(), "lead-a", post("/x", groupAdmin, { action: "archive" }));
    expect(life.status).toBe(404);
  });
});

describe("cloning a site", () => {
  it("copies config and content under a new slug, shares the dealerships, copies no leads or staff", async () => {
    await fileLead(world);
    const answer = await postCloneSite(
      deps(),
      "lead-a",
      post("/api/sites/lead-a/clone", operator, { name: "Lead A Copy", slug: "lead-a-copy", domains: [] }),
    );
    expect(answer.status).toBe(201);
    const copy = (await readSite(world.handle.db, "lead-a-copy"))!;
    expect(copy.dealerships.map((d) => d.slug)).toEqual(["a-north", "a-south"]);
    expect(copy.domains).toEqual([]);
    const pages = await world.handle.db.select().from(contentPages).where(eq(contentPages.siteId, copy.id));
    expect(pages.map((p) => p.slug)).toEqual(["about-us"]);
    const strip = await world.handle.db
      .select()
      .from(guaranteeItems)
      .where(eq(guaranteeItems.siteId, copy.id));
    expect(strip.map((g) => g.title)).toEqual(["A promise"]);
    expect(await answer.json()).toMatchObject({
      copied: { content_pages: 1, guarantee_items: 1, offers: 0 },
    });
    expect(await world.handle.db.select().from(leads).where(eq(leads.siteId, copy.id))).toEqual([]);
    const taken = await postCloneSite(
      deps(),
      "lead-a",
      post("/api/sites/lead-a/clone", operator, {
        name: "X",
        slug: "lead-b",
        domains: ["lead-a.example.com"],
      }),
    );
    expect(taken.status).toBe(400);
    const keys = ((await taken.json()) as { issues: { key: string }[] }).issues.map((i) => i.key);
    expect(keys).toEqual(expect.arrayContaining(["slug", "domains.0"]));
  });
});

describe("archiving and deleting a site", () => {
  it("archives (hosts say so, the console is read-only), unarchives, and deletes only after an export", async () => {
    const lifecycle = (body: unknown) =>
      postSiteLifecycle(deps(), "coast-motors", post("/api/sites/coast-motors/lifecycle", operator, body));
    const early = await lifecycle({ action: "delete", confirm: "coast-motors" });
    expect(early.status).toBe(409);
    const siteId = (await readSite(world.handle.db, "coast-motors"))!.id;
    const made = await createApiKey(
      world.handle.db,
      { siteId, name: "CRM", scopes: ["leads:read"], createdBy: null },
      { kind: "cli", address: null },
    );
    if (made.kind !== "created") throw new Error(made.message);
    const key = made.key;
    expect(await findApiKey(world.handle.db, key)).not.toBeNull();
    expect((await lifecycle({ action: "archive" })).status).toBe(200);
    expect(await (await lifecycle({ action: "archive" })).json()).toMatchObject({ changed: false });
    const hosts = await loadSiteHosts(world.handle.db);
    expect(hosts.find((h) => h.slug === "coast-motors")?.archived).toBe(true);

    const site = (await readSite(world.handle.db, "coast-motors"))!;
    await fileLead(world, { siteId: site.id, dealershipId: null });

    // Its API keys reach nothing while it is archived.
    expect(await findApiKey(world.handle.db, key)).toBeNull();
    // Read-only while archived: a write of the site's is not there, reading is.
    expect(
      (await postConsoleInvite(deps(), "coast-motors", post("/api/sites/coast-motors/staff", operator, {})))
        .status,
    ).toBe(404);
    expect((await postCloneSite(deps(), "coast-motors", post("/x", operator, {}))).status).toBe(400);
    // Unarchived and archived again: each logged once.
    expect(await (await lifecycle({ action: "unarchive" })).json()).toMatchObject({
      archived: false,
      changed: true,
    });
    expect((await loadSiteHosts(world.handle.db)).find((h) => h.slug === "coast-motors")?.archived).toBe(
      false,
    );
    await lifecycle({ action: "archive" });
    const logged = await world.handle.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.siteId, site.id), eq(auditLog.targetType, "site")));
    expect(logged.map((l) => l.action).filter((a) => a !== "site.create")).toEqual([
      "site.archive",
      "site.unarchive",
      "site.archive",
    ]);
    const typo = await lifecycle({ action: "delete", confirm: "coast" });
    expect(typo.status).toBe(400);
    expect(await typo.json()).toMatchObject({ issues: [{ key: "confirm" }] });
    const noExport = await lifecycle({ action: "delete", confirm: "coast-motors" });
    expect(noExport.status).toBe(409);
    expect(await noExport.json()).toMatchObject({ issues: [{ key: "export" }] });

    const csv = await getInboxExport(
      deps(),
      "coast-motors",
      new Request("http://console.localhost/api/sites/coast-motors/leads/export", {
        headers: { cookie: operator.cookie },
      }),
    );
    expect(csv.status).toBe(200);
    expect(await csv.text()).toContain("coast-motors");

    const deleted = await lifecycle({ action: "delete", confirm: "coast-motors" });
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toMatchObject({ deleted: true, dealerships_deleted: ["coast-cars"] });
    expect(await readSite(world.handle.db, "coast-motors")).toBeNull();
    const left = await world.handle.db.select({ slug: dealerships.slug }).from(dealerships);
    expect(left.map((d) => d.slug)).toEqual(expect.arrayContaining(["a-north", "a-south", "b-motors"]));
    expect(left.map((d) => d.slug)).not.toContain("coast-cars");
    expect(await readSite(world.handle.db, "lead-a")).not.toBeNull();
    const [entry] = await world.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "site.delete"), eq(auditLog.targetId, "coast-motors")));
    expect(entry).toMatchObject({ siteId: null, before: expect.objectContaining({ leads: 1 }) });
    const gone = await world.handle.db.select().from(sites).where(eq(sites.slug, "coast-motors"));
    expect(gone).toEqual([]);
  });
});
