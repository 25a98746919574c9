// backend-independent: the CLI on an embedded PGlite data directory, whatever DATABASE_URL says.
// CI's PostgreSQL run leaves this file out: there it would repeat the PGlite run (decision 0058).
import { spawn } from "node:child_process";
import { existsSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lockPathFor } from "@/server/db/data-dir-lock";
import { removeTempDirs, run, tempDir } from "./cli-test-setup";
import { seedLeads } from "./leads-command-test-setup";

/**
 * `forecourt leads` (issue 5 item 6: dealers see their leads without a CRM), all on one seeded data
 * directory, in order: the retry tests revive the dead delivery the list and show tests report.
 */
const dataDir = tempDir();
let deadLeadId = "";
let deliveredLeadId = "";
let otherLeadId = "";

beforeAll(async () => {
  ({ deadLeadId, deliveredLeadId, otherLeadId } = await seedLeads(dataDir));
});

afterAll(removeTempDirs);

describe("forecourt leads (issue 5 item 6: dealers see their leads without a CRM): list and show", () => {
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
});

describe("forecourt leads (issue 5 item 6: dealers see their leads without a CRM): retry, and what is refused", () => {
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
