import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type LeadWorld,
  openLeadWorld,
  SECRET,
  type SignedIn,
  signedInStaff,
} from "../../../test/console-lead-test-setup";
import { readContentItem } from "../content/content-versions";
import { findBlogArticle, findContentPage, listGuaranteeItems } from "../content/queries";
import { auditLog, sites } from "../db/schema";
import { importBundle } from "../import/import-bundle";
import { findCurrentOffer } from "../offers/queries";
import { siteDataVersions } from "../pages/site-versions";
import { readSite } from "../tenancy/sites";
import { postConsoleContentChange } from "./console-content-endpoint";

/**
 * Issue 32 item 2, content edited through the console's endpoint with real sessions on a real
 * database: a draft is not on the site, a publish is (and moves the site's data version, which is
 * what expires its cached pages), a schedule shows at its start, a rollback is a new version that puts
 * the earlier fields back, a stale or repeated save is a 409, another site's marketing user gets 404,
 * and every change is audit-logged with before and after. An import is a version too.
 */

let world: LeadWorld;
let mo: SignedIn; // marketing, site A
let sam: SignedIn; // sales, site A (no content.write)
let bea: SignedIn; // marketing, site B

beforeAll(async () => {
  world = await openLeadWorld();
  mo = await signedInStaff(world, "mo@a.example", "marketing", { name: "Mo Marketing" });
  sam = await signedInStaff(world, "sam@a.example", "sales", { name: "Sam Sales", dealerships: ["a-north"] });
  bea = await signedInStaff(world, "bea@b.example", "marketing", { name: "Bea", site: "lead-b" });
});

afterAll(async () => {
  await world?.handle.close();
});

type Answer = {
  status: number;
  body: { error?: string; revision?: number; issues?: { key: string; message: string }[] };
};

async function act(
  who: SignedIn | null,
  kind: string,
  body: unknown,
  slug = "lead-a",
  origin?: string,
): Promise<Answer> {
  const request = new Request(`http://console.localhost/api/sites/${slug}/content/${kind}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...(who ? { cookie: who.cookie } : {}),
      ...(origin ? { origin } : {}),
    },
    body: JSON.stringify(body),
  });
  const response = await postConsoleContentChange(
    { db: world.handle.db, secret: SECRET },
    slug,
    kind,
    request,
  );
  return { status: response.status, body: await response.json() };
}

const offerForm = (name: string, extra: Record<string, string> = {}) => ({
  name,
  description: "Free first service.\n\nAsk in store.",
  disclaimer: "Conditions apply.",
  category: "Service",
  ...extra,
});
const siteA = async () => (await readSite(world.handle.db, "lead-a"))!;
const auditOf = (slug: string) =>
  world.handle.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, "offer"), eq(auditLog.targetId, slug)))
    .orderBy(auditLog.id);

describe("issue 32 item 2: an offer's draft, publish and rollback", () => {
  it("keeps a draft off the site, publishes it, and rolls it back to the earlier version", async () => {
    const draft = await act(mo, "offers", {
      action: "save",
      slug: "spring-deal",
      revision: 0,
      create: true,
      form: offerForm("Spring deal"),
    });
    expect(draft).toMatchObject({ status: 200, body: { revision: 1 } });
    expect(await findCurrentOffer(world.handle.db, await siteA(), "spring-deal")).toBeNull();

    const before = (await siteDataVersions(world.handle.db)).get("lead-a");
    const published = await act(mo, "offers", {
      action: "publish",
      slug: "spring-deal",
      revision: 1,
      form: offerForm("Spring deal"),
    });
    expect(published).toMatchObject({ status: 200, body: { revision: 2 } });
    expect((await findCurrentOffer(world.handle.db, await siteA(), "spring-deal"))?.name).toBe("Spring deal");
    expect((await siteDataVersions(world.handle.db)).get("lead-a")).not.toBe(before);

    const renamed = await act(mo, "offers", {
      action: "publish",
      slug: "spring-deal",
      revision: 2,
      form: offerForm("Summer deal"),
    });
    expect(renamed.status).toBe(200);
    expect((await findCurrentOffer(world.handle.db, await siteA(), "spring-deal"))?.name).toBe("Summer deal");

    // A draft on top of a published offer leaves the site as it was.
    await act(mo, "offers", {
      action: "save",
      slug: "spring-deal",
      revision: 3,
      form: offerForm("Autumn deal"),
    });
    expect((await findCurrentOffer(world.handle.db, await siteA(), "spring-deal"))?.name).toBe("Summer deal");

    const rolled = await act(mo, "offers", { action: "rollback", slug: "spring-deal", revision: 4, to: 2 });
    expect(rolled).toMatchObject({ status: 200, body: { revision: 5 } });
    expect((await findCurrentOffer(world.handle.db, await siteA(), "spring-deal"))?.name).toBe("Spring deal");

    const item = (await readContentItem(world.handle.db, world.siteA, "offers", "spring-deal"))!;
    expect(item.versions.map((v) => [v.revision, v.state, v.source])).toEqual([
      [5, "published", "rollback"],
      [4, "draft", "console"],
      [3, "published", "console"],
      [2, "published", "console"],
      [1, "draft", "console"],
    ]);
    expect(item.versions[0]).toMatchObject({
      rollbackOf: 2,
      changed: ["name"],
      actor: "Mo Marketing <mo@a.example>",
    });

    const audit = await auditOf("spring-deal");
    expect(audit.map((a) => a.action)).toEqual([
      "content.save",
      "content.publish",
      "content.publish",
      "content.save",
      "content.rollback",
    ]);
    expect(audit[2]).toMatchObject({
      before: { revision: 2, state: "published", name: "Spring deal" },
      after: { revision: 3, state: "published", name: "Summer deal" },
      staffId: mo.staffId,
      siteId: world.siteA,
    });
  });

  it("refuses a stale or repeated save (409) and applies it once", async () => {
    const body = { action: "save", slug: "spring-deal", revision: 5, form: offerForm("Once") };
    expect((await act(mo, "offers", body)).status).toBe(200);
    expect((await act(mo, "offers", body)).status).toBe(409);
    const item = (await readContentItem(world.handle.db, world.siteA, "offers", "spring-deal"))!;
    expect(item.versions[0]!.revision).toBe(6);
  });

  it("answers each field's problem beside it, and refuses a slug already taken", async () => {
    const bad = await act(mo, "offers", {
      action: "publish",
      slug: "Bad Slug",
      revision: 0,
      create: true,
      form: { name: "" },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.issues?.map((i) => i.key)).toEqual(["slug"]);
    const fields = await act(mo, "offers", {
      action: "publish",
      slug: "fields",
      revision: 0,
      create: true,
      form: {
        name: "",
        imageUrl: "javascript:alert(1)",
        startsAt: "2026-12-02T09:00",
        expiresAt: "2026-12-01T09:00",
      },
    });
    expect(fields.body.issues?.map((i) => i.key).sort()).toEqual(["expiresAt", "imageUrl", "name"]);
    const taken = await act(mo, "offers", {
      action: "save",
      slug: "spring-deal",
      revision: 0,
      create: true,
      form: offerForm("X"),
    });
    expect(taken.body.issues?.[0]?.key).toBe("slug");
  });

  it("is a 404 for another site's marketing user, a sales person, an unknown kind; 401 signed out; 403 cross-origin", async () => {
    const body = { action: "save", slug: "spring-deal", revision: 6, form: offerForm("Theirs") };
    expect((await act(bea, "offers", body)).status).toBe(404);
    expect((await act(sam, "offers", body)).status).toBe(404);
    expect((await act(mo, "widgets", body)).status).toBe(404);
    expect((await act(null, "offers", body)).status).toBe(401);
    expect((await act(mo, "offers", body, "lead-a", "https://evil.example")).status).toBe(403);
    expect((await act(bea, "offers", { ...body, revision: 0 }, "lead-b")).status).toBe(404);
  });
});

describe("issue 32 item 2: pages on a schedule", () => {
  it("shows a scheduled page from its start on the site's clock, and keeps its Markdown", async () => {
    const published = await act(mo, "pages", {
      action: "publish",
      slug: "winter-hours",
      revision: 0,
      create: true,
      // 1 December 2026 09:00 on the site's clock (its default state, Queensland: +10) is 30 November 23:00 UTC.
      form: {
        title: "Winter hours",
        body: "# Open late\n\n<script>alert(1)</script>",
        publishedFrom: "2026-12-01T09:00",
      },
    });
    expect(published.status).toBe(200);
    const site = await siteA();
    expect(
      await findContentPage(world.handle.db, site, "winter-hours", new Date("2026-11-30T22:59:00Z")),
    ).toBeNull();
    const page = await findContentPage(
      world.handle.db,
      site,
      "winter-hours",
      new Date("2026-11-30T23:00:00Z"),
    );
    expect(page).toMatchObject({ title: "Winter hours", body: "# Open late\n\n<script>alert(1)</script>" });
  });

  it("unpublishes: off the site, its versions kept", async () => {
    const answer = await act(mo, "pages", { action: "unpublish", slug: "winter-hours", revision: 1 });
    expect(answer.status).toBe(200);
    expect(
      await findContentPage(world.handle.db, await siteA(), "winter-hours", new Date("2027-01-01")),
    ).toBeNull();
    const item = (await readContentItem(world.handle.db, world.siteA, "pages", "winter-hours"))!;
    expect(item.live).toBeNull();
    expect(item.versions.map((v) => v.state)).toEqual(["unpublished", "published"]);
  });

  it("counts a passed start in the site's data version", async () => {
    const [row] = await world.handle.db
      .select({ updatedAt: sites.updatedAt })
      .from(sites)
      .where(eq(sites.id, world.siteA));
    const before = (await siteDataVersions(world.handle.db)).get("lead-a");
    await importBundle(world.handle.db, {
      site: { slug: "lead-a", name: "Lead A", dealerships: ["a-north", "a-south"] },
      pages: [{ slug: "past", title: "Past", body: "Hi", published_from: "2020-01-01T00:00:00Z" }],
    });
    // Put the site row's change back: only the passed start should move the version now.
    await world.handle.db.update(sites).set({ updatedAt: row!.updatedAt }).where(eq(sites.id, world.siteA));
    expect((await siteDataVersions(world.handle.db)).get("lead-a")).not.toBe(before);
  });

  it("records an import as a version after a staff draft, which stays in the history", async () => {
    await act(mo, "pages", {
      action: "save",
      slug: "past",
      revision: 1,
      form: { title: "Staff draft", body: "Draft" },
    });
    await importBundle(world.handle.db, {
      site: { slug: "lead-a", name: "Lead A", dealerships: ["a-north", "a-south"] },
      pages: [{ slug: "past", title: "Imported again", body: "Hi" }],
    });
    const item = (await readContentItem(world.handle.db, world.siteA, "pages", "past"))!;
    expect(item.versions.map((v) => [v.revision, v.source, v.state, v.data.title])).toEqual([
      [3, "import", "published", "Imported again"],
      [2, "console", "draft", "Staff draft"],
      [1, "import", "published", "Past"],
    ]);
  });
});

describe("issue 32 item 2: promo popups", () => {
  it("records an import's popups as versions, and one the next import leaves out as taken off", async () => {
    const site = { slug: "lead-a", name: "Lead A", dealerships: ["a-north", "a-south"] };
    await importBundle(world.handle.db, {
      site,
      promo_popups: [
        { slug: "sale", title: "Sale" },
        { slug: "gone", title: "Gone soon" },
      ],
    });
    await importBundle(world.handle.db, { site, promo_popups: [{ slug: "sale", title: "Sale on" }] });
    const gone = (await readContentItem(world.handle.db, world.siteA, "popups", "gone"))!;
    expect(gone.live).toBeNull();
    expect(gone.versions.map((v) => [v.revision, v.state, v.source])).toEqual([
      [2, "unpublished", "import"],
      [1, "published", "import"],
    ]);
  });

  it("publishes a popup from the console, refusing a button link that is not a page or https", async () => {
    const bad = await act(mo, "popups", {
      action: "publish",
      slug: "sale",
      revision: 2,
      form: { title: "Sale", buttonUrl: "javascript:alert(1)" },
    });
    expect(bad.body.issues?.map((i) => i.key)).toEqual(["buttonUrl"]);
    const good = await act(mo, "popups", {
      action: "publish",
      slug: "sale",
      revision: 2,
      form: { title: "Big sale", buttonText: "See offers", buttonUrl: "/special-offers" },
    });
    expect(good).toMatchObject({ status: 200, body: { revision: 3 } });
    const item = (await readContentItem(world.handle.db, world.siteA, "popups", "sale"))!;
    expect(item.live).toMatchObject({ title: "Big sale", buttonUrl: "/special-offers" });
  });
});

describe("issue 32 item 2: blog articles", () => {
  it("wants one of the site's categories, and an article published for later is not on the site before then", async () => {
    const wrong = await act(mo, "blog", {
      action: "publish",
      slug: "first-drive",
      revision: 0,
      create: true,
      form: { title: "First drive", category: "gossip", body: "Hi" },
    });
    expect(wrong.body.issues?.map((i) => i.key)).toEqual(["category"]);
    const later = await act(mo, "blog", {
      action: "publish",
      slug: "first-drive",
      revision: 0,
      create: true,
      form: { title: "First drive", category: "news", body: "## Road test", publishedAt: "2027-01-05T09:00" },
    });
    expect(later.status).toBe(200);
    const site = await siteA();
    expect(await findBlogArticle(world.handle.db, site, "first-drive", new Date("2027-01-01"))).toBeNull();
    expect(
      (await findBlogArticle(world.handle.db, site, "first-drive", new Date("2027-01-06")))?.category,
    ).toBe("news");
  });
});

describe("issue 32 item 2: the guarantee strip", () => {
  const strip = async () => listGuaranteeItems(world.handle.db, await siteA());

  it("is one item per site: published in its order, replaced by an import, rolled back", async () => {
    const elsewhere = await act(mo, "strip", {
      action: "publish",
      slug: "another-strip",
      revision: 0,
      create: true,
      form: { title1: "x" },
    });
    expect(elsewhere.body.issues?.[0]?.key).toBe("slug");
    const orphan = await act(mo, "strip", {
      action: "publish",
      slug: "guarantee-strip",
      revision: 0,
      create: true,
      form: { title1: "One price", detail2: "no title", icon1: "price" },
    });
    expect(orphan.body.issues?.map((i) => i.key)).toEqual(["title2"]);
    const published = await act(mo, "strip", {
      action: "publish",
      slug: "guarantee-strip",
      revision: 0,
      create: true,
      form: { title1: "One price", icon1: "price", title3: "Money back", detail3: "48 hours" },
    });
    expect(published.status).toBe(200);
    expect(await strip()).toEqual([
      { title: "One price", detail: null, icon: "price", linkUrl: null },
      { title: "Money back", detail: "48 hours", icon: null, linkUrl: null },
    ]);
    await importBundle(world.handle.db, {
      site: { slug: "lead-a", name: "Lead A", dealerships: ["a-north", "a-south"] },
      guarantee_strip: [{ title: "Imported promise" }],
    });
    expect((await strip()).map((i) => i.title)).toEqual(["Imported promise"]);
    const rolled = await act(mo, "strip", {
      action: "rollback",
      slug: "guarantee-strip",
      revision: 2,
      to: 1,
    });
    expect(rolled.status).toBe(200);
    expect((await strip()).map((i) => i.title)).toEqual(["One price", "Money back"]);
  });
});
