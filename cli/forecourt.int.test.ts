import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "@/server/db/client";
import { lockPathFor } from "@/server/db/data-dir-lock";
import { claimDueDeliveries, recordDeliveryOutcome } from "@/server/leads/delivery/outbox";
import { createLead, type NewLead } from "@/server/leads/intake/create-lead";
import { readSite } from "@/server/tenancy/sites";
import { leadCustomer, leadSnapshot, newLead } from "../test/lead-records";
import { runCli } from "./forecourt";

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "forecourt-cli-"));
  dirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

async function run(args: string[], env: Record<string, string | undefined> = {}) {
  const out: string[] = [];
  const err: string[] = [];
  // These tests are about the embedded default, so PGlite even when the suite runs against PostgreSQL.
  const code = await runCli(
    args,
    { out: (l) => out.push(l), err: (l) => err.push(l) },
    { ...env, DATABASE_URL: undefined },
  );
  return { code, out: out.join("\n"), err: err.join("\n") };
}

const bundle = {
  site: { slug: "cli-site", name: "CLI Motors", domains: ["climotors.com.au"], dealerships: ["cli-dealer"] },
  dealerships: [{ slug: "cli-dealer", name: "CLI Dealer" }],
  cars: [
    {
      dealership_slug: "cli-dealer",
      stocknum: "C1",
      make: "Kia",
      model: "Sportage",
      year: 2023,
      car_type: "used",
      price: 32990,
    },
    {
      dealership_slug: "cli-dealer",
      stocknum: "C2",
      make: "Kia",
      model: "Seltos",
      year: 2023,
      car_type: "truck",
      price: -1,
    },
    {
      dealership_slug: "cli-dealer",
      stocknum: "C1",
      make: "Kia",
      model: "Cerato",
      year: 2022,
      car_type: "used",
    },
  ],
};

describe("forecourt CLI (issue 2 §6)", () => {
  const dataDir = tempDir();
  const file = path.join(dataDir, "..", `${path.basename(dataDir)}-bundle.json`);
  writeFileSync(file, JSON.stringify(bundle));

  it("import: imports the good records, names each bad one, exits 1", async () => {
    const result = await run(["import", file, "--data-dir", dataDir]);
    expect(result.code).toBe(1);
    // The refused car counts as failed; the repeated stocknum keeps the later row, with a warning.
    expect(result.out).toContain("cars         1 new, 0 updated, 1 failed");
    expect(result.err).toContain("cars[1] (stocknum C2) car_type: must be one of new, demo, used");
    expect(result.err).toContain("1 warning(s), imported anyway:");
    expect(result.err).toMatch(/cars\[0\] \(stocknum C1\) stocknum: repeated by cars\[2\]/);
  });

  it("sites: lists the imported site with its hosts", async () => {
    const result = await run(["sites", "--data-dir", dataDir]);
    expect(result.code).toBe(0);
    expect(result.out).toMatch(
      /cli-site\s+CLI Motors\s+template=default\s+cli-site\.localhost, climotors\.com\.au/,
    );
  });

  it("refuses a data directory another live process holds, naming it, and touches nothing", async () => {
    const holder = spawn(process.execPath, ["-e", "setTimeout(() => {}, 30000)"]);
    try {
      writeFileSync(
        lockPathFor(dataDir),
        JSON.stringify({ pid: holder.pid, role: "server", startedAt: "2026-11-22T00:00:00.000Z" }),
      );
      const result = await run(["import", file, "--data-dir", dataDir]);
      expect(result.code).toBe(2);
      expect(result.err).toContain(`in use by a Forecourt server (pid ${holder.pid}`);
    } finally {
      holder.kill();
    }
  });

  it("takes over a lock left by a process that died", async () => {
    writeFileSync(
      lockPathFor(dataDir),
      JSON.stringify({ pid: 2 ** 22 + 12345, role: "server", startedAt: "x" }),
    );
    const result = await run(["sites", "--data-dir", dataDir]);
    expect(result.code).toBe(0);
  });

  it("reports an unreadable bundle file and an unknown command with exit 2", async () => {
    expect((await run(["import", path.join(dataDir, "missing.json"), "--data-dir", dataDir])).code).toBe(2);
    const unknown = await run(["frobnicate"]);
    expect(unknown.code).toBe(2);
    expect(unknown.err).toContain('Unknown command "frobnicate"');
  });

  it("seed-demo --cars rejects a bad count without opening the database", async () => {
    const result = await run(["seed-demo", "--cars=-5", "--data-dir", dataDir]);
    expect(result.code).toBe(2);
    expect(result.err).toContain("--cars must be a whole number");
  });
});

function leadFor(siteId: number, firstName: string, routes: NewLead["routes"]): NewLead {
  return newLead(siteId, {
    category: "Test Drive",
    fields: { name: firstName },
    delivery: leadSnapshot({
      site: { slug: "leads-site", name: "Leads Motors", url: "http://leads-site.localhost" },
      dealership: null,
      location: null,
      category: "Test Drive",
      customer: leadCustomer({
        firstName,
        email: "jane@example.com",
        postcode: "2000",
        preferredContactMethod: "Email",
      }),
      // An escape sequence in shopper input must not reach the operator's terminal as one.
      message: "Can I drive it Saturday?\nMorning is best.\u001b[2J",
      vehicle: {
        id: 1,
        year: 2023,
        make: "Kia",
        model: "Sportage",
        badge: null,
        vin: null,
        stocknum: "L1",
        carType: "used",
        price: 32990,
        url: "http://leads-site.localhost/cars/l1",
      },
      sourceUrl: null,
    }),
    routes,
  });
}

describe("forecourt leads (issue 5 item 6: dealers see their leads without a CRM)", () => {
  const dataDir = tempDir();
  let deadLeadId = "";
  let deliveredLeadId = "";
  let otherLeadId = "";

  beforeAll(async () => {
    for (const slug of ["leads-site", "leads-other"]) {
      const file = path.join(dataDir, `${slug}.json`);
      writeFileSync(file, JSON.stringify({ site: { slug, name: `${slug} name` }, cars: [] }));
      expect((await run(["import", file, "--data-dir", dataDir])).code).toBe(0);
    }
    // Leads arrive through the web server; here they are stored directly, then the data dir is released.
    const handle = await openDatabase({ kind: "pglite", dataDir, role: "test" });
    try {
      const site = (await readSite(handle.db, "leads-site"))!;
      const other = (await readSite(handle.db, "leads-other"))!;
      const t0 = new Date("2026-11-23T01:00:00Z");
      const t1 = new Date("2026-11-23T02:00:00Z");
      const created = await createLead(
        handle.db,
        leadFor(site.id, "Jane", [
          { channel: "email", target: "sales@leads.example" },
          { channel: "webhook", target: "https://crm.leads.example/hook" },
        ]),
        t0,
      );
      deadLeadId = created.kind === "created" ? created.id : "";
      for (const job of await claimDueDeliveries(handle.db, t0)) {
        await recordDeliveryOutcome(
          handle.db,
          job,
          job.channel === "email"
            ? { ok: true }
            : { ok: false, retryable: false, reason: "HTTP 410 from crm" },
          t0,
        );
      }
      const delivered = await createLead(
        handle.db,
        leadFor(site.id, "Sam", [{ channel: "email", target: "sales@leads.example" }]),
        t1,
      );
      deliveredLeadId = delivered.kind === "created" ? delivered.id : "";
      for (const job of await claimDueDeliveries(handle.db, t1)) {
        await recordDeliveryOutcome(handle.db, job, { ok: true }, t1);
      }
      const foreign = await createLead(handle.db, leadFor(other.id, "Olga", []), t1);
      otherLeadId = foreign.kind === "created" ? foreign.id : "";
    } finally {
      await handle.close();
    }
  }, 120_000);

  it("leads list: the site's leads newest first, with received time, customer, car and delivery status", async () => {
    const result = await run(["leads", "list", "--site", "leads-site", "--data-dir", dataDir]);
    expect(result.code).toBe(0);
    const lines = result.out.split("\n");
    expect(lines[0]).toMatch(/^RECEIVED\s+ID\s+CATEGORY\s+CUSTOMER\s+CAR\s+DELIVERY$/);
    // Received times are on the dealer e-mail's clock (Sydney): 02:00 UTC is 13:00 AEDT.
    expect(lines[1]).toMatch(
      new RegExp(
        `^2026-11-23 13:00 AEDT\\s+${deliveredLeadId}\\s+Test Drive\\s+Sam Citizen\\s+2023 Kia Sportage \\(L1\\)\\s+delivered$`,
      ),
    );
    expect(lines[2]).toMatch(
      new RegExp(`^2026-11-23 12:00 AEDT\\s+${deadLeadId}\\s.*Jane Citizen.*\\sdead 1/2$`),
    );
    expect(result.out).not.toContain(otherLeadId);
    expect(result.out).toContain("forecourt leads retry --site leads-site");
  });

  it("leads list --json prints machine-readable leads; --limit keeps the newest", async () => {
    const result = await run([
      "leads",
      "list",
      "--site",
      "leads-site",
      "--json",
      "--limit",
      "1",
      "--data-dir",
      dataDir,
    ]);
    expect(result.code).toBe(0);
    const parsed = JSON.parse(result.out) as { id: string; createdAt: string; deliveryStatus: unknown }[];
    expect(parsed).toHaveLength(1);
    expect(parsed[0]).toMatchObject({
      id: deliveredLeadId,
      createdAt: "2026-11-23T02:00:00.000Z",
      customer: { name: "Sam Citizen" },
      deliveryStatus: { total: 1, delivered: 1, pending: 0, dead: 0, worst: "delivered" },
    });
  });

  it("leads show: the lead's details and each delivery with its status and last error", async () => {
    const result = await run(["leads", "show", deadLeadId, "--data-dir", dataDir]);
    expect(result.code).toBe(0);
    expect(result.out).toContain(`Lead ${deadLeadId}`);
    expect(result.out).toMatch(/Site\s+leads-site \(leads-site name\)/);
    expect(result.out).toMatch(/Name\s+Jane Citizen/);
    expect(result.out).toContain("    Can I drive it Saturday?\n    Morning is best.\uFFFD[2J");
    expect(result.out).not.toContain("\u001b");
    expect(result.out).toContain("Deliveries: 1 delivered, 1 dead");
    expect(result.out).toMatch(
      /email\s+sales@leads\.example\s+delivered\s+1\s+delivered 2026-11-23 12:00 AEDT/,
    );
    expect(result.out).toMatch(
      /webhook\s+https:\/\/crm\.leads\.example\/hook\s+dead\s+1\s+HTTP 410 from crm/,
    );
    expect(result.out).toContain(`forecourt leads retry --site leads-site ${deadLeadId}`);

    const json = await run(["leads", "show", deadLeadId, "--json", "--data-dir", dataDir]);
    expect(JSON.parse(json.out)).toMatchObject({
      id: deadLeadId,
      snapshot: { customer: { firstName: "Jane" } },
      deliveries: [{ status: "delivered" }, { status: "dead", lastError: "HTTP 410 from crm" }],
    });
  });

  it("leads retry: revives the dead deliveries and says how many; a second retry finds none", async () => {
    const wrongSite = await run([
      "leads",
      "retry",
      "--site",
      "leads-other",
      deadLeadId,
      "--data-dir",
      dataDir,
    ]);
    expect(wrongSite.code).toBe(2);
    expect(wrongSite.err).toContain(`Lead ${deadLeadId} belongs to site leads-site, not leads-other.`);

    const result = await run(["leads", "retry", "--site", "leads-site", "--data-dir", dataDir]);
    expect(result.code).toBe(0);
    expect(result.out).toContain("1 dead delivery for site leads-site due again");
    expect(result.out).toContain("outbox worker sends it on its next pass");
    const shown = JSON.parse((await run(["leads", "show", deadLeadId, "--json", "--data-dir", dataDir])).out);
    expect(shown.deliveries[1]).toMatchObject({ status: "pending", attempts: 0 });

    const again = await run(["leads", "retry", "--site", "leads-site", deadLeadId, "--data-dir", dataDir]);
    expect(again.code).toBe(0);
    expect(again.out).toBe(`No dead deliveries to retry for lead ${deadLeadId}.`);
  });

  it("an unknown site or lead is a clear message and exit 2", async () => {
    for (const args of [
      ["leads", "list", "--site", "nope"],
      ["leads", "retry", "--site", "nope"],
    ]) {
      const result = await run([...args, "--data-dir", dataDir]);
      expect(result.code).toBe(2);
      expect(result.err).toBe('No site "nope". `forecourt sites` lists the sites.');
    }
    const missing = await run([
      "leads",
      "show",
      "00000000-0000-4000-8000-000000000000",
      "--data-dir",
      dataDir,
    ]);
    expect(missing.code).toBe(2);
    expect(missing.err).toContain("No lead 00000000-0000-4000-8000-000000000000.");
  });

  it("validates arguments before opening the database: a lead id must be a UUID, --limit a sane count", async () => {
    // A data dir that does not exist: had any of these opened the database, it would have been created.
    const untouched = path.join(dataDir, "never-created");
    const cases: [string[], string][] = [
      [["leads", "show", "42"], '"42" is not a lead id: lead ids are UUIDs'],
      [["leads", "retry", "--site", "leads-site", "42"], '"42" is not a lead id'],
      [
        ["leads", "list", "--site", "leads-site", "--limit", "0"],
        "--limit must be a whole number from 1 to 1000",
      ],
      [["leads", "list", "--site", "leads-site", "--since", "yesterday"], "--since must be a date"],
      [["leads", "list"], "leads list needs --site <slug>."],
      [["leads", "frobnicate"], 'Unknown leads subcommand "frobnicate"'],
      [["leads"], "leads needs a subcommand"],
    ];
    for (const [args, message] of cases) {
      const result = await run([...args, "--data-dir", untouched]);
      expect(result.code, args.join(" ")).toBe(2);
      expect(result.err).toContain(message);
    }
    expect(existsSync(untouched)).toBe(false);
  });

  it("leads list refuses a data directory a running server holds, saying so", async () => {
    const holder = spawn(process.execPath, ["-e", "setTimeout(() => {}, 30000)"]);
    try {
      writeFileSync(
        lockPathFor(dataDir),
        JSON.stringify({ pid: holder.pid, role: "server", startedAt: "2026-11-23T00:00:00.000Z" }),
      );
      const result = await run(["leads", "list", "--site", "leads-site", "--data-dir", dataDir]);
      expect(result.code).toBe(2);
      expect(result.err).toContain(`in use by a Forecourt server (pid ${holder.pid}`);
    } finally {
      holder.kill();
    }
  });
});
