import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CarRecordInput } from "@/lib/import/schema/cars";
import type { Site } from "@/lib/tenancy/site";
import { carRecord } from "../../../test/car-records";
import { signInDependencies, signInShopper, type TestShopper } from "../../../test/signed-in-shopper";
import { changeWatchlist } from "../accounts/watchlist";
import type { DatabaseHandle } from "../db/client";
import { alertDigests, alertEvents, cars, users } from "../db/schema";
import { openTestDatabase } from "../db/test-database";
import { importBundle } from "../import/import-bundle";
import { createMailer } from "../leads/delivery/mailer";
import { drainQueue } from "../outbox/outbox-worker";
import { type OutboxMessage, outboxSmsSender } from "../sms/outbox-sms-sender";
import type { SmsSender } from "../sms/sms-sender";
import { readSite } from "../tenancy/sites";
import { alertTokenKey } from "./alert-keys";
import { postSaveSearch, postUnsubscribe } from "./alerts-endpoint";
import { type ComposeDeps, composeDueDigests } from "./compose-digests";
import { DIGEST_RETENTION_DAYS, purgeOldDigests } from "./digest-job";
import { alertDigestQueue } from "./digest-outbox";
import { findUnsubscribable } from "./unsubscribe";

/**
 * Issue 21 §6 and its "Done when": "A price-drop alert: an import lowers a watched car's price and one
 * notification lands in the dev outbox", on a real database with the real import, the digest job at
 * the site's digest hour (9 am on a Queensland site's clock: 23:00 UTC the day before), the outbox and
 * the dev outbox SMS sender writing files. Each test has its own site and shoppers.
 */
const SECRET = "alerts-test-secret-long-enough-xxxxxx";
let handle: DatabaseHandle;
let deps: ReturnType<typeof signInDependencies>;
let dataDir: string;
let phones = 0;

/** 21 November 2026 on a Brisbane clock: before, at and after 9 am; and the next morning. */
const EVENING_BEFORE = new Date("2026-11-20T10:00:00Z");
const OVERNIGHT = new Date("2026-11-20T20:00:00Z");
const EIGHT_THIRTY = new Date("2026-11-20T22:30:00Z");
const NINE = new Date("2026-11-20T23:00:00Z");
const NINE_THIRTY = new Date("2026-11-20T23:30:00Z");
const NEXT_NINE = new Date("2026-11-21T23:00:00Z");

const compose: ComposeDeps = {
  get db() {
    return handle.db;
  },
  tokenKey: (site) => alertTokenKey(handle.db, site.id, SECRET),
  originOf: (site) => `http://${site.slug}.localhost`,
};

beforeAll(async () => {
  handle = await openTestDatabase();
  deps = signInDependencies(handle.db, SECRET);
  dataDir = mkdtempSync(path.join(tmpdir(), "forecourt-alerts-"));
}, 60_000);

afterAll(async () => {
  await handle?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const smsDir = () => path.join(dataDir, "sms");

/** The dev outbox's files for one phone, oldest first, as the dev outbox page reads them. */
function textsTo(phone: string): OutboxMessage[] {
  let names: string[] = [];
  try {
    names = readdirSync(smsDir());
  } catch {
    return [];
  }
  return names
    .filter((n) => n.endsWith(".json") && !n.startsWith("."))
    .sort()
    .map((n) => JSON.parse(readFileSync(path.join(smsDir(), n), "utf8")) as OutboxMessage)
    .filter((m) => m.to === phone);
}

function digestQueue(sms: SmsSender = outboxSmsSender(smsDir())) {
  return alertDigestQueue(handle.db, {
    sms,
    mailer: createMailer({ spoolDir: path.join(dataDir, "mail") }),
    fromAddress: "alerts@forecourt.local",
  });
}

/** The digest job's pass at `at`, then the outbox's: what a server does at that minute. */
async function digestRun(at: Date, sms?: SmsSender) {
  const made = await composeDueDigests(compose, at);
  const sent = await drainQueue(digestQueue(sms), () => at);
  return { ...made, sent };
}

async function freshSite(slug: string, cars: CarRecordInput[]): Promise<Site> {
  await importBundle(
    handle.db,
    {
      site: {
        slug,
        name: `${slug} Motors`,
        dealerships: [`${slug}-dealer`],
        config: { features: { authentication: true } },
      },
      dealerships: [{ slug: `${slug}-dealer`, name: `${slug} Dealer` }],
      cars,
    },
    { now: EVENING_BEFORE },
  );
  return (await readSite(handle.db, slug))!;
}

async function shopper(site: Site): Promise<TestShopper> {
  phones++;
  return signInShopper(deps, site, `+614120002${String(phones).padStart(2, "0")}`);
}

const carId = async (stocknum: string) =>
  (await handle.db.select({ id: cars.id }).from(cars).where(eq(cars.stocknum, stocknum)))[0]!.id;

function post(
  site: Site,
  pathname: string,
  body: unknown,
  cookie?: string,
  origin = `http://${site.slug}.localhost`,
) {
  const host = `${site.slug}.localhost`;
  return new Request(`http://${host}${pathname}`, {
    method: "POST",
    headers: { host, origin, "content-type": "application/json", ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
}

async function saveSearch(site: Site, who: TestShopper, query: string, channel?: "sms" | "email") {
  const response = await postSaveSearch(
    deps,
    site,
    post(site, "/api/saved-searches", { query, ...(channel ? { channel } : {}) }, who.cookie),
  );
  expect(response.status).toBe(201);
  return ((await response.json()) as { saved_search: { id: number } }).saved_search.id;
}

describe("issue 21 'Done when': an import lowers a watched car's price and one notification lands in the dev outbox", () => {
  it("one text at the digest hour, none before it, none after a second run the same day; the next drop waits for tomorrow", async () => {
    const site = await freshSite("drop", [
      carRecord("drop-dealer", "D1", { price: 30_000 }),
      carRecord("drop-dealer", "D2"),
    ]);
    const alice = await shopper(site);
    expect(await changeWatchlist(handle.db, site, alice.userId, await carId("D1"), "save")).toBe("ok");

    // Overnight, the feed lowers the watched car's price (and leaves the other alone).
    await importBundle(
      handle.db,
      { cars: [carRecord("drop-dealer", "D1", { price: 27_990 }), carRecord("drop-dealer", "D2")] },
      { now: OVERNIGHT },
    );
    const events = await handle.db.select().from(alertEvents).where(eq(alertEvents.userId, alice.userId));
    expect(events).toMatchObject([
      { kind: "price_drop", oldPrice: 30_000, newPrice: 27_990, digestId: null },
    ]);

    // 8:30 am in Brisbane: not yet.
    await digestRun(EIGHT_THIRTY);
    expect(textsTo(alice.phone)).toEqual([]);

    // 9 am: one text, to Alice, in the dev outbox (DATA_DIR/sms).
    await digestRun(NINE);
    const texts = textsTo(alice.phone);
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatchObject({ site: "drop", purpose: "alert-digest" });
    expect(texts[0]!.body).toContain("drop Motors: 1 price drop on your watchlist.");
    expect(texts[0]!.body).toMatch(/now \$27,990 \(was \$30,000\) http:\/\/drop\.localhost\/cars\//);
    expect(texts[0]!.body).toMatch(
      /Stop these alerts: http:\/\/drop\.localhost\/pages\/unsubscribe\?token=a\d+\./,
    );

    // A second run the same day sends nothing, even with news since (a second cut at 9:10).
    await importBundle(
      handle.db,
      { cars: [carRecord("drop-dealer", "D1", { price: 26_500 })] },
      { now: new Date("2026-11-20T23:10:00Z") },
    );
    expect(await digestRun(NINE_THIRTY)).toMatchObject({ digests: 0 });
    expect(textsTo(alice.phone)).toHaveLength(1);

    // Tomorrow at 9: the news since yesterday's digest, once.
    await digestRun(NEXT_NINE);
    await digestRun(new Date(NEXT_NINE.getTime() + 60_000));
    const later = textsTo(alice.phone);
    expect(later).toHaveLength(2);
    expect(later[1]!.body).toContain("now $26,500 (was $27,990)");
    const digests = await handle.db.select().from(alertDigests).where(eq(alertDigests.userId, alice.userId));
    expect(digests.map((d) => [d.localDate, d.status, d.channel, d.target])).toEqual([
      ["2026-11-21", "delivered", "sms", alice.phone],
      ["2026-11-22", "delivered", "sms", alice.phone],
    ]);
  });

  it("a rise, a drop to a placeholder price, or a watcher who turned price alerts off: no alert", async () => {
    const site = await freshSite("nodrop", [
      carRecord("nodrop-dealer", "N1", { price: 30_000 }),
      carRecord("nodrop-dealer", "N2", { price: 30_000 }),
      carRecord("nodrop-dealer", "N3", { price: 30_000 }),
    ]);
    const bea = await shopper(site);
    for (const s of ["N1", "N2", "N3"])
      await changeWatchlist(handle.db, site, bea.userId, await carId(s), "save");
    await importBundle(
      handle.db,
      {
        cars: [
          carRecord("nodrop-dealer", "N1", { price: 31_000 }),
          carRecord("nodrop-dealer", "N2", { price: 10 }),
          carRecord("nodrop-dealer", "N3", { price: 29_000, status: "sold" }),
        ],
      },
      { now: OVERNIGHT },
    );
    expect(await handle.db.select().from(alertEvents).where(eq(alertEvents.userId, bea.userId))).toEqual([]);
  });
});

describe("a new car matching a saved search", () => {
  it("one digest naming it; cars that do not match, or came in sold, are not news; an import run twice is one alert", async () => {
    const site = await freshSite("match", [
      carRecord("match-dealer", "M0", { make: "Zeta", model: "Z1", price: 20_000 }),
    ]);
    const bob = await shopper(site);
    await saveSearch(site, bob, "make=Zeta&price=:50000");
    const feed = {
      cars: [
        carRecord("match-dealer", "M0", { make: "Zeta", model: "Z1", price: 20_000 }),
        carRecord("match-dealer", "M1", {
          make: "Zeta",
          model: "Z2",
          price: 40_000,
          name: "2024 Zeta Z2 Sport",
        }),
        carRecord("match-dealer", "M2", { make: "Zeta", model: "Z3", price: 60_000 }),
        carRecord("match-dealer", "M3", { make: "Mazda", price: 30_000 }),
        carRecord("match-dealer", "M4", { make: "Zeta", price: 30_000, status: "sold" }),
      ],
    };
    await importBundle(handle.db, feed, { now: OVERNIGHT });
    await importBundle(handle.db, feed, { now: new Date(OVERNIGHT.getTime() + 60_000) });
    const events = await handle.db.select().from(alertEvents).where(eq(alertEvents.userId, bob.userId));
    expect(events.map((e) => [e.kind, e.carId])).toEqual([["new_match", await carId("M1")]]);

    await digestRun(NINE);
    const texts = textsTo(bob.phone);
    expect(texts).toHaveLength(1);
    expect(texts[0]!.body).toContain(
      'New for "Zeta Cars for sale · up to $50,000": 2024 Zeta Z2 Sport $40,000',
    );
  });

  it("e-mail when the shopper has an address and asked for it: one message with List-Unsubscribe", async () => {
    const site = await freshSite("mail", []);
    const erin = await shopper(site);
    await handle.db.update(users).set({ contactEmail: "erin@example.com" }).where(eq(users.id, erin.userId));
    await saveSearch(site, erin, "make=Yugo", "email");
    await importBundle(
      handle.db,
      { cars: [carRecord("mail-dealer", "Y1", { make: "Yugo", model: "GV" })] },
      { now: OVERNIGHT },
    );
    await digestRun(NINE);
    const [digest] = await handle.db.select().from(alertDigests).where(eq(alertDigests.userId, erin.userId));
    expect(digest).toMatchObject({ channel: "email", target: "erin@example.com", status: "delivered" });
    const mails = readdirSync(path.join(dataDir, "mail")).filter((f) =>
      f.includes(`alert-digest-${digest!.id}`),
    );
    expect(mails).toHaveLength(1);
    const mail = readFileSync(path.join(dataDir, "mail", mails[0]!), "utf8");
    expect(mail).toMatch(/^To: erin@example\.com/m);
    expect(mail).toMatch(/^From: "?mail Motors"? <alerts@forecourt\.local>/m);
    expect(mail).toMatch(/^Message-ID: <alert-digest-\d+@forecourt\.local>/m);
    // Folded over two lines, as long headers are.
    expect(mail).toMatch(
      /^List-Unsubscribe:\s+<http:\/\/mail\.localhost\/pages\/unsubscribe\?token=a\d+\.[\w-]{22}>/m,
    );
    expect(textsTo(erin.phone).filter((t) => t.purpose === "alert-digest")).toEqual([]);
  });
});

describe("unsubscribe", () => {
  it("the link's page changes nothing; its button stops the alerts, and the next digest never comes", async () => {
    const site = await freshSite("unsub", [carRecord("unsub-dealer", "U0", { price: 30_000 })]);
    const carol = await shopper(site);
    await saveSearch(site, carol, "make=Yugo");
    await changeWatchlist(handle.db, site, carol.userId, await carId("U0"), "save");
    await importBundle(
      handle.db,
      { cars: [carRecord("unsub-dealer", "U1", { make: "Yugo" })] },
      { now: OVERNIGHT },
    );
    await digestRun(NINE);
    const [text] = textsTo(carol.phone);
    const link = new URL(/Stop these alerts: (\S+)/.exec(text!.body)![1]!);
    expect(link.pathname).toBe("/pages/unsubscribe");
    const token = link.searchParams.get("token")!;

    // Opening the link (a mail scanner's prefetch too) only reads.
    const key = await alertTokenKey(handle.db, site.id, SECRET);
    expect(await findUnsubscribable(handle.db, site, key, token)).toMatchObject({
      subject: { kind: "all", userId: carol.userId },
      alreadyOff: false,
    });
    expect(await findUnsubscribable(handle.db, site, key, token)).toMatchObject({ alreadyOff: false });

    const unsubscribe = (body: unknown, origin?: string) =>
      postUnsubscribe(
        { ...deps, tokenKey: async () => key },
        site,
        post(site, "/api/alerts/unsubscribe", body, undefined, origin),
      );
    expect((await unsubscribe({ token }, "http://evil.example")).status).toBe(403);
    const forged = await unsubscribe({ token: `${token.slice(0, -2)}xx` });
    expect(forged.status).toBe(400);
    expect(await forged.json()).toMatchObject({ issues: [{ key: "token" }] });
    // No session: the token is the key.
    const done = await unsubscribe({ token });
    expect(done.status).toBe(200);
    expect(await done.json()).toEqual({
      stopped: "all your alerts from unsub Motors: saved searches and price drops",
    });
    expect(await findUnsubscribable(handle.db, site, key, token)).toMatchObject({ alreadyOff: true });

    // The next day: a new Yugo and a lower price on the watched car. No alert, no text.
    await importBundle(
      handle.db,
      {
        cars: [
          carRecord("unsub-dealer", "U2", { make: "Yugo" }),
          carRecord("unsub-dealer", "U0", { price: 25_000 }),
        ],
      },
      { now: new Date("2026-11-21T10:00:00Z") },
    );
    await digestRun(NEXT_NINE);
    expect(textsTo(carol.phone)).toHaveLength(1);
    expect(
      await handle.db
        .select()
        .from(alertEvents)
        .where(and(eq(alertEvents.userId, carol.userId), eq(alertEvents.kind, "price_drop"))),
    ).toEqual([]);
  });
});

describe("several servers (decision 0038: the outbox's claims and the one-a-day key)", () => {
  it("two digest jobs at once make one digest; two workers at once send it once; a retry after a failure sends it once", async () => {
    const site = await freshSite("twice", []);
    const dave = await shopper(site);
    await saveSearch(site, dave, "make=Lada");
    await importBundle(
      handle.db,
      { cars: [carRecord("twice-dealer", "L1", { make: "Lada" })] },
      { now: OVERNIGHT },
    );

    const made = await Promise.all([composeDueDigests(compose, NINE), composeDueDigests(compose, NINE)]);
    expect(made.reduce((n, r) => n + r.digests, 0)).toBe(1);

    // The first try fails (the provider is down), then two workers drain at once.
    let calls = 0;
    const flaky: SmsSender = {
      describe: "flaky",
      send: async (message) => {
        calls++;
        if (calls === 1) return { ok: false, retryable: true, reason: "HTTP 503" };
        await new Promise((resolve) => setTimeout(resolve, 50));
        return outboxSmsSender(smsDir()).send(message);
      },
    };
    await drainQueue(digestQueue(flaky), () => NINE);
    expect(textsTo(dave.phone)).toEqual([]);
    const [pending] = await handle.db.select().from(alertDigests).where(eq(alertDigests.userId, dave.userId));
    expect(pending).toMatchObject({ status: "pending", attempts: 1, lastError: "HTTP 503" });

    const retryAt = new Date(NINE.getTime() + 30_000);
    await Promise.all([
      drainQueue(digestQueue(flaky), () => retryAt),
      drainQueue(digestQueue(flaky), () => retryAt),
    ]);
    await drainQueue(digestQueue(flaky), () => new Date(retryAt.getTime() + 3_600_000));
    expect(textsTo(dave.phone)).toHaveLength(1);
    expect(calls).toBe(2);
  });
});

describe("retention", () => {
  it(`a digest older than ${DIGEST_RETENTION_DAYS} days goes with its events; none is handed back to a new digest`, async () => {
    const site = await freshSite("old", []);
    const fay = await shopper(site);
    await saveSearch(site, fay, "make=Trabant");
    await importBundle(
      handle.db,
      { cars: [carRecord("old-dealer", "T1", { make: "Trabant" })] },
      { now: OVERNIGHT },
    );
    await digestRun(NINE);
    const [digest] = await handle.db.select().from(alertDigests).where(eq(alertDigests.userId, fay.userId));
    expect(digest?.status).toBe("delivered");

    const justInside = new Date(NINE.getTime() + (DIGEST_RETENTION_DAYS - 1) * 86_400_000);
    await purgeOldDigests(handle.db, justInside);
    expect(
      await handle.db.select().from(alertDigests).where(eq(alertDigests.userId, fay.userId)),
    ).toHaveLength(1);

    const past = new Date(NINE.getTime() + (DIGEST_RETENTION_DAYS + 1) * 86_400_000);
    expect(await purgeOldDigests(handle.db, past)).toBeGreaterThanOrEqual(1);
    expect(await handle.db.select().from(alertDigests).where(eq(alertDigests.userId, fay.userId))).toEqual(
      [],
    );
    expect(await handle.db.select().from(alertEvents).where(eq(alertEvents.userId, fay.userId))).toEqual([]);
    // Nothing left for the next morning's digest.
    expect(await composeDueDigests(compose, new Date(past.getTime() + 86_400_000))).toMatchObject({
      digests: 0,
    });
  });
});
