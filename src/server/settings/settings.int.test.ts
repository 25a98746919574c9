import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { SECRET_MASK } from "@/lib/settings/config-patch";
import {
  ADMIN_TOKEN,
  STAFF_SECRET,
  settings,
  signedInStaff,
  type TwoSites,
  twoSites,
} from "../../../test/api-key-fixtures";
import { SECRET_MARKER_VALUES, SECRET_MARKERS, secretMarkerConfig } from "../../../test/secret-markers";
import { siteConfigEndpoints } from "../admin/site-config-request";
import type { DatabaseHandle } from "../db/client";
import { auditLog, configRevisions, dealerships, sites } from "../db/schema";
import { openTestDatabase } from "../db/test-database";
import { createApiKey } from "../staff/api-keys";
import { findPreview } from "./config-preview";
import { postSettingsGroup, postSettingsRollback } from "./console-settings-endpoint";

/**
 * Issue 32 item 3 on a real database: a settings change is a JSON Merge Patch that moves only its keys,
 * secrets never leave in an answer, a bad value is a 400 naming its field, another site's staff get
 * 404, each change is a revision and an audit row, and a rollback is a new revision.
 */
let handle: DatabaseHandle;
let two: TwoSites;
let admin: { staffId: number; cookie: string };
let otherAdmin: { staffId: number; cookie: string };
let marketing: { staffId: number; cookie: string };

const CONSOLE = "http://console.localhost";
const STORED = {
  ...secretMarkerConfig(),
  contact: {
    phone: "02 1111 1111",
    email: "sales@keys-a.example",
    address: { city: "Sydney", postcode: "2000" },
  },
  theme: { primary: "#102030", radius: "0.5rem" },
  navigation: { hidden: ["careers", "blog"] },
  copy: { no_price_text: "Call us." },
};

const endpoints = () =>
  siteConfigEndpoints({ settings, database: async () => handle.db, staffSecret: STAFF_SECRET });
const adminRequest = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
  new Request(`http://localhost${path}`, {
    method,
    headers: {
      authorization: `Bearer ${ADMIN_TOKEN}`,
      ...(body === undefined ? {} : { "content-type": "application/merge-patch+json" }),
      ...headers,
    },
    ...(body === undefined ? {} : { body: typeof body === "string" ? body : JSON.stringify(body) }),
  });
const consolePost = (path: string, body: unknown, cookie: string) =>
  new Request(`${CONSOLE}${path}`, {
    method: "POST",
    headers: { host: "console.localhost", origin: CONSOLE, "content-type": "application/json", cookie },
    body: JSON.stringify(body),
  });
const consoleDeps = () => ({ db: handle.db, secret: STAFF_SECRET });

async function storedText(): Promise<string> {
  const [row] = await handle.db.select({ config: sites.config }).from(sites).where(eq(sites.id, two.a.id));
  return JSON.stringify(row?.config);
}

function expectNoSecret(text: string) {
  for (const marker of [SECRET_MARKERS.webhookSecret, SECRET_MARKERS.chatToken])
    expect(text).not.toContain(marker);
}

beforeAll(async () => {
  vi.spyOn(console, "log").mockImplementation(() => undefined);
  handle = await openTestDatabase();
  two = await twoSites(handle.db);
  await handle.db.update(sites).set({ config: STORED }).where(eq(sites.id, two.a.id));
  admin = await signedInStaff(handle.db, {
    email: "group@settings-a.example",
    role: "group-admin",
    site: "keys-a",
  });
  otherAdmin = await signedInStaff(handle.db, {
    email: "group@settings-b.example",
    role: "group-admin",
    site: "keys-b",
  });
  marketing = await signedInStaff(handle.db, {
    email: "mkt@settings-a.example",
    role: "marketing",
    site: "keys-a",
  });
});

afterAll(async () => {
  vi.restoreAllMocks();
  await handle?.close();
});

describe("issue 32 §3: PATCH /admin/api/sites/{slug}/config", () => {
  it("GET answers the config with every secret masked (internal values are the operator's to see)", async () => {
    const reply = await endpoints().get(adminRequest("GET", "/admin/api/sites/keys-a/config"), "keys-a");
    expect(reply.status).toBe(200);
    const text = await reply.text();
    expectNoSecret(text);
    const body = JSON.parse(text);
    expect(body.overrides.chat.token).toBe(SECRET_MASK);
    expect(body.config.leads.webhook.secret).toBe(SECRET_MASK);
    expect(body.config.contact.phone).toBe("02 1111 1111");
  });

  it("a phone change moves only the phone: every other stored key is byte-identical", async () => {
    const before = JSON.parse(await storedText());
    const reply = await endpoints().patch(
      adminRequest("PATCH", "/admin/api/sites/keys-a/config", { contact: { phone: "02 9000 0000" } }),
      "keys-a",
    );
    expect(reply.status).toBe(200);
    const text = await reply.text();
    expectNoSecret(text);
    expect(JSON.parse(text).changed).toEqual(["contact.phone"]);
    const expected = { ...before, contact: { ...before.contact, phone: "02 9000 0000" } };
    expect(await storedText()).toBe(JSON.stringify(expected));
  });

  it("sending back the masked answer changes nothing (secrets kept); the same patch twice is one revision", async () => {
    const got = await (
      await endpoints().get(adminRequest("GET", "/admin/api/sites/keys-a/config"), "keys-a")
    ).json();
    const before = await storedText();
    const again = await endpoints().patch(
      adminRequest("PATCH", "/admin/api/sites/keys-a/config", got.overrides),
      "keys-a",
    );
    expect(again.status).toBe(200);
    expect((await again.json()).changed).toEqual([]);
    expect(await storedText()).toBe(before);
    expect(before).toContain(SECRET_MARKERS.chatToken);
  });

  it("a bad value is a 400 naming its field; nothing is stored", async () => {
    const before = await storedText();
    const reply = await endpoints().patch(
      adminRequest("PATCH", "/admin/api/sites/keys-a/config", {
        contact: { phone: "call <script>" },
        theme: { primary: "not a colour" },
      }),
      "keys-a",
    );
    expect(reply.status).toBe(400);
    const body = await reply.json();
    expect(body.issues.map((i: { key: string }) => i.key).sort()).toEqual(["contact.phone", "theme.primary"]);
    expect(await storedText()).toBe(before);
    const notObject = await endpoints().patch(
      adminRequest("PATCH", "/admin/api/sites/keys-a/config", "[1]"),
      "keys-a",
    );
    expect(notObject.status).toBe(400);
    const wrongType = await endpoints().patch(
      adminRequest("PATCH", "/admin/api/sites/keys-a/config", { a: 1 }, { "content-type": "text/plain" }),
      "keys-a",
    );
    expect(wrongType.status).toBe(415);
  });

  it("a theme change that takes a text pair below WCAG AA is refused, naming the field (item 4)", async () => {
    const before = await storedText();
    const reply = await endpoints().patch(
      adminRequest("PATCH", "/admin/api/sites/keys-a/config", { theme: { primary: "#f4f4f4" } }),
      "keys-a",
    );
    expect(reply.status).toBe(400);
    const body = await reply.json();
    expect(body.issues.map((i: { key: string }) => i.key)).toContain("theme.primary");
    expect(JSON.stringify(body)).toContain("WCAG AA needs 4.5:1");
    expect(await storedText()).toBe(before);
  });

  it("a key with the settings scope may; another site's key and a console member of another site get 404", async () => {
    const made = await createApiKey(
      handle.db,
      { siteId: two.a.id, name: "Settings", scopes: ["settings"], createdBy: null },
      { kind: "cli", address: null },
    );
    const other = await createApiKey(
      handle.db,
      { siteId: two.b.id, name: "B settings", scopes: ["settings"], createdBy: null },
      { kind: "cli", address: null },
    );
    if (made.kind !== "created" || other.kind !== "created") throw new Error("no key");
    const patch = { copy: { no_price_text: "Ring for a price." } };
    const own = await endpoints().patch(
      adminRequest("PATCH", "/admin/api/sites/keys-a/config", patch, { authorization: `Bearer ${made.key}` }),
      "keys-a",
    );
    expect(own.status).toBe(200);
    const stranger = await endpoints().patch(
      adminRequest("PATCH", "/admin/api/sites/keys-a/config", patch, {
        authorization: `Bearer ${other.key}`,
      }),
      "keys-a",
    );
    expect(stranger.status).toBe(404);
    const session = new Request("http://console.localhost/admin/api/sites/keys-a/config", {
      headers: { cookie: otherAdmin.cookie, host: "console.localhost" },
    });
    expect((await endpoints().get(session, "keys-a")).status).toBe(404);
    const ownSession = new Request("http://console.localhost/admin/api/sites/keys-a/config", {
      headers: { cookie: admin.cookie, host: "console.localhost" },
    });
    const answered = await endpoints().get(ownSession, "keys-a");
    expect(answered.status).toBe(200);
    expectNoSecret(await answered.text());
  });

  it("each change is an audit row and a revision with before and after, secrets never in them", async () => {
    const rows = await handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.siteId, two.a.id), eq(auditLog.action, "settings.update")))
      .orderBy(desc(auditLog.id));
    expect(rows.length).toBeGreaterThanOrEqual(2);
    const phone = rows.find((r) => r.after?.["contact.phone"] === "02 9000 0000");
    expect(phone).toMatchObject({ actor: "Admin token", before: { "contact.phone": "02 1111 1111" } });
    const revisions = await handle.db
      .select()
      .from(configRevisions)
      .where(eq(configRevisions.siteId, two.a.id));
    const all = JSON.stringify([rows, revisions]);
    for (const marker of SECRET_MARKER_VALUES.slice(3, 5)) expect(all).not.toContain(marker);
  });
});

describe("issue 32 §3: the console's settings forms", () => {
  it("saves a group's patch as the member, rolls it back as a new revision", async () => {
    const path = "/api/sites/keys-a/settings/theme";
    const saved = await postSettingsGroup(
      consoleDeps(),
      "keys-a",
      "theme",
      consolePost(path, { patch: { theme: { primary: "#aa0000" } } }, admin.cookie),
    );
    expect(saved.status).toBe(200);
    const { revision } = await saved.json();
    expect(await storedText()).toContain("#aa0000");
    const undone = await postSettingsRollback(
      consoleDeps(),
      "keys-a",
      String(revision),
      consolePost(`/api/sites/keys-a/settings/history/${revision}`, { action: "rollback" }, admin.cookie),
    );
    expect(undone.status).toBe(200);
    expect((await undone.json()).changed).toEqual(["theme.primary"]);
    expect(await storedText()).toContain("#102030");
    const [last] = await handle.db
      .select()
      .from(configRevisions)
      .where(eq(configRevisions.siteId, two.a.id))
      .orderBy(desc(configRevisions.id))
      .limit(1);
    expect(last?.rollbackOf).toBe(revision);
  });

  it("a patch outside its group, a bad field, another site's member and a marketer are refused", async () => {
    const path = "/api/sites/keys-a/settings/contact";
    const outside = await postSettingsGroup(
      consoleDeps(),
      "keys-a",
      "contact",
      consolePost(path, { patch: { theme: { primary: "#000000" } } }, admin.cookie),
    );
    expect(outside.status).toBe(400);
    const bad = await postSettingsGroup(
      consoleDeps(),
      "keys-a",
      "contact",
      consolePost(path, { patch: { contact: { email: "nope" } } }, admin.cookie),
    );
    expect(bad.status).toBe(400);
    expect((await bad.json()).issues[0].key).toBe("contact.email");
    for (const cookie of [otherAdmin.cookie, marketing.cookie]) {
      const refused = await postSettingsGroup(
        consoleDeps(),
        "keys-a",
        "contact",
        consolePost(path, { patch: { contact: { phone: "02 5555 5555" } } }, cookie),
      );
      expect(refused.status).toBe(404);
    }
  });

  it("a dealership's overrides are patched alone; a preview stores nothing but a short-lived token", async () => {
    const path = "/api/sites/keys-a/settings/contact";
    const reply = await postSettingsGroup(
      consoleDeps(),
      "keys-a",
      "contact",
      consolePost(
        path,
        { patch: { contact: { phone: "03 7000 0000" } }, dealership: "keys-a-kia" },
        admin.cookie,
      ),
    );
    expect(reply.status).toBe(200);
    const [kia] = await handle.db
      .select({ config: dealerships.config })
      .from(dealerships)
      .where(eq(dealerships.id, two.a.dealerships["keys-a-kia"]!));
    expect(kia?.config).toEqual({ contact: { phone: "03 7000 0000" } });
    const before = await storedText();
    const preview = await postSettingsGroup(
      consoleDeps(),
      "keys-a",
      "contact",
      consolePost(path, { patch: { contact: { phone: "02 4444 4444" } }, mode: "preview" }, admin.cookie),
    );
    expect(preview.status).toBe(200);
    const { url } = await preview.json();
    expect(url).toMatch(/\/console-preview\?token=[\w-]{43}$/);
    expect(await storedText()).toBe(before);
    const token = new URL(url).searchParams.get("token")!;
    const found = await findPreview(handle.db, token, two.a.id);
    expect(found?.config).toMatchObject({ contact: { phone: "02 4444 4444" } });
    expect(await findPreview(handle.db, token, two.b.id)).toBeNull();
    expect(await findPreview(handle.db, token, two.a.id, new Date(Date.now() + 16 * 60_000))).toBeNull();
  });
});
