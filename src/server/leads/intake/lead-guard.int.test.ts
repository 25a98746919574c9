import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Env, parseEnv } from "@/env";
import { FORM_TOKEN_MAX_AGE_MS } from "@/lib/leads/form-token";
import { hangGuard } from "../../../../test/limits";
import type { DatabaseHandle } from "../../db/client";
import { appSecrets } from "../../db/schema";
import { openTestDatabase } from "../../db/test-database";
import { FORM_SECRET_NAME, type LeadGuard, openLeadGuard } from "./lead-guard";

/**
 * Issue 16 §5–6 on a real database (PGlite, and PostgreSQL when DATABASE_URL is set): two guards on one
 * database are two servers behind a balancer, and a guard opened again is a restart. A form served by
 * one is accepted by the other, and the limits hold across both.
 */
let handle: DatabaseHandle;
let dataDir: string;
const T = Date.UTC(2026, 10, 24, 9);
const AT = T + 60_000;
const OLD_FILE_SECRET = "an-older-install-kept-this-in-its-data-dir";

const settings = (overrides: Record<string, string> = {}): Env =>
  parseEnv({ DATA_DIR: dataDir, LEAD_RATE_PER_IP: "3", LEAD_RATE_PER_SITE: "5", ...overrides });

const from = (ip: string) =>
  new Request("http://metro.localhost/api/leads", { headers: { "x-forwarded-for": ip } });

/** A post of a form `server` served (each shopper's form is its own) to `to`, a minute after it was shown. */
function post(server: LeadGuard, to: LeadGuard, ip: string, site = "metro", at = AT) {
  const form = server.newForm(site, at - 60_000);
  return to.check(from(ip), site, { form_token: form.form_token }, { now: at });
}

const statusOf = async (verdict: ReturnType<LeadGuard["check"]>) => {
  const v = await verdict;
  return v.kind === "refuse" ? v.response.status : v.kind;
};

beforeAll(async () => {
  handle = await openTestDatabase();
  dataDir = mkdtempSync(path.join(tmpdir(), "lead-guard-"));
}, hangGuard(60_000));

afterAll(async () => {
  await handle?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("the form secret, shared through the database (issue 16 §6)", () => {
  it("the first server brings the data directory's old key, so forms open before the upgrade still work", async () => {
    writeFileSync(path.join(dataDir, FORM_SECRET_NAME), `${OLD_FILE_SECRET}\n`);
    await openLeadGuard(handle.db, settings());
    const [row] = await handle.db.select().from(appSecrets).where(eq(appSecrets.name, FORM_SECRET_NAME));
    expect(row?.value).toBe(OLD_FILE_SECRET);
    // Another server, whose data directory holds a different key (or none), takes the stored one.
    writeFileSync(path.join(dataDir, FORM_SECRET_NAME), "a-second-server-had-its-own-key-here");
    const b = await openLeadGuard(handle.db, settings());
    const a = await openLeadGuard(handle.db, settings());
    expect(await statusOf(post(a, b, "10.0.0.1", "secret-site"))).toBe("pass");
  });

  it("a form served by server A is accepted by server B on the same database", async () => {
    const a = await openLeadGuard(handle.db, settings({ DATA_DIR: path.join(dataDir, "a") }));
    const b = await openLeadGuard(handle.db, settings({ DATA_DIR: path.join(dataDir, "b") }));
    expect(await statusOf(post(a, b, "10.0.0.2", "ab-site"))).toBe("pass");
    expect(await statusOf(post(b, a, "10.0.0.2", "ab-site"))).toBe("pass");
  });

  it("LEAD_FORM_SECRET, when set, is the key: a server without it cannot read its forms", async () => {
    const configured = await openLeadGuard(handle.db, settings({ LEAD_FORM_SECRET: "s".repeat(32) }));
    const stored = await openLeadGuard(handle.db, settings());
    expect(await statusOf(post(configured, configured, "10.0.0.3", "env-site"))).toBe("pass");
    expect(await statusOf(post(configured, stored, "10.0.0.3", "env-site"))).toBe(400);
  });
});

describe("limits shared by every server on the database (issue 16 §5)", () => {
  it("two servers share the per-client limit, and a restarted server keeps the count", async () => {
    const a = await openLeadGuard(handle.db, settings());
    const b = await openLeadGuard(handle.db, settings());
    expect(await statusOf(post(a, a, "1.1.1.1", "ip-site"))).toBe("pass");
    expect(await statusOf(post(a, b, "1.1.1.1", "ip-site"))).toBe("pass");
    expect(await statusOf(post(b, a, "1.1.1.1", "ip-site"))).toBe("pass");
    expect(await statusOf(post(a, b, "1.1.1.1", "ip-site"))).toBe(429);
    const restarted = await openLeadGuard(handle.db, settings());
    expect(await statusOf(post(restarted, restarted, "1.1.1.1", "ip-site"))).toBe(429);
    expect(await statusOf(post(restarted, restarted, "1.1.1.2", "ip-site"))).toBe("pass");
  });

  it("two servers share the per-site limit", async () => {
    const a = await openLeadGuard(handle.db, settings());
    const b = await openLeadGuard(handle.db, settings());
    for (let i = 0; i < 5; i++) {
      expect(await statusOf(post(a, i % 2 ? a : b, `2.0.0.${i}`, "site-site"))).toBe("pass");
    }
    expect(await statusOf(post(a, b, "2.0.0.9", "site-site"))).toBe(429);
    expect(await statusOf(post(b, a, "2.0.0.9", "site-site"))).toBe(429);
  });

  it("an attacker over its own limit, on both servers, leaves the rest of the site's budget to others", async () => {
    const a = await openLeadGuard(handle.db, settings());
    const b = await openLeadGuard(handle.db, settings());
    const attack = await Promise.all(
      Array.from({ length: 40 }, (_, i) => statusOf(post(a, i % 2 ? a : b, "6.6.6.6", "attacked"))),
    );
    expect(attack.filter((s) => s === "pass")).toHaveLength(3);
    expect(await statusOf(post(a, a, "1.1.1.1", "attacked"))).toBe("pass");
    expect(await statusOf(post(a, b, "2.2.2.2", "attacked"))).toBe("pass");
    expect(await statusOf(post(a, a, "3.3.3.3", "attacked"))).toBe(429);
  });

  it("fifty posts at once from one address, across two servers, never let more than its limit through", async () => {
    const a = await openLeadGuard(
      handle.db,
      settings({ LEAD_RATE_PER_IP: "10", LEAD_RATE_PER_SITE: "1000" }),
    );
    const b = await openLeadGuard(
      handle.db,
      settings({ LEAD_RATE_PER_IP: "10", LEAD_RATE_PER_SITE: "1000" }),
    );
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => statusOf(post(a, i % 2 ? a : b, "7.7.7.7", "burst"))),
    );
    expect(results.filter((s) => s === "pass")).toHaveLength(10);
    expect(results.filter((s) => s === 429)).toHaveLength(40);
  });

  it("a form files at most three leads, counted across servers; its fourth is a 400 asking to reload", async () => {
    const a = await openLeadGuard(
      handle.db,
      settings({ LEAD_RATE_PER_IP: "100", LEAD_RATE_PER_SITE: "100" }),
    );
    const b = await openLeadGuard(
      handle.db,
      settings({ LEAD_RATE_PER_IP: "100", LEAD_RATE_PER_SITE: "100" }),
    );
    const form = { form_token: a.newForm("token-site", T).form_token };
    const verdicts = [];
    for (const [i, server] of [a, b, a, b].entries()) {
      verdicts.push(await statusOf(server.check(from("4.4.4.4"), "token-site", form, { now: AT + i })));
    }
    expect(verdicts).toEqual(["pass", "pass", "pass", 400]);
  });

  it("a form older than two hours is refused by every server", async () => {
    const a = await openLeadGuard(handle.db, settings());
    const b = await openLeadGuard(handle.db, settings());
    const form = { form_token: a.newForm("old-site", T).form_token };
    const late = { now: T + FORM_TOKEN_MAX_AGE_MS + 1 };
    expect(await statusOf(b.check(from("5.5.5.5"), "old-site", form, late))).toBe(400);
    expect(await statusOf(a.check(from("5.5.5.5"), "old-site", form, late))).toBe(400);
  });
});
