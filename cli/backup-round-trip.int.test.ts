// backend-independent: the built app on an embedded PGlite data directory, whatever DATABASE_URL says.
// CI's PostgreSQL run leaves this file out: there it would repeat the PGlite run (decision 0058).
import { existsSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, queryRows } from "@/server/db/client";
import {
  type AppServer,
  appServerTail,
  freePort,
  requestApp,
  startAppServer,
  stopAppServer,
  waitHealthy,
} from "../test/app-process";
import { QUICK_ENQUIRY } from "../test/lead-records";
import { hangGuard } from "../test/limits";
import { siteRequest } from "../test/site-request";
import { removeTempDirs, run, tempDir } from "./cli-test-setup";

/**
 * Issue 36 item 5, done when: "a backup-while-serving and restore round trip passes in CI" (decision
 * 0065). The built app (`npm start`'s scripts/start.mjs) on embedded PGlite takes shoppers' enquiries
 * while `forecourt backup` copies its database through the admin API; `forecourt restore` refuses the
 * directory while that server runs, then puts the copy into a fresh directory; a second server starts
 * on it and serves the site, its cars and every enquiry acknowledged before the backup began, and no
 * enquiry in the copy is missing its deliveries (each is written with them in one transaction).
 *
 * Needs a production build (.next/BUILD_ID, which `npm test` makes before the integration tests);
 * skipped, with the reason in its name, otherwise.
 */
const ROOT = path.resolve(import.meta.dirname, "..");
const built = existsSync(path.join(ROOT, ".next", "BUILD_ID"));
const TOKEN = "round-trip-admin-token-0123456789";
const SITE = "metro-motor-group";
/** The minimum fill time a form must be held (decision 0010), with a margin. */
const FILL_MS = 3_200;

const serverEnv = {
  ADMIN_TOKEN: TOKEN,
  DEMO_CARS: "40",
  LEAD_RATE_PER_IP: "10000",
  LEAD_RATE_PER_SITE: "10000",
};

let a: AppServer | undefined;
let b: AppServer | undefined;

type Form = { form_token: string; idempotency_key: string };
type Posted = { message: string; status: number; sentAt: number; answeredAt: number };

async function forms(server: AppServer, count: number): Promise<Form[]> {
  const all: Form[] = [];
  for (let i = 0; i < count; i++) {
    const reply = await requestApp(server, { site: SITE, path: "/api/leads/form" });
    expect(reply.status, reply.body).toBe(200);
    all.push(JSON.parse(reply.body) as Form);
  }
  return all;
}

/** An enquiry on its own form (a form sends at most three), timed. */
async function enquire(server: AppServer, form: Form, message: string): Promise<Posted> {
  const sentAt = Date.now();
  const reply = await requestApp(server, {
    site: SITE,
    method: "POST",
    path: "/api/leads",
    body: { ...QUICK_ENQUIRY, message, path: "/", ...form },
  });
  return { message, status: reply.status, sentAt, answeredAt: Date.now() };
}

const skipReason = built ? "" : "there is no production build (npm run build)";
if (skipReason) console.info(`[backup-round-trip] skipped: ${skipReason}`);

describe.skipIf(!built)(
  `a backup of the serving app, restored and served again (needs a production build${skipReason ? `; skipped: ${skipReason}` : ""})`,
  () => {
    const before: Posted[] = [];
    const during: Posted[] = [];
    const backup = path.join(tempDir(), "forecourt.tar.gz");
    const restoredDir = tempDir();
    let window = { started: 0, ended: 0 };

    beforeAll(async () => {
      a = startAppServer("backup-a", await freePort(), serverEnv);
      await waitHealthy(a, 150_000);
    }, hangGuard(180_000));

    afterAll(async () => {
      await Promise.all([a, b].filter((s): s is AppServer => Boolean(s)).map(stopAppServer));
      removeTempDirs();
    }, hangGuard(60_000));

    it("takes a backup through the admin API while shoppers' enquiries are being written", {
      timeout: hangGuard(120_000),
    }, async () => {
      const server = a!;
      const held = await forms(server, 30);
      await new Promise((resolve) => setTimeout(resolve, FILL_MS));
      for (let i = 0; i < 5; i++) before.push(await enquire(server, held[i]!, `Before the backup #${i + 1}`));
      expect(before.map((p) => p.status)).toEqual([201, 201, 201, 201, 201]);

      let writing = true;
      const writer = (async () => {
        for (let i = 5; writing && i < held.length; i++) {
          during.push(await enquire(server, held[i]!, `During the backup #${i - 4}`));
        }
      })();
      await new Promise((resolve) => setTimeout(resolve, 150));
      window = { started: Date.now(), ended: 0 };
      const result = await run(["backup", backup, "--data-dir", server.dataDir], { ADMIN_TOKEN: TOKEN });
      window.ended = Date.now();
      writing = false;
      await writer;

      expect(result.err, appServerTail(server)).toBe("");
      expect(result.code).toBe(0);
      expect(result.out).toContain(`Backed up the database of the server at http://127.0.0.1:${server.port}`);
      // Enquiries were in flight while the copy was taken, and every one was taken.
      expect(during.some((p) => p.sentAt < window.ended && p.answeredAt > window.started)).toBe(true);
      expect(during.every((p) => p.status === 201)).toBe(true);
    });

    it("refuses to restore into the directory the server runs on", async () => {
      const result = await run(["restore", backup, "--data-dir", a!.dataDir]);
      expect(result.code).toBe(2);
      expect(result.err).toMatch(
        /is running on .+ stop it first, then run the restore again\. Nothing was changed\.$/,
      );
    });

    it("restores the copy into a fresh directory: whole enquiries, every one acknowledged before it began", async () => {
      const result = await run(["restore", backup, "--data-dir", restoredDir]);
      expect(result.err).toBe("");
      expect(result.out).toContain("Restored");
      const restored = await openDatabase({ kind: "pglite", dataDir: restoredDir, role: "test" });
      try {
        const rows = await queryRows<{ message: string; deliveries: number }>(
          restored.db,
          sql`select l.fields->>'message' as message, count(d.id)::int as deliveries
              from leads l join sites s on s.id = l.site_id left join lead_deliveries d on d.lead_id = l.id
              where s.slug = ${SITE} group by l.id`,
        );
        const messages = rows.map((row) => row.message);
        for (const posted of before) expect(messages).toContain(posted.message);
        for (const posted of during.filter((p) => p.answeredAt < window.started)) {
          expect(messages).toContain(posted.message);
        }
        // Nothing in the copy that was never acknowledged, and no enquiry without its deliveries.
        const acknowledged = new Set([...before, ...during].map((p) => p.message));
        expect(messages.filter((m) => !acknowledged.has(m))).toEqual([]);
        expect(rows.filter((row) => row.deliveries === 0)).toEqual([]);
      } finally {
        await restored.close();
      }
    });

    it("a server started on the restored directory serves the site and finds the enquiries", {
      timeout: hangGuard(180_000),
    }, async () => {
      b = startAppServer("backup-b", await freePort([a!.port]), {
        ...serverEnv,
        DATA_DIR: restoredDir,
        SEED_DEMO: "off",
      });
      await waitHealthy(b, 150_000);
      const home = await requestApp(b, { site: SITE, path: "/" });
      expect(home.status).toBe(200);
      const search = JSON.parse((await requestApp(b, { site: SITE, path: "/api/search" })).body) as {
        hits: unknown[];
      };
      expect(search.hits.length).toBeGreaterThan(0);
      const leads = await siteRequest({
        port: b.port,
        host: `localhost:${b.port}`,
        method: "GET",
        path: `/admin/api/sites/${SITE}/leads?limit=100`,
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(leads.status, leads.body).toBe(200);
      for (const posted of before) expect(leads.body).toContain(posted.message);
    });
  },
);
