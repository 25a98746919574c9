import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, desc, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type LeadWorld,
  openLeadWorld,
  SECRET,
  type SignedIn,
  signedInStaff,
} from "../../../test/console-lead-test-setup";
import { auditLog, configRevisions, sites } from "../db/schema";
import { localMediaStorage } from "../media/local-storage";
import { serveMedia } from "../media/serve-media";
import { readSite } from "../tenancy/sites";
import { postLogoUpload } from "./logo-endpoint";

/**
 * Issue 32 §4 "logo upload" (decision 0054): a group admin uploads the site's logo in the console; it
 * is decoded, fitted to the header, stored as PNG and WebP, and set as `theme.logo_url` through the
 * settings writer (a revision and an audit entry); an SVG is rasterised, so its script never reaches
 * a page; what is not an image, the wrong role, another site and another site's page are refused.
 */
let world: LeadWorld;
let dir: string;
let gus: SignedIn; // group admin, site A
let max: SignedIn; // manager, site A
let bea: SignedIn; // group admin, site B

beforeAll(async () => {
  world = await openLeadWorld();
  dir = await mkdtemp(path.join(tmpdir(), "logos-"));
  gus = await signedInStaff(world, "gus@a.example", "group-admin", { name: "Gus" });
  max = await signedInStaff(world, "max@a.example", "manager", { name: "Max", dealerships: ["a-north"] });
  bea = await signedInStaff(world, "bea@b.example", "group-admin", { site: "lead-b" });
});

afterAll(async () => {
  await world?.handle.close();
  await rm(dir, { recursive: true, force: true });
});

const storage = () => localMediaStorage(path.join(dir, "media"));
const deps = () => ({ db: world.handle.db, secret: SECRET, storage, uploadLimitMb: 1 });

async function upload(
  who: SignedIn,
  body: Uint8Array,
  type: string,
  options: { slug?: string; origin?: string } = {},
) {
  const slug = options.slug ?? "lead-a";
  const request = new Request(`http://console.localhost/api/sites/${slug}/settings/logo`, {
    method: "POST",
    headers: {
      "content-type": type,
      host: "console.localhost",
      cookie: who.cookie,
      ...(options.origin ? { origin: options.origin } : {}),
    },
    body: body as BodyInit,
  });
  const response = await postLogoUpload(deps(), slug, request);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const logoUrlOf = async (slug: string) =>
  ((await readSite(world.handle.db, slug))?.config.theme.logo_url as string | undefined) ?? null;

describe("the site's logo, uploaded in the console", () => {
  it("a PNG is fitted inside 640 × 160, stored as PNG and WebP, set as the theme's logo, with a revision and an audit entry", async () => {
    const wide = await sharp({ create: { width: 2000, height: 400, channels: 4, background: "#c00000aa" } })
      .png()
      .toBuffer();
    const answer = await upload(gus, wide, "image/png");
    expect(answer.status).toBe(201);
    const url = answer.body.logo_url as string;
    expect(url).toMatch(/^\/media\/logos\/[0-9a-f-]{36}\.png$/);
    expect([answer.body.width, answer.body.height]).toEqual([640, 128]);
    expect(await logoUrlOf("lead-a")).toBe(url);
    const key = url.replace(/^\/media\//, "");
    const png = await serveMedia(storage(), key, new Request("http://x"));
    expect(png.headers.get("content-type")).toBe("image/png");
    const meta = await sharp(Buffer.from(await png.arrayBuffer())).metadata();
    expect([meta.width, meta.height, meta.hasAlpha]).toEqual([640, 128, true]);
    const webp = await serveMedia(storage(), key.replace(/\.png$/, ".webp"), new Request("http://x"));
    expect(webp.headers.get("content-type")).toBe("image/webp");
    const [site] = await world.handle.db.select({ id: sites.id }).from(sites).where(eq(sites.slug, "lead-a"));
    const [revision] = await world.handle.db
      .select()
      .from(configRevisions)
      .where(eq(configRevisions.siteId, site!.id))
      .orderBy(desc(configRevisions.id))
      .limit(1);
    expect(revision?.changes).toEqual([expect.objectContaining({ path: "theme.logo_url" })]);
    const audit = await world.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.siteId, site!.id), eq(auditLog.action, "settings.update")));
    expect(audit.at(-1)?.actor).toContain("gus@a.example");
  });

  it("an SVG is drawn to pixels: its script is not stored, the logo is a PNG", async () => {
    const svg = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="50"><script>alert(1)</script><rect width="200" height="50" fill="#123456"/></svg>`,
    );
    const answer = await upload(gus, svg, "image/svg+xml");
    expect(answer.status).toBe(201);
    const stored = await serveMedia(
      storage(),
      (answer.body.logo_url as string).slice("/media/".length),
      new Request("http://x"),
    );
    const bytes = Buffer.from(await stored.arrayBuffer());
    expect((await sharp(bytes).metadata()).format).toBe("png");
    expect(bytes.includes(Buffer.from("alert"))).toBe(false);
  });

  it("what is not an image is a 400 on the file, and the logo stays", async () => {
    const before = await logoUrlOf("lead-a");
    const answer = await upload(gus, Buffer.from("not an image at all"), "image/png");
    expect(answer.status).toBe(400);
    expect(answer.body.issues).toEqual([expect.objectContaining({ key: "file" })]);
    expect(await logoUrlOf("lead-a")).toBe(before);
  });

  it("a manager, another site's admin and another site's page are refused; the logo stays", async () => {
    const before = await logoUrlOf("lead-a");
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: "#000" } })
      .png()
      .toBuffer();
    expect((await upload(max, png, "image/png")).status).toBe(404);
    expect((await upload(bea, png, "image/png")).status).toBe(404);
    expect((await upload(gus, png, "image/png", { origin: "https://evil.example" })).status).toBe(403);
    expect((await upload(gus, png, "text/plain")).status).toBe(415);
    expect(await logoUrlOf("lead-a")).toBe(before);
  });
});
