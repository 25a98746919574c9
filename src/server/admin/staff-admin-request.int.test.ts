import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseEnv } from "@/env";
import { readEml } from "../../../test/eml";
import type { DatabaseHandle } from "../db/client";
import { auditLog, staffUsers } from "../db/schema";
import { openTestDatabase } from "../db/test-database";
import { importBundle } from "../import/import-bundle";
import type { Mailer } from "../leads/delivery/mailer";
import { readStaffLink } from "../staff/staff-links";
import { staffInviteEndpoint, staffListEndpoint } from "./staff-admin-request";

/**
 * Issue 31 §2 over the admin API: `POST /admin/api/staff` makes an account behind the admin token,
 * answers with its one-time link and e-mails the invitation (the spool, without SMTP); a mistake is
 * one issue per field, an unknown site 404, an e-mail in use 409. `GET` lists the accounts, no secrets.
 */
const TOKEN = "staff-admin-token-of-enough-length-0123";
const dataDir = mkdtempSync(path.join(tmpdir(), "forecourt-staff-admin-"));
const settings = parseEnv({ DATA_DIR: dataDir, ADMIN_TOKEN: TOKEN, CONSOLE_HOST: "console.harbour.example" });
let handle: DatabaseHandle;
const logged: string[] = [];
const deps = () => ({ settings, database: async () => handle.db, log: (line: string) => logged.push(line) });

beforeAll(async () => {
  handle = await openTestDatabase();
  const report = await importBundle(handle.db, {
    dealerships: [
      { slug: "harbour-parramatta", name: "Harbour Parramatta" },
      { slug: "harbour-penrith", name: "Harbour Penrith" },
    ],
    site: { slug: "harbour", name: "Harbour Motors", dealerships: ["harbour-parramatta", "harbour-penrith"] },
  });
  expect(report.issues).toEqual([]);
});

afterAll(async () => {
  await handle?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const invite = (body: unknown, authorization = `Bearer ${TOKEN}`, mailer?: () => Mailer) =>
  staffInviteEndpoint({ ...deps(), ...(mailer ? { mailer } : {}) })(
    new Request("http://127.0.0.1/admin/api/staff", {
      method: "POST",
      headers: { authorization, "content-type": "application/json", "x-forwarded-for": "203.0.113.9" },
      body: JSON.stringify(body),
    }),
  );
const list = (query = "", authorization = `Bearer ${TOKEN}`) =>
  staffListEndpoint(deps())(
    new Request(`http://127.0.0.1/admin/api/staff${query}`, { headers: { authorization } }),
  );
const keysOf = async (response: Response) =>
  ((await response.json()).issues as { key: string }[]).map((i) => i.key).sort();

describe("POST /admin/api/staff (issue 31 §2)", () => {
  it("refuses a missing or wrong admin token with 401, making nothing", async () => {
    for (const authorization of ["", "Bearer nope"]) {
      const response = await invite({ email: "x@harbour.example", role: "operator" }, authorization);
      expect(response.status).toBe(401);
    }
    expect((await list("", "Bearer nope")).status).toBe(401);
    expect(await handle.db.select().from(staffUsers)).toEqual([]);
  });

  it("answers 400 with an issue per field: a bad e-mail, an unknown role, a missing site, a missing dealership", async () => {
    const badEmail = await invite({ email: "not-an-email", role: "group-admin", site: "harbour" });
    expect(badEmail.status).toBe(400);
    const body = await badEmail.json();
    expect(body.error).toBe("Invalid request body");
    expect(body.issues).toEqual([
      { key: "email", message: "email: Enter an e-mail address such as jo@dealer.com.au." },
    ]);
    expect(await keysOf(await invite({ email: "a@harbour.example", role: "boss", site: "harbour" }))).toEqual(
      ["role"],
    );
    expect(await keysOf(await invite({ email: "a@harbour.example", role: "group-admin" }))).toEqual(["site"]);
    expect(
      await keysOf(await invite({ email: "a@harbour.example", role: "manager", site: "harbour" })),
    ).toEqual(["dealerships"]);
    const notOurs = await invite({
      email: "a@harbour.example",
      role: "sales",
      site: "harbour",
      dealerships: ["someone-else"],
    });
    expect(notOurs.status).toBe(400);
    expect((await notOurs.json()).issues).toEqual([
      { key: "dealerships", message: "dealerships: Not a dealership of harbour: someone-else." },
    ]);
    expect(await handle.db.select().from(staffUsers)).toEqual([]);
  });

  it("answers 404 for an unknown site", async () => {
    const response = await invite({ email: "a@harbour.example", role: "group-admin", site: "nowhere" });
    expect(response.status).toBe(404);
    expect((await response.json()).error).toBe('There is no site "nowhere".');
  });

  it("answers 201 with a link that works, e-mails the invitation to the spool, and logs the admin token as the actor", async () => {
    const response = await invite({
      email: " Jo@Harbour.Example ",
      name: "Jo Citizen",
      role: "manager",
      site: "harbour",
      dealerships: ["harbour-penrith"],
    });
    expect(response.status).toBe(201);
    const view = await response.json();
    expect(view).toMatchObject({
      email: "jo@harbour.example",
      role: "manager",
      site: "harbour",
      mail: "spooled",
    });
    expect(view.mail_error).toBeUndefined();
    expect(view.link).toMatch(/^https:\/\/console\.harbour\.example\/set-password\?token=[\w-]{43}$/);
    const token = new URL(view.link).searchParams.get("token")!;
    const hours = (Date.parse(view.expires_at) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
    expect(await readStaffLink(handle.db, token)).toEqual({
      ok: true,
      staffId: view.staff_id,
      kind: "invite",
      email: "jo@harbour.example",
      name: "Jo Citizen",
    });

    const spooled = readdirSync(path.join(dataDir, "mail"));
    expect(spooled).toHaveLength(1);
    const eml = readEml(readFileSync(path.join(dataDir, "mail", spooled[0]!), "utf8"));
    expect(eml.headers.get("to")).toBe("jo@harbour.example");
    expect(eml.text.split("\n")).toContain(view.link);
    expect(eml.text).toContain("as a manager at Harbour Motors (dealership: Harbour Penrith)");

    const [entry] = await handle.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(view.staff_id)));
    expect(entry).toMatchObject({ actor: "Admin token", address: "203.0.113.9", action: "staff.invite" });
    expect(logged.at(-1)).toBe(
      `[admin] staff account ${view.staff_id} invited as manager of site "harbour"; invitation e-mail spooled`,
    );
  });

  it("answers 409 for an e-mail already in use, whatever its case", async () => {
    const response = await invite({ email: "JO@harbour.example", role: "group-admin", site: "harbour" });
    expect(response.status).toBe(409);
    const body = await response.json();
    expect(body.error).toBe("Someone already has an account with this e-mail.");
    expect(body.issues.map((i: { key: string }) => i.key)).toEqual(["email"]);
  });

  it("keeps the account and still answers with the link when the e-mail cannot be sent", async () => {
    const broken: Mailer = {
      describe: "broken",
      send: async () => ({
        ok: false,
        retryable: true,
        reason: "could not connect to smtp.example: connection refused",
      }),
      close: async () => undefined,
    };
    const response = await invite(
      { email: "op@forecourt.example", role: "operator" },
      undefined,
      () => broken,
    );
    expect(response.status).toBe(201);
    const view = await response.json();
    expect(view).toMatchObject({
      role: "operator",
      site: null,
      mail: "not-sent",
      mail_error: "could not connect to smtp.example: connection refused",
    });
    const token = new URL(view.link).searchParams.get("token")!;
    expect((await readStaffLink(handle.db, token)).ok).toBe(true);
  });
});

describe("GET /admin/api/staff (issue 31 §2)", () => {
  it("lists every account, operators first, with no secret in the answer", async () => {
    const response = await list();
    expect(response.status).toBe(200);
    const text = await response.text();
    const { staff } = JSON.parse(text);
    expect(staff).toEqual([
      expect.objectContaining({
        email: "op@forecourt.example",
        role: "operator",
        site: null,
        dealerships: [],
      }),
      expect.objectContaining({
        email: "jo@harbour.example",
        name: "Jo Citizen",
        role: "manager",
        site: "harbour",
        dealerships: ["harbour-penrith"],
        password_set: false,
        two_factor: false,
        disabled: false,
      }),
    ]);
    expect(Object.keys(staff[1]).sort()).toEqual(
      [
        "created_at",
        "dealerships",
        "disabled",
        "email",
        "id",
        "name",
        "password_set",
        "role",
        "sees_all_dealership_leads",
        "site",
        "two_factor",
      ].sort(),
    );
    expect(text).not.toMatch(/token|hash|secret|password"/i);
  });

  it("?site= lists one site's accounts; an unknown site is 404, a bad slug 400", async () => {
    const { staff } = await (await list("?site=harbour")).json();
    expect(staff.map((s: { email: string }) => s.email)).toEqual(["jo@harbour.example"]);
    expect((await list("?site=nowhere")).status).toBe(404);
    expect((await list("?site=Not%20A%20Slug")).status).toBe(400);
  });
});
