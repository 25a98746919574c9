import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chatMessageSchema } from "@/lib/chat/chat-message";
import { MemoryRateCounters } from "@/lib/net/rate-limit";
import type { Site } from "@/lib/tenancy/site";
import { carRecord, TEST_NOW } from "../../../test/car-records";
import { hangGuard } from "../../../test/limits";
import type { DatabaseHandle } from "../db/client";
import { cars, leadDeliveries, leads } from "../db/schema";
import { openTestDatabase } from "../db/test-database";
import { importBundle } from "../import/import-bundle";
import { createLeadGuard, type LeadGuard } from "../leads/intake/lead-guard";
import { readSite } from "../tenancy/sites";
import { postChatMessage } from "./chat-endpoint";
import type { ChatProvider } from "./chat-provider";
import { receiveChatMessage } from "./receive-chat-message";

/**
 * The chat bubble's messages (spec 02 §2 "Other": a chat bubble; the brief: "a local default whose
 * messages file a lead through the existing lead engine so the dealer gets them").
 */
let handle: DatabaseHandle;
let chatSite: Site;
let quietSite: Site;
let carId: number;
let otherCarId: number;

const HOST = "chat.localhost";
const newGuard = () =>
  createLeadGuard({ secret: "chat-test-secret", counters: new MemoryRateCounters(), perIp: 5, perSite: 100 });

function message(guard: LeadGuard, site: Site, overrides: Record<string, unknown> = {}) {
  const form = guard.newForm(site.slug, Date.now() - 60_000);
  return {
    name: "Ada",
    email: "ada@example.com",
    message: "Can I see this one on Saturday?",
    path: "/cars/some-car",
    form_token: form.form_token,
    idempotency_key: form.idempotency_key,
    ...overrides,
  };
}

function post(body: unknown, origin = `http://${HOST}`): Request {
  return new Request(`http://${HOST}/api/chat/messages`, {
    method: "POST",
    headers: { host: HOST, origin, "content-type": "application/json", "x-forwarded-for": "203.0.113.9" },
    body: JSON.stringify(body),
  });
}

const bundle = (slug: string, dealer: string, stocknum: string, config: Record<string, unknown>) => ({
  site: { slug, name: slug, dealerships: [dealer], config },
  dealerships: [{ slug: dealer, name: `${dealer} dealership`, phone: "07 3000 0000" }],
  locations: [],
  cars: [carRecord(dealer, stocknum)],
});

beforeAll(async () => {
  handle = await openTestDatabase();
  await importBundle(
    handle.db,
    bundle("chat", "chat-dealer", "C1", {
      features: { chat: true },
      chat: { token: "local-chat-token", mode: "all" },
      contact: { email: "sales@chat-dealer.example" },
    }),
    { now: TEST_NOW },
  );
  await importBundle(handle.db, bundle("quiet", "quiet-dealer", "Q1", { features: { chat: true } }), {
    now: TEST_NOW,
  });
  chatSite = (await readSite(handle.db, "chat"))!;
  quietSite = (await readSite(handle.db, "quiet"))!;
  const idOf = async (stocknum: string) =>
    (await handle.db.select({ id: cars.id }).from(cars).where(eq(cars.stocknum, stocknum)))[0]!.id;
  carId = await idOf("C1");
  otherCarId = await idOf("Q1");
}, hangGuard(60_000));

afterAll(async () => {
  await handle?.close();
});

/** POST /api/chat/messages as the route runs it: its status and JSON. */
async function send(site: Site, body: unknown, guard: LeadGuard, origin?: string) {
  const response = await postChatMessage(handle.db, site, post(body, origin), { guard });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

describe("POST /api/chat/messages with the local provider", () => {
  it("files the message as an 'Instant Message' lead, delivered to the dealer's inbox, once per message", async () => {
    const guard = newGuard();
    const body = message(guard, chatSite, { car_id: carId, department: "Service" });
    const first = await send(chatSite, body, guard);
    expect(first.status).toBe(201);
    const id = String(first.json.message_id);
    const [lead] = await handle.db.select().from(leads).where(eq(leads.id, id));
    expect(lead).toMatchObject({ category: "Instant Message", subcategory: "Service chat", carId });
    expect(lead?.delivery?.message).toBe("Can I see this one on Saturday?");
    expect(lead?.delivery?.customer.email).toBe("ada@example.com");
    const deliveries = await handle.db.select().from(leadDeliveries).where(eq(leadDeliveries.leadId, id));
    expect(deliveries.map((d) => `${d.channel} ${d.target}`)).toEqual(["email sales@chat-dealer.example"]);
    // A retry of the same message (a dropped connection) is the same lead, not a second one.
    expect(await send(chatSite, body, guard)).toEqual({ status: 200, json: { message_id: id } });
  });

  it("answers bad input 400 with a reason per field, and files nothing", async () => {
    const guard = newGuard();
    const before = (await handle.db.select().from(leads)).length;
    const result = await send(
      chatSite,
      message(guard, chatSite, { email: "", message: "", name: "" }),
      guard,
    );
    expect(result.status).toBe(400);
    const issues = result.json.issues as { key: string }[];
    expect(issues.map((i) => i.key).sort()).toEqual(["message", "name"]);
    const noWayBack = await send(chatSite, message(guard, chatSite, { email: "" }), guard);
    expect(noWayBack.json.issues).toEqual([
      { key: "email", message: "email: Please give an email address or a phone number so we can reply." },
    ]);
    // Another site's car is not this site's to talk about.
    const foreign = await send(chatSite, message(guard, chatSite, { car_id: otherCarId }), guard);
    expect(foreign.status).toBe(400);
    expect(foreign.json.error).toBe("Please fix the following errors:");
    expect((await handle.db.select().from(leads)).length).toBe(before);
  });

  it("a site with chat switched on but no messaging token has no chat: 404, even from another site", async () => {
    const guard = newGuard();
    expect((await send(quietSite, message(guard, quietSite), guard)).status).toBe(404);
    expect((await send(quietSite, message(guard, quietSite), guard, "https://evil.example")).status).toBe(
      404,
    );
  });

  it("refuses a cross-site post (403), and answers a bot as taken without filing it", async () => {
    const guard = newGuard();
    const cross = await send(chatSite, message(guard, chatSite), guard, "https://evil.example");
    expect(cross.status).toBe(403);
    const before = (await handle.db.select().from(leads)).length;
    const bot = await send(chatSite, message(guard, chatSite, { website: "http://spam.example" }), guard);
    expect(bot.status).toBe(201);
    expect(bot.json.message_id).toEqual(expect.any(String));
    expect((await handle.db.select().from(leads)).length).toBe(before);
  });
});

describe("receiveChatMessage: a message the prelude has taken, to the site's provider", () => {
  it("hands the parsed message and where it came from to the provider, and returns its result", async () => {
    const seen: unknown[] = [];
    const provider: ChatProvider = {
      id: "test",
      async send(_db, site, message, context) {
        seen.push({ site: site.slug, message: message.message, context });
        return { kind: "accepted", reference: "ref-1", repeat: false };
      },
    };
    const guard = newGuard();
    const parsed = chatMessageSchema("all").parse(message(guard, chatSite));
    const context = { path: "/cars/some-car", userAgent: "Browser/1" };
    expect(await receiveChatMessage(handle.db, chatSite, parsed, context, provider)).toEqual({
      kind: "accepted",
      reference: "ref-1",
      repeat: false,
    });
    expect(seen).toEqual([{ site: "chat", message: "Can I see this one on Saturday?", context }]);
  });
});
