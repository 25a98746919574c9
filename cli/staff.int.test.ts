// backend-independent: the CLI on an embedded PGlite data directory, whatever DATABASE_URL says.
// CI's PostgreSQL run leaves this file out: there it would repeat the PGlite run (decision 0058).
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseEnv } from "@/env";
import { adminToken } from "@/server/admin/admin-token";
import { writeServerAddress } from "@/server/admin/server-address";
import { staffInviteEndpoint, staffListEndpoint } from "@/server/admin/staff-admin-request";
import { type DatabaseHandle, openDatabase } from "@/server/db/client";
import { prepareDatabase } from "@/server/db/migrate";
import { auditLog } from "@/server/db/schema";
import { importBundle } from "@/server/import/import-bundle";
import { readStaffLink } from "@/server/staff/staff-links";
import { readEml } from "../test/eml";
import { serveHandler } from "../test/serve-handler";
import { runCli } from "./forecourt";

/**
 * Issue 31 §2: "`forecourt staff add --email E --role R [--site S] [--dealership D …]` creates an
 * account and prints a one-time sign-in link (valid 24 hours) for setting the password; like `import`,
 * it goes through the running server when one holds the data directory." Both ways, on embedded PGlite.
 */
const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "forecourt-staff-cli-"));
  dirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

async function run(args: string[], env: Record<string, string | undefined> = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(
    args,
    { out: (l) => out.push(l), err: (l) => err.push(l) },
    { CONSOLE_HOST: "console.localhost", PORT: "3000", ...env, DATABASE_URL: undefined },
  );
  return { code, out: out.join("\n"), err: err.join("\n") };
}

const bundle = {
  site: { slug: "staff-site", name: "Staff Motors", dealerships: ["staff-north", "staff-south"] },
  dealerships: [
    { slug: "staff-north", name: "Staff North" },
    { slug: "staff-south", name: "Staff South" },
  ],
};

/** The link the command printed on a line of its own. */
const linkIn = (out: string) =>
  /^ {2}(http:\/\/console\.localhost:3000\/set-password\?token=[\w-]+)$/m.exec(out)?.[1];
const tokenOf = (link: string) => new URL(link).searchParams.get("token")!;

describe("forecourt staff, straight to the database (no server holds the data directory)", () => {
  const dataDir = tempDir();
  let link = "";

  beforeAll(async () => {
    const file = path.join(dataDir, "..", `${path.basename(dataDir)}-bundle.json`);
    writeFileSync(file, JSON.stringify(bundle));
    expect((await run(["import", file, "--data-dir", dataDir])).code).toBe(0);
  });

  it("staff add: makes the account, prints its 24-hour link and spools the invitation e-mail", async () => {
    const result = await run([
      "staff",
      "add",
      "--email",
      "Sam@Staff.Example",
      "--role",
      "manager",
      "--site",
      "staff-site",
      "--dealership",
      "staff-north",
      "--dealership",
      "staff-south",
      "--name",
      "Sam Citizen",
      "--data-dir",
      dataDir,
    ]);
    expect(result.err).toBe("");
    expect(result.code).toBe(0);
    expect(result.out).toMatch(
      /^Invited sam@staff\.example as Manager of site staff-site \(staff id \d+\)\./,
    );
    expect(result.out).toMatch(/it works once, for 24 hours, until \d{4}-\d\d-\d\d \d\d:\d\d AE[DS]T\./);
    expect(result.out).toContain("written to the mail spool (DATA_DIR/mail; SMTP_URL is not set)");
    link = linkIn(result.out) ?? "";
    expect(link).not.toBe("");

    const spooled = readdirSync(path.join(dataDir, "mail"));
    expect(spooled).toHaveLength(1);
    const eml = readEml(readFileSync(path.join(dataDir, "mail", spooled[0]!), "utf8"));
    expect(eml.headers.get("subject")).toBe("You're invited to the Forecourt console");
    expect(eml.text.split("\n")).toContain(link);
    expect(eml.text).toContain("as a manager at Staff Motors (dealerships: Staff North, Staff South)");
  });

  it("the link is good, and the audit log says the command line made the account", async () => {
    const handle = await openDatabase({ kind: "pglite", dataDir, role: "test" });
    try {
      expect(await readStaffLink(handle.db, tokenOf(link))).toMatchObject({
        ok: true,
        kind: "invite",
        email: "sam@staff.example",
      });
      const entries = await handle.db.select().from(auditLog);
      expect(entries.map((e) => [e.actor, e.action])).toEqual([["Command line", "staff.invite"]]);
    } finally {
      await handle.close();
    }
  });

  it("an e-mail already in use, or an unknown site, is refused with exit 1", async () => {
    const taken = await run([
      "staff",
      "add",
      "--email",
      "sam@staff.example",
      "--role",
      "operator",
      "--data-dir",
      dataDir,
    ]);
    expect(taken.code).toBe(1);
    expect(taken.err).toBe("Cannot invite: --email: Someone already has an account with this e-mail.");
    const nowhere = await run([
      "staff",
      "add",
      "--email",
      "x@staff.example",
      "--role",
      "marketing",
      "--site",
      "nowhere",
      "--data-dir",
      dataDir,
    ]);
    expect(nowhere.code).toBe(1);
    expect(nowhere.err).toBe('Cannot invite: --site: There is no site "nowhere".');
  });

  it("staff list: the accounts with role, site, dealerships and status; --json for scripts", async () => {
    const table = await run(["staff", "list", "--data-dir", dataDir]);
    expect(table.code).toBe(0);
    const lines = table.out.split("\n");
    expect(lines[0]).toMatch(/^ID\s+E-mail\s+Name\s+Role\s+Site\s+Dealerships\s+Status\s+2FA\s+Created$/);
    expect(lines[1]).toMatch(
      /^\d+\s+sam@staff\.example\s+Sam Citizen\s+Manager\s+staff-site\s+staff-north, staff-south\s+invited\s+off\s+\d{4}-/,
    );
    const json = await run(["staff", "list", "--site", "staff-site", "--json", "--data-dir", dataDir]);
    expect(JSON.parse(json.out)).toEqual([
      expect.objectContaining({ email: "sam@staff.example", dealerships: ["staff-north", "staff-south"] }),
    ]);
    const unknown = await run(["staff", "list", "--site", "nowhere", "--data-dir", dataDir]);
    expect(unknown.code).toBe(2);
    expect(unknown.err).toContain('No site "nowhere".');
  });
});

describe("forecourt staff checks its flags before it opens a database", () => {
  it("checks the flags before opening the database, naming each flag that is wrong", async () => {
    const untouched = path.join(tempDir(), "never-created");
    const cases: [string[], string][] = [
      [["staff", "add", "--role", "operator"], "staff add needs --email <e-mail> and --role <role>."],
      [["staff", "add", "--email", "nope", "--role", "operator"], "--email: Enter an e-mail address"],
      [
        ["staff", "add", "--email", "a@b.example", "--role", "boss"],
        "--role: Choose a role: operator, group-admin",
      ],
      [
        ["staff", "add", "--email", "a@b.example", "--role", "operator", "--site", "staff-site"],
        "--site: An operator has every site: leave the site out.",
      ],
      [
        ["staff", "add", "--email", "a@b.example", "--role", "sales", "--site", "staff-site"],
        "--dealership: Choose at least one dealership.",
      ],
      [
        [
          "staff",
          "add",
          "--email",
          "a@b.example",
          "--role",
          "manager",
          "--site",
          "s",
          "--dealership",
          "d",
          "--sees-all-leads",
        ],
        "--sees-all-leads: Only a sales role is limited to its own leads.",
      ],
      [["staff", "remove"], 'Unknown staff subcommand "remove"'],
      [["staff"], "staff needs a subcommand: add or list."],
      [["staff", "list", "extra"], 'staff list takes no other arguments (got "extra")'],
    ];
    for (const [args, message] of cases) {
      const result = await run([...args, "--data-dir", untouched]);
      expect(result.code, args.join(" ")).toBe(2);
      expect(result.err).toContain(message);
    }
    expect(existsSync(untouched)).toBe(false);
  });
});

describe("forecourt staff while a server holds the data directory (through the admin API)", () => {
  const dataDir = tempDir();
  const settings = parseEnv({ DATA_DIR: dataDir, CONSOLE_HOST: "console.localhost", PORT: "3000" });
  let handle: DatabaseHandle;
  let server: { url: string; close: () => Promise<void> };

  beforeAll(async () => {
    handle = await openDatabase({ kind: "pglite", dataDir, role: "server" });
    await prepareDatabase(handle);
    expect((await importBundle(handle.db, bundle)).issues).toEqual([]);
    adminToken(settings);
    const deps = { settings, database: async () => handle.db, log: () => undefined };
    const inviteStaff = staffInviteEndpoint(deps);
    const listStaff = staffListEndpoint(deps);
    server = await serveHandler((request) =>
      request.method === "POST" ? inviteStaff(request) : listStaff(request),
    );
    writeServerAddress(dataDir, { pid: process.pid, url: server.url });
  });

  afterAll(async () => {
    await server?.close();
    await handle?.close();
  });

  it("staff add goes to the server, which makes the account and spools the e-mail; the log names the admin token", async () => {
    const result = await run([
      "staff",
      "add",
      "--email",
      "lee@staff.example",
      "--role",
      "sales",
      "--site",
      "staff-site",
      "--dealership",
      "staff-south",
      "--sees-all-leads",
      "--data-dir",
      dataDir,
    ]);
    expect(result.err).toBe("");
    expect(result.code).toBe(0);
    expect(result.out).toMatch(/^Invited lee@staff\.example as Sales of site staff-site/);
    expect(result.out).toContain("written to the server's mail spool");
    const link = linkIn(result.out)!;
    expect(await readStaffLink(handle.db, tokenOf(link))).toMatchObject({
      ok: true,
      email: "lee@staff.example",
    });
    expect(readdirSync(path.join(dataDir, "mail"))).toHaveLength(1);
    const entries = await handle.db.select().from(auditLog);
    expect(entries.map((e) => [e.actor, e.action])).toEqual([["Admin token", "staff.invite"]]);
  });

  it("the server's refusals are printed with each field's reason", async () => {
    const taken = await run([
      "staff",
      "add",
      "--email",
      "lee@staff.example",
      "--role",
      "operator",
      "--data-dir",
      dataDir,
    ]);
    expect(taken.code).toBe(1);
    expect(taken.err).toBe(
      "The server refused (409): Someone already has an account with this e-mail.\n  email: Someone already has an account with this e-mail.",
    );
    const notOurs = await run([
      "staff",
      "add",
      "--email",
      "kim@staff.example",
      "--role",
      "manager",
      "--site",
      "staff-site",
      "--dealership",
      "elsewhere",
      "--data-dir",
      dataDir,
    ]);
    expect(notOurs.code).toBe(2);
    expect(notOurs.err).toContain("dealerships: Not a dealership of staff-site: elsewhere.");
    const wrongToken = await run(["staff", "list", "--token", "wrong-token", "--data-dir", dataDir]);
    expect(wrongToken.code).toBe(2);
    expect(wrongToken.err).toMatch(/The server refused \(401\): Missing or wrong admin token/);
  });

  it("staff list goes to the server too", async () => {
    const result = await run(["staff", "list", "--site", "staff-site", "--json", "--data-dir", dataDir]);
    expect(result.code).toBe(0);
    expect(JSON.parse(result.out)).toEqual([
      expect.objectContaining({
        email: "lee@staff.example",
        role: "sales",
        dealerships: ["staff-south"],
        sees_all_dealership_leads: true,
      }),
    ]);
  });
});
