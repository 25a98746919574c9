import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyWebhookSignature } from "@/lib/leads/webhook-signature";
import { leadCustomer, leadSnapshot, newLead } from "../../../../test/lead-records";
import { hangGuard } from "../../../../test/limits";
import type { DatabaseHandle } from "../../db/client";
import { leadDeliveries } from "../../db/schema";
import { openTestDatabase } from "../../db/test-database";
import { importBundle } from "../../import/import-bundle";
import { readSite } from "../../tenancy/sites";
import { createLead } from "../intake/create-lead";
import { drainOutbox } from "./delivery-worker";
import { createMailer, type Mailer } from "./mailer";
import { CLAIM_MS, claimDueDeliveries } from "./outbox";
import type { DeliveryDeps } from "./send-delivery";

/** ARCHITECTURE "Nothing is lost": every stored lead reaches each destination, over real HTTP and files. */
const SECRET = "k".repeat(40);
let handle: DatabaseHandle;
let siteId: number;
let spoolDir: string;
let sink: http.Server;
let sinkUrl: string;
let sinkStatus = 200;
const received: { headers: http.IncomingHttpHeaders; body: string }[] = [];
let deps: DeliveryDeps;

beforeAll(async () => {
  handle = await openTestDatabase();
  await importBundle(handle.db, {
    site: { slug: "worker-site", name: "Worker Site", dealerships: ["worker-dealer"], config: {} },
    dealerships: [{ slug: "worker-dealer", name: "Worker Dealer", phone: "07 3000 0000" }],
    locations: [],
    cars: [],
  });
  siteId = (await readSite(handle.db, "worker-site"))!.id;
  spoolDir = mkdtempSync(path.join(tmpdir(), "forecourt-spool-"));
  sink = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => {
      body += chunk;
    });
    req.on("end", () => {
      received.push({ headers: req.headers, body });
      res.writeHead(sinkStatus).end(sinkStatus === 200 ? "ok" : "down for maintenance");
    });
  });
  await new Promise<void>((resolve) => sink.listen(0, "127.0.0.1", resolve));
  sinkUrl = `http://127.0.0.1:${(sink.address() as AddressInfo).port}/hook`;
  deps = {
    mailer: createMailer({ spoolDir }),
    from: '"Forecourt leads" <leads@forecourt.local>',
    webhookSecret: async (_site, url) => (url === sinkUrl ? SECRET : null),
    allowPrivateWebhookTargets: true,
  };
}, hangGuard(60_000));

afterAll(async () => {
  await new Promise((resolve) => sink?.close(resolve));
  await handle?.close();
  rmSync(spoolDir, { recursive: true, force: true });
});

async function storeLead(firstName: string) {
  const result = await createLead(
    handle.db,
    newLead(siteId, {
      fields: { name: firstName },
      delivery: leadSnapshot({
        customer: leadCustomer({ firstName, email: "shopper@example.com", preferredContactMethod: "Email" }),
        message: "Hello <dealer> & team",
      }),
      routes: [
        { channel: "email", target: "sales@dealer.example" },
        { channel: "adf", target: "import@crm.example" },
        { channel: "webhook", target: sinkUrl },
      ],
    }),
  );
  if (result.kind !== "created") throw new Error("not created");
  return result.id;
}

describe("the outbox worker", () => {
  it("delivers a stored lead as a dealer e-mail, an ADF e-mail and a signed webhook", async () => {
    const id = await storeLead("Grace");
    expect(await drainOutbox(handle.db, deps)).toBe(3);

    const files = readdirSync(spoolDir).filter((f) => f.includes(id));
    expect(files).toHaveLength(2);
    const mails = files.map((f) => readFileSync(path.join(spoolDir, f), "utf8"));
    expect(mails.find((m) => m.includes(".email."))).toMatch(/Reply-To: shopper@example\.com/);
    expect(mails.find((m) => m.includes(".adf."))).toContain("&lt;dealer&gt; &amp; team");

    expect(received).toHaveLength(1);
    const hook = received[0]!;
    const now = Math.floor(Date.now() / 1000);
    expect(
      verifyWebhookSignature(SECRET, String(hook.headers["x-forecourt-signature"]), hook.body, now),
    ).toBe(true);
    expect(JSON.parse(hook.body)).toMatchObject({ type: "lead.created", lead: { leadId: id } });

    const rows = await handle.db.select().from(leadDeliveries).where(eq(leadDeliveries.leadId, id));
    expect(rows.map((r) => r.status)).toEqual(["delivered", "delivered", "delivered"]);
  });

  it("a receiver that is down keeps the delivery pending with its reason; it goes once the receiver is back", async () => {
    received.length = 0;
    sinkStatus = 503;
    const id = await storeLead("Alan");
    await drainOutbox(handle.db, deps);
    const [hookRow] = await handle.db
      .select()
      .from(leadDeliveries)
      .where(eq(leadDeliveries.leadId, id))
      .then((rows) => rows.filter((r) => r.channel === "webhook"));
    expect(hookRow).toMatchObject({ status: "pending", attempts: 1 });
    expect(hookRow?.lastError).toContain("HTTP 503");

    sinkStatus = 200;
    const later = () => new Date(Date.now() + 31_000);
    expect(await drainOutbox(handle.db, deps, later)).toBe(1);
    const [after] = await handle.db.select().from(leadDeliveries).where(eq(leadDeliveries.id, hookRow!.id));
    expect(after).toMatchObject({ status: "delivered", attempts: 2 });
    expect(received.map((r) => r.headers["x-forecourt-delivery"])).toEqual([
      `lead-delivery-${hookRow!.id}`,
      `lead-delivery-${hookRow!.id}`,
    ]);
  });

  it("decision 0020: a send that outlasts the claim's lease keeps its row, renewed while it runs", async () => {
    // The worker's clock runs ahead on demand: a minute passes while the send is out.
    let ahead = 0;
    const clock = () => new Date(Date.now() + ahead);
    let finish = () => {};
    let started = () => {};
    const sendStarted = new Promise<void>((resolve) => {
      started = resolve;
    });
    const slow: Mailer = {
      describe: "a slow relay",
      async send(mail) {
        started();
        await new Promise<void>((resolve) => {
          finish = resolve;
        });
        return { ok: true, transport: "smtp", messageId: mail.messageId };
      },
      async close() {},
    };
    const created = await createLead(
      handle.db,
      newLead(siteId, { routes: [{ channel: "email", target: "slow@dealer.example" }] }),
    );
    if (created.kind !== "created") throw new Error("not created");
    const draining = drainOutbox(handle.db, { ...deps, mailer: slow }, clock, 20);
    await sendStarted;
    ahead = 60_000 + CLAIM_MS;
    await new Promise((resolve) => setTimeout(resolve, 200));
    // Another worker, a minute past the first lease, finds the row still held.
    expect(await claimDueDeliveries(handle.db, clock())).toEqual([]);
    finish();
    expect(await draining).toBe(1);
    const [row] = await handle.db.select().from(leadDeliveries).where(eq(leadDeliveries.leadId, created.id));
    expect(row).toMatchObject({ status: "delivered", attempts: 1, lockedUntil: null });
  });
});
