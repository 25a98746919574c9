import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { looksLikeApiKey } from "@/lib/staff/api-key-scopes";
import { STAFF_SECRET, signedInStaff, type TwoSites, twoSites } from "../../../test/api-key-fixtures";
import type { DatabaseHandle } from "../db/client";
import { apiKeys, auditLog } from "../db/schema";
import { openTestDatabase } from "../db/test-database";
import { apiKeyHash, createApiKey, findApiKey, listApiKeys } from "./api-keys";
import { postConsoleApiKey, postConsoleApiKeyAction } from "./console-api-keys-endpoint";

/**
 * Issue 31 §7 on a real database: a group admin makes and revokes a site's keys in the console; a key
 * is shown once and stored as its SHA-256 only; the log names the key, never holds it; `last_used_at`
 * is written at most once a minute.
 */
let handle: DatabaseHandle;
let sites: TwoSites;
let admin: { staffId: number; cookie: string };
let manager: { staffId: number; cookie: string };

const CONSOLE = "http://console.localhost";
const deps = () => ({ db: handle.db, secret: STAFF_SECRET });
const post = (path: string, body: unknown, cookie = admin.cookie) =>
  new Request(`${CONSOLE}${path}`, {
    method: "POST",
    headers: { host: "console.localhost", origin: CONSOLE, "content-type": "application/json", cookie },
    body: JSON.stringify(body),
  });
const create = (body: unknown, slug = "keys-a", cookie = admin.cookie) =>
  postConsoleApiKey(deps(), slug, post(`/api/sites/${slug}/api-keys`, body, cookie));
const revoke = (id: number | string, slug = "keys-a", cookie = admin.cookie) =>
  postConsoleApiKeyAction(
    deps(),
    slug,
    String(id),
    post(`/api/sites/${slug}/api-keys/${id}`, { action: "revoke" }, cookie),
  );

const keyEntries = (id: number) => and(eq(auditLog.targetType, "api-key"), eq(auditLog.targetId, String(id)));

beforeAll(async () => {
  handle = await openTestDatabase();
  sites = await twoSites(handle.db);
  admin = await signedInStaff(handle.db, {
    email: "group@keys-a.example",
    role: "group-admin",
    site: "keys-a",
  });
  manager = await signedInStaff(handle.db, {
    email: "manager@keys-a.example",
    role: "manager",
    site: "keys-a",
    dealerships: ["keys-a-motors"],
  });
});

afterAll(async () => {
  await handle?.close();
});

describe("issue 31 §7: a key is shown once and stored hashed", () => {
  it("the answer holds the key; the table its SHA-256 and first characters only; the list and the log never", async () => {
    const reply = await create({ name: "CRM export", scopes: ["leads:read"] });
    expect(reply.status).toBe(201);
    const body = (await reply.json()) as { key: string; id: number; prefix: string; scopes: string[] };
    expect(looksLikeApiKey(body.key)).toBe(true);
    expect(body).toMatchObject({ name: "CRM export", prefix: body.key.slice(0, 12), scopes: ["leads:read"] });
    expect(body.key).not.toContain("keys-a");

    const [row] = await handle.db.select().from(apiKeys).where(eq(apiKeys.id, body.id));
    expect(row!.keyHash).toBe(apiKeyHash(body.key));
    expect(row!.keyHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(body.key);
    expect(row!.createdBy).toBe(admin.staffId);

    const listed = await listApiKeys(handle.db, sites.a.id);
    expect(listed.find((k) => k.id === body.id)).toEqual({
      id: body.id,
      name: "CRM export",
      prefix: body.key.slice(0, 12),
      scopes: ["leads:read"],
      created_at: expect.any(String),
      created_by: "group@keys-a.example",
      last_used_at: null,
      revoked_at: null,
    });
    expect(JSON.stringify(listed)).not.toContain(body.key.slice(12));

    const entries = await handle.db.select().from(auditLog).where(keyEntries(body.id));
    expect(entries.map((e) => [e.action, e.actor, e.siteId])).toEqual([
      ["api-key.create", "group@keys-a.example", sites.a.id],
    ]);
    expect(entries[0]!.after).toEqual({
      name: "CRM export",
      prefix: body.key.slice(0, 12),
      scopes: ["leads:read"],
    });
    expect(JSON.stringify(entries)).not.toContain(body.key.slice(12));
    expect(JSON.stringify(entries)).not.toContain(row!.keyHash);
  });

  it("two keys never share a key or a hash", async () => {
    const made = await Promise.all(
      ["one", "two", "three"].map((name) =>
        createApiKey(
          handle.db,
          { siteId: sites.b.id, name, scopes: ["import"], createdBy: null },
          { kind: "cli", address: null },
        ),
      ),
    );
    const secrets = made.map((m) => (m.kind === "created" ? m.key : ""));
    expect(new Set(secrets).size).toBe(3);
  });
});

describe("issue 31 §7: making a key, with a reason for each refusal", () => {
  it("a missing name and no scope are named beside their fields", async () => {
    const reply = await create({ name: " ", scopes: [] });
    expect(reply.status).toBe(400);
    const body = (await reply.json()) as { issues: { key: string }[] };
    expect(body.issues.map((i) => i.key).sort()).toEqual(["name", "scopes"]);
  });

  it("the same form sent twice makes one key: the second is a 409 on the name", async () => {
    expect((await create({ name: "Twice", scopes: ["import"] })).status).toBe(201);
    const again = await create({ name: "twice", scopes: ["import"] });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ issues: [{ key: "name" }] });
    const named = (await listApiKeys(handle.db, sites.a.id)).filter((k) => k.name.toLowerCase() === "twice");
    expect(named).toHaveLength(1);
  });

  it("another site, or a role that does not manage keys, is a 404; no session is a 401", async () => {
    expect((await create({ name: "Elsewhere", scopes: ["import"] }, "keys-b")).status).toBe(404);
    expect((await create({ name: "Manager's", scopes: ["import"] }, "keys-a", manager.cookie)).status).toBe(
      404,
    );
    expect((await create({ name: "Nobody", scopes: ["import"] }, "keys-a", "")).status).toBe(401);
  });
});

describe("issue 31 §7: revoking a key", () => {
  it("stops it at once; a second revoke changes nothing and logs nothing; another site's key is a 404", async () => {
    const made = (await (await create({ name: "To revoke", scopes: ["leads:read"] })).json()) as {
      id: number;
      key: string;
    };
    expect(await findApiKey(handle.db, made.key)).toMatchObject({
      siteId: sites.a.id,
      scopes: ["leads:read"],
    });
    const first = await revoke(made.id);
    expect(first.status).toBe(200);
    const revokedAt = ((await first.json()) as { revoked_at: string }).revoked_at;
    expect(revokedAt).toEqual(expect.any(String));
    expect(await findApiKey(handle.db, made.key)).toBeNull();
    const second = await revoke(made.id);
    expect(((await second.json()) as { revoked_at: string }).revoked_at).toBe(revokedAt);
    const entries = await handle.db.select().from(auditLog).where(keyEntries(made.id));
    expect(entries.map((e) => e.action)).toEqual(["api-key.create", "api-key.revoke"]);

    const other = await createApiKey(
      handle.db,
      { siteId: sites.b.id, name: "B's", scopes: ["import"], createdBy: null },
      { kind: "cli", address: null },
    );
    const otherId = other.kind === "created" ? other.view.id : 0;
    expect((await revoke(otherId)).status).toBe(404);
    expect((await revoke("abc")).status).toBe(404);
    expect((await revoke(otherId, "keys-a", manager.cookie)).status).toBe(404);
    const [stillOn] = await handle.db.select().from(apiKeys).where(eq(apiKeys.id, otherId));
    expect(stillOn!.revokedAt).toBeNull();
  });
});

describe("issue 31 §7: last used, at most once a minute", () => {
  it("the first use is written; uses within the minute are not; the next minute's is", async () => {
    const made = await createApiKey(
      handle.db,
      { siteId: sites.a.id, name: "Busy", scopes: ["leads:read"], createdBy: null },
      { kind: "cli", address: null },
    );
    const key = made.kind === "created" ? made.key : "";
    const lastUsed = async () =>
      (
        await handle.db
          .select()
          .from(apiKeys)
          .where(eq(apiKeys.keyHash, apiKeyHash(key)))
      )[0]!.lastUsedAt;
    const t0 = new Date("2026-11-26T10:00:00.000Z");
    await findApiKey(handle.db, key, t0);
    expect(await lastUsed()).toEqual(t0);
    for (const seconds of [1, 30, 59])
      await findApiKey(handle.db, key, new Date(t0.getTime() + seconds * 1000));
    expect(await lastUsed()).toEqual(t0);
    const t1 = new Date(t0.getTime() + 61_000);
    await findApiKey(handle.db, key, t1);
    expect(await lastUsed()).toEqual(t1);
  });
});
