import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leadSubmissionSchema } from "@/lib/leads/forms";
import { leadPostContextSchema } from "@/lib/leads/lead-post-context";
import { MemoryRateCounters } from "@/lib/net/rate-limit";
import type { Site } from "@/lib/tenancy/site";
import { carRecord, TEST_NOW } from "../../../../test/car-records";
import { QUICK_ENQUIRY } from "../../../../test/lead-records";
import { hangGuard } from "../../../../test/limits";
import type { DatabaseHandle } from "../../db/client";
import { cars, leads } from "../../db/schema";
import { openTestDatabase } from "../../db/test-database";
import { importBundle } from "../../import/import-bundle";
import { readSite } from "../../tenancy/sites";
import { createLeadGuard, type LeadGuard } from "./lead-guard";
import { postLead } from "./lead-post-endpoint";
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
  site = (await readSite(handle.db, "intake"))!;
  carId = (await handle.db.select({ id: cars.id }).from(cars).where(eq(cars.stocknum, "I1")))[0]!.id;
}, hangGuard(60_000));

afterAll(async () => {
  await handle?.close();
});

/** POST /api/leads as the route runs it: its status, JSON and Retry-After. */
async function send(body: unknown, guard: LeadGuard, headers: Record<string, string> = {}) {
  const response = await postLead(handle.db, site, post(body, headers), guard);
  return {
    status: response.status,
    json: (await response.json()) as { lead_id?: string; error?: string; issues?: { key: string }[] },
    retryAfter: Number(response.headers.get("retry-after")),
  };
}

describe("POST /api/leads", () => {
  it("stores a valid post once: the same form again is the same lead, other content under its key a conflict", async () => {
    const guard = newGuard();
    const body = enquiry(guard);
    const first = await send(body, guard);
    expect(first.status).toBe(201);
    const again = await send(body, newGuard());
    expect(again).toMatchObject({ status: 200, json: { lead_id: first.json.lead_id } });
    const changed = await send({ ...body, message: "Other" }, newGuard());
    expect(changed.status).toBe(409);
  });

  it("a post from another site is refused with 403, whatever its body", async () => {
    const result = await send("not json", newGuard(), { origin: "http://other.localhost" });
    expect(result.status).toBe(403);
  });

  it("a body over 16 KB is refused with 413; a body that is not JSON with 400", async () => {
    const guard = newGuard();
    const big = await send(enquiry(guard, { message: "x".repeat(17 * 1024) }), guard);
    expect(big.status).toBe(413);
    const garbled = await send("{", guard);
    expect(garbled.status).toBe(400);
  });

  it("a page path of another host is refused by key before the form is read", async () => {
    const result = await send(enquiry(newGuard(), { path: "//evil.example/x" }), newGuard());
    expect(result.status).toBe(400);
    expect(result.json.issues).toEqual([
      { key: "path", message: "path: path must be a path of this site, starting with /" },
    ]);
  });

  it("a field breaking the form's rules is refused with its reason, and does not count against the rate", async () => {
    const guard = newGuard();
    const before = await storedLeads();
    for (let i = 0; i < 3; i++) {
      const result = await send(enquiry(guard, { postcode: "400" }), guard);
      expect(result).toMatchObject({
        status: 400,
        json: { error: "Please fix the following errors:", issues: [{ key: "postcode" }] },
      });
    }
    expect((await send(enquiry(guard), guard)).status).toBe(201);
    expect(await storedLeads()).toBe(before + 1);
  });

  it("a filled honeypot or a form sent back at once is a bot: answered as taken, and nothing is stored", async () => {
    const guard = newGuard();
    const before = await storedLeads();
    const trap = await send(enquiry(guard, { website: "http://spam.example" }), guard);
    expect(trap).toMatchObject({ status: 201, json: { lead_id: expect.any(String) } });
    const fresh = guard.newForm(site.slug);
    const hasty = await send(
      enquiry(guard, { form_token: fresh.form_token, idempotency_key: randomUUID() }),
      guard,
    );
    expect(hasty.status).toBe(201);
    expect(await storedLeads()).toBe(before);
  });

  it("too many posts from one address are refused with 429 and when to try again", async () => {
    const guard = newGuard();
    for (let i = 0; i < 2; i++) {
      expect((await send(enquiry(guard), guard)).status).toBe(201);
    }
    const result = await send(enquiry(guard), guard);
    expect(result.status).toBe(429);
    expect(result.retryAfter).toBeGreaterThan(0);
  });

  it("a retry of a filed form is the same lead even once the address's limit is used up, and is not counted", async () => {
    const guard = newGuard();
    const first = enquiry(guard);
    const filed = await send(first, guard);
    expect(filed.status).toBe(201);
    // A double click and two retries after dropped connections: the same lead, none of them counted.
    for (let i = 0; i < 3; i++) {
      const again = await send(first, guard);
      expect(again).toMatchObject({ status: 200, json: { lead_id: filed.json.lead_id } });
    }
    expect((await send(enquiry(guard), guard)).status).toBe(201);
    const over = await send(enquiry(guard), guard);
    expect(over.status).toBe(429);
    // Over the limit now, a retry of the first form still gets its answer; other content under it is 409.
    expect((await send(first, guard)).status).toBe(200);
    expect((await send({ ...first, message: "Other" }, guard)).status).toBe(409);
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
      const result = await send({ ...form, idempotency_key: randomUUID(), message: `Question ${i}` }, guard);
      expect(result.status).toBe(201);
    }
    const fourth = await send({ ...form, idempotency_key: randomUUID(), message: "Question 4" }, guard);
    expect(fourth.status).toBe(400);
    expect(fourth.json.issues).toEqual([{ key: "form_token", message: "form_token: already sent 3 times" }]);
    expect(await storedLeads()).toBe(before + 3);
  });
});

describe("receiveLeadPost: a form the prelude has taken, to a stored lead", () => {
  it("files the validated form with where it came from, and answers a repeat with the same lead", async () => {
    const guard = newGuard();
    const context = leadPostContextSchema.parse({ ...enquiry(guard), visited_pages: ["/search"] });
    const form = leadSubmissionSchema().parse(context);
    const input = { form, context, userAgent: "Browser/1" };
    const first = await receiveLeadPost(handle.db, site, input);
    expect(first.kind).toBe("created");
    const id = first.kind === "created" ? first.id : "";
    const [row] = await handle.db.select().from(leads).where(eq(leads.id, id));
    expect(row).toMatchObject({ carId, userAgent: "Browser/1" });
    expect(await receiveLeadPost(handle.db, site, input)).toEqual({ kind: "replayed", id });
  });
});
