import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MemoryRateCounters } from "@/lib/net/rate-limit";
import type { Site } from "@/lib/tenancy/site";
import { carRecord, TEST_NOW } from "../../../../test/car-records";
import { QUICK_ENQUIRY } from "../../../../test/lead-records";
import type { DatabaseHandle } from "../../db/client";
import { cars, leads } from "../../db/schema";
import { openTestDatabase } from "../../db/test-database";
import { importBundle } from "../../import/import-bundle";
import { loadSite } from "../../tenancy/sites";
import { createLeadGuard, type LeadGuard } from "./lead-guard";
import { receiveLeadPost } from "./receive-lead-post";

/** Issue 5 "one submit path": what POST /api/leads makes of a shopper's post, before it is answered. */
let handle: DatabaseHandle;
let site: Site;
let carId: number;

const HOST = "intake.localhost";

/**
 * A guard with counts of its own per test, letting two valid posts from one address through in ten
 * minutes (the counts in the database are lead-guard.int.test.ts's and rate-counters.int.test.ts's).
 */
const newGuard = () =>
  createLeadGuard({
    secret: "intake-test-secret",
    counters: new MemoryRateCounters(),
    perIp: 2,
    perSite: 100,
  });

/** A quick enquiry about the site's car, on a form shown long enough ago to be a person's. */
function enquiry(guard: LeadGuard, overrides: Record<string, unknown> = {}) {
  const form = guard.newForm(site.slug, Date.now() - 60_000);
  return {
    ...QUICK_ENQUIRY,
    message: "Is it still available?",
    car_id: carId,
    path: "/search",
    form_token: form.form_token,
    idempotency_key: form.idempotency_key,
    ...overrides,
  };
}

function post(body: unknown, headers: Record<string, string> = {}): Request {
  return new Request(`http://${HOST}/api/leads`, {
    method: "POST",
    headers: {
      host: HOST,
      origin: `http://${HOST}`,
      "content-type": "application/json",
      "x-forwarded-for": "203.0.113.7",
      ...headers,
    },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

const storedLeads = async () =>
  (await handle.db.select().from(leads).where(eq(leads.siteId, site.id))).length;

beforeAll(async () => {
  handle = await openTestDatabase();
  await importBundle(
    handle.db,
    {
      site: { slug: "intake", name: "Intake Motors", dealerships: ["intake-dealer"], config: {} },
      dealerships: [{ slug: "intake-dealer", name: "Intake Dealer", phone: "07 3000 0000" }],
      locations: [],
      cars: [carRecord("intake-dealer", "I1")],
    },
    { now: TEST_NOW },
  );
  site = (await loadSite(handle.db, "intake"))!;
  carId = (await handle.db.select({ id: cars.id }).from(cars).where(eq(cars.stocknum, "I1")))[0]!.id;
}, 60_000);

afterAll(async () => {
  await handle?.close();
});

describe("receiveLeadPost", () => {
  it("stores a valid post once: the same form again is the same lead, other content under its key a conflict", async () => {
    const guard = newGuard();
    const body = enquiry(guard);
    const first = await receiveLeadPost(handle.db, site, post(body), guard);
    expect(first.kind).toBe("created");
    const again = await receiveLeadPost(handle.db, site, post(body), newGuard());
    expect(again).toEqual({ kind: "replayed", id: first.kind === "created" ? first.id : "" });
    const changed = await receiveLeadPost(handle.db, site, post({ ...body, message: "Other" }), newGuard());
    expect(changed).toEqual({ kind: "conflict" });
  });

  it("a post from another site is refused with 403, whatever its body", async () => {
    const result = await receiveLeadPost(
      handle.db,
      site,
      post("not json", { origin: "http://other.localhost" }),
      newGuard(),
    );
    expect(result.kind === "refused" && result.response.status).toBe(403);
  });

  it("a body over 16 KB is refused with 413; a body that is not JSON with 400", async () => {
    const guard = newGuard();
    const big = await receiveLeadPost(
      handle.db,
      site,
      post(enquiry(guard, { message: "x".repeat(17 * 1024) })),
      guard,
    );
    expect(big.kind === "refused" && big.response.status).toBe(413);
    const garbled = await receiveLeadPost(handle.db, site, post("{"), guard);
    expect(garbled.kind === "refused" && garbled.response.status).toBe(400);
  });

  it("a page path of another host is refused by key before the form is read", async () => {
    const result = await receiveLeadPost(
      handle.db,
      site,
      post(enquiry(newGuard(), { path: "//evil.example/x" })),
      newGuard(),
    );
    expect(result.kind).toBe("refused");
    const answer = result.kind === "refused" ? await result.response.json() : null;
    expect(result.kind === "refused" && result.response.status).toBe(400);
    expect(answer.issues).toEqual([
      { key: "path", message: "path: path must be a path of this site, starting with /" },
    ]);
  });

  it("a field breaking the form's rules is refused with its reason, and does not count against the rate", async () => {
    const guard = newGuard();
    const before = await storedLeads();
    for (let i = 0; i < 3; i++) {
      const result = await receiveLeadPost(handle.db, site, post(enquiry(guard, { postcode: "400" })), guard);
      expect(result).toMatchObject({ kind: "invalid", issues: [{ key: "postcode" }] });
    }
    expect((await receiveLeadPost(handle.db, site, post(enquiry(guard)), guard)).kind).toBe("created");
    expect(await storedLeads()).toBe(before + 1);
  });

  it("a filled honeypot or a form sent back at once is a bot, and nothing is stored", async () => {
    const guard = newGuard();
    const before = await storedLeads();
    const trap = await receiveLeadPost(
      handle.db,
      site,
      post(enquiry(guard, { website: "http://spam.example" })),
      guard,
    );
    expect(trap).toEqual({ kind: "bot" });
    const fresh = guard.newForm(site.slug);
    const hasty = await receiveLeadPost(
      handle.db,
      site,
      post(enquiry(guard, { form_token: fresh.form_token, idempotency_key: randomUUID() })),
      guard,
    );
    expect(hasty).toEqual({ kind: "bot" });
    expect(await storedLeads()).toBe(before);
  });

  it("too many posts from one address are refused with 429 and when to try again", async () => {
    const guard = newGuard();
    for (let i = 0; i < 2; i++) {
      expect((await receiveLeadPost(handle.db, site, post(enquiry(guard)), guard)).kind).toBe("created");
    }
    const result = await receiveLeadPost(handle.db, site, post(enquiry(guard)), guard);
    expect(result.kind === "refused" && result.response.status).toBe(429);
    expect(result.kind === "refused" && Number(result.response.headers.get("retry-after"))).toBeGreaterThan(
      0,
    );
  });

  it("a retry of a filed form is the same lead even once the address's limit is used up, and is not counted", async () => {
    const guard = newGuard();
    const first = enquiry(guard);
    const filed = await receiveLeadPost(handle.db, site, post(first), guard);
    expect(filed.kind).toBe("created");
    // A double click and two retries after dropped connections: the same lead, none of them counted.
    for (let i = 0; i < 3; i++) {
      const again = await receiveLeadPost(handle.db, site, post(first), guard);
      expect(again).toEqual({ kind: "replayed", id: filed.kind === "created" ? filed.id : "" });
    }
    expect((await receiveLeadPost(handle.db, site, post(enquiry(guard)), guard)).kind).toBe("created");
    const over = await receiveLeadPost(handle.db, site, post(enquiry(guard)), guard);
    expect(over.kind === "refused" && over.response.status).toBe(429);
    // Over the limit now, a retry of the first form still gets its answer; other content under it is 409.
    expect((await receiveLeadPost(handle.db, site, post(first), guard)).kind).toBe("replayed");
    expect(await receiveLeadPost(handle.db, site, post({ ...first, message: "Other" }), guard)).toEqual({
      kind: "conflict",
    });
  });

  it("one form files at most three leads; the fourth is a 400 that has the browser fetch a new form", async () => {
    const guard = createLeadGuard({
      secret: "intake-test-secret",
      counters: new MemoryRateCounters(),
      perIp: 100,
      perSite: 100,
    });
    const form = enquiry(guard);
    const before = await storedLeads();
    for (let i = 0; i < 3; i++) {
      const result = await receiveLeadPost(
        handle.db,
        site,
        post({ ...form, idempotency_key: randomUUID(), message: `Question ${i}` }),
        guard,
      );
      expect(result.kind).toBe("created");
    }
    const fourth = await receiveLeadPost(
      handle.db,
      site,
      post({ ...form, idempotency_key: randomUUID(), message: "Question 4" }),
      guard,
    );
    expect(fourth.kind === "refused" && fourth.response.status).toBe(400);
    const answer = fourth.kind === "refused" ? await fourth.response.json() : null;
    expect(answer.issues).toEqual([{ key: "form_token", message: "form_token: already sent 3 times" }]);
    expect(await storedLeads()).toBe(before + 3);
  });
});
