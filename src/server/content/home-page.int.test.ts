import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_HOME_PAGE } from "@/lib/content/home-page";
import {
  type LeadWorld,
  openLeadWorld,
  SECRET,
  type SignedIn,
  signedInStaff,
} from "../../../test/console-lead-test-setup";
import { auditLog, homePages } from "../db/schema";
import { cloneSite } from "../sites/clone-site";
import { postConsoleContentChange } from "../staff/console-content-endpoint";
import { readSite } from "../tenancy/sites";
import { findHomePage } from "./queries";

/**
 * Issue 32 item 2, the home page's sections (decision 0060), through the console's endpoint on a real
 * database: a site that never edited its home page shows the template's; a published hero and order
 * are what the page reads; a draft is not; a section chosen twice or half a button is refused by
 * field; rolling back puts the earlier order back; taking it off the site is the template's page
 * again; a clone starts with the source's home page; every change is audit-logged.
 */

let world: LeadWorld;
let mo: SignedIn; // marketing, site A

beforeAll(async () => {
  world = await openLeadWorld();
  mo = await signedInStaff(world, "mo@a.example", "marketing", { name: "Mo Marketing" });
});

afterAll(async () => {
  await world?.handle.close();
});

async function act(body: unknown) {
  const request = new Request("http://console.localhost/api/sites/lead-a/content/home", {
    method: "POST",
    headers: { "content-type": "application/json", cookie: mo.cookie },
    body: JSON.stringify(body),
  });
  const response = await postConsoleContentChange(
    { db: world.handle.db, secret: SECRET },
    "lead-a",
    "home",
    request,
  );
  return {
    status: response.status,
    body: (await response.json()) as { issues?: { key: string; message: string }[]; revision?: number },
  };
}

const siteA = async () => (await readSite(world.handle.db, "lead-a"))!;
const home = async () => findHomePage(world.handle.db, await siteA());

describe("issue 32 item 2: the home page's hero and sections", () => {
  it("shows the template's home page until one is published, and refuses bad fields by name", async () => {
    expect(await home()).toEqual(DEFAULT_HOME_PAGE);
    const refused = await act({
      action: "publish",
      slug: "home-page",
      revision: 0,
      create: true,
      form: { section1: "offers", section2: "offers", heroButtonText: "See offers", section3: "nonsense" },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.issues?.map((i) => i.key).sort()).toEqual(["heroButtonLink", "section2", "section3"]);
    const draft = await act({
      action: "save",
      slug: "home-page",
      revision: 0,
      create: true,
      form: { heroHeading: "Drive away today", section1: "offers" },
    });
    expect(draft.status).toBe(200);
    expect(await home(), "a draft is not on the site").toEqual(DEFAULT_HOME_PAGE);
  });

  it("puts a published hero and order on the page, rolls back to the earlier order, and is audit-logged", async () => {
    const first = await act({
      action: "publish",
      slug: "home-page",
      revision: 1,
      form: {
        heroHeading: "Drive away today",
        heroText: "Family-owned since 1982.",
        heroButtonText: "See this month's offers",
        heroButtonLink: "/special-offers",
        section1: "offers",
        section2: "latest",
        section3: "locations",
      },
    });
    expect(first.status).toBe(200);
    expect(await home()).toEqual({
      hero: {
        heading: "Drive away today",
        text: "Family-owned since 1982.",
        imageUrl: null,
        imageAlt: null,
        buttonText: "See this month's offers",
        buttonLink: "/special-offers",
      },
      sections: ["offers", "latest", "locations"],
    });
    const second = await act({
      action: "publish",
      slug: "home-page",
      revision: 2,
      form: { heroHeading: "Drive away today" },
    });
    expect(second.status).toBe(200);
    expect((await home()).sections, "no section chosen: the template's order").toEqual(
      DEFAULT_HOME_PAGE.sections,
    );
    expect((await home()).hero.buttonText).toBeNull();

    const rolled = await act({ action: "rollback", slug: "home-page", revision: 3, to: 2 });
    expect(rolled.status).toBe(200);
    expect((await home()).sections).toEqual(["offers", "latest", "locations"]);

    const site = await siteA();
    const audit = await world.handle.db.select().from(auditLog).where(eq(auditLog.siteId, site.id));
    const homeRows = audit.filter((a) => a.action.startsWith("content.") && a.targetId === "home-page");
    expect(homeRows.map((a) => a.action)).toEqual([
      "content.save",
      "content.publish",
      "content.publish",
      "content.rollback",
    ]);
  });

  it("copies the home page to a clone, and taking it off the site shows the template's again", async () => {
    const source = await siteA();
    const cloned = await cloneSite(
      world.handle.db,
      source,
      { slug: "lead-a-copy", name: "Lead A copy", domains: [] },
      { kind: "cli", address: null },
    );
    expect(cloned.kind).toBe("created");
    const copy = (await readSite(world.handle.db, "lead-a-copy"))!;
    expect((await findHomePage(world.handle.db, copy)).sections).toEqual(["offers", "latest", "locations"]);

    const off = await act({ action: "unpublish", slug: "home-page", revision: 4 });
    expect(off.status).toBe(200);
    expect(await home()).toEqual(DEFAULT_HOME_PAGE);
    const rows = await world.handle.db.select().from(homePages).where(eq(homePages.siteId, source.id));
    expect(rows).toEqual([]);
  });
});
