import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { MemoryRateCounters } from "@/lib/net/rate-limit";
import type { Site } from "@/lib/tenancy/site";
import { carRecord, TEST_NOW } from "../../../test/car-records";
import { postReservation } from "../checkout/reservation-endpoint";
import type { DatabaseHandle } from "../db/client";
import { authSessions, cars } from "../db/schema";
import { openTestDatabase } from "../db/test-database";
import { importBundle } from "../import/import-bundle";
import { localPaymentProvider } from "../payments/local-provider";
import type { OutgoingSms, SmsSender } from "../sms/sms-sender";
import { readSite } from "../tenancy/sites";
import { currentShopper } from "./current-shopper";
import type { SignInDependencies } from "./sign-in";
import { getSession, postSendCode, postSignOut, postVerifyCode } from "./sign-in-endpoint";

/**
 * The sign-in API's handlers (issue 21 §1, §2), as the routes call them, on a real database: the
 * guards every state-changing API has, per-field reasons, the cookies, and the reserve flow's gate.
 */
let handle: DatabaseHandle;
let open: Site;
let closed: Site;
let gated: Site;
const outbox: OutgoingSms[] = [];
const sms: SmsSender = {
  describe: "test",
  send: async (m) => {
    outbox.push(m);
    return { ok: true, provider: "test", id: String(outbox.length) };
  },
};
let deps: SignInDependencies;

const HOST = (site: Site) => `${site.slug}.localhost`;

function post(site: Site, path: string, body: unknown, headers: Record<string, string> = {}): Request {
  return new Request(`http://${HOST(site)}${path}`, {
    method: "POST",
    headers: {
      host: HOST(site),
      origin: `http://${HOST(site)}`,
      "content-type": "application/json",
      ...headers,
    },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

const cookieHeader = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0]!)
    .filter((c) => !c.endsWith("="))
    .join("; ");

const codeFor = (phone: string) => /^(\d{6})/.exec(outbox.filter((m) => m.to === phone).at(-1)!.body)![1]!;

async function signIn(site: Site, phone: string): Promise<string> {
  const national = `0${phone.slice(3)}`;
  expect(
    (await postSendCode(deps, site, post(site, "/api/sign-in/code", { phone_number: national }))).status,
  ).toBe(200);
  const verified = await postVerifyCode(
    deps,
    site,
    post(site, "/api/sign-in/verify", { phone_number: national, code: codeFor(phone) }),
  );
  expect(verified.status).toBe(200);
  return cookieHeader(verified);
}

beforeAll(async () => {
  handle = await openTestDatabase();
  const bundle = (slug: string, dealer: string, config: object, stocknums: string[] = []) => ({
    site: { slug, name: slug, dealerships: [dealer], config },
    dealerships: [{ slug: dealer, name: dealer }],
    cars: stocknums.map((stocknum) =>
      carRecord(dealer, stocknum, { checkout_enabled: true, status: "in_stock" }),
    ),
  });
  await importBundle(handle.db, bundle("api-open", "d-open", { features: { authentication: true } }), {
    now: TEST_NOW,
  });
  await importBundle(handle.db, bundle("api-closed", "d-closed", {}), { now: TEST_NOW });
  await importBundle(
    handle.db,
    bundle("api-gated", "d-gated", { features: { authentication: true }, gated_pages: ["checkout"] }, [
      "G1",
      "G2",
    ]),
    { now: TEST_NOW },
  );
  open = (await readSite(handle.db, "api-open"))!;
  closed = (await readSite(handle.db, "api-closed"))!;
  gated = (await readSite(handle.db, "api-gated"))!;
});

afterAll(async () => {
  await handle?.close();
});

beforeEach(() => {
  deps = {
    db: handle.db,
    sms,
    counters: new MemoryRateCounters(),
    secret: "api-test-secret-with-enough-characters",
  };
});

describe("POST /api/sign-in/code", () => {
  it("200: a code is texted; the answer is private and never cached", async () => {
    const response = await postSendCode(
      deps,
      open,
      post(open, "/api/sign-in/code", { phone_number: "0412 000 001" }),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ sent: true, resend_after_seconds: 30, expires_in_seconds: 300 });
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("set-cookie")).toBeNull();
    expect(outbox.at(-1)).toMatchObject({ to: "+61412000001", site: "api-open" });
  });

  it("400 with the reason at the field: not a number, a landline, missing, extra keys", async () => {
    const reasons = async (body: unknown) => {
      const response = await postSendCode(deps, open, post(open, "/api/sign-in/code", body));
      expect(response.status).toBe(400);
      return ((await response.json()) as { issues: { key: string; message: string }[] }).issues;
    };
    expect(await reasons({ phone_number: "hello" })).toEqual([
      {
        key: "phone_number",
        message: "phone_number: Please enter an Australian mobile number, e.g. 0412 345 678.",
      },
    ]);
    expect(await reasons({ phone_number: "(02) 9555 0100" })).toEqual([
      {
        key: "phone_number",
        message: "phone_number: We text you a code, so please enter a mobile number (it starts with 04).",
      },
    ]);
    expect(await reasons({})).toEqual([
      { key: "phone_number", message: "phone_number: Please enter your mobile number." },
    ]);
    expect((await reasons({ phone_number: "0412000002", user_id: 1 })).map((i) => i.key)).toContain("body");
  });

  it("403 from another site's page, 415 for a form post, 413 for a big body, 400 for bad JSON", async () => {
    const cross = post(
      open,
      "/api/sign-in/code",
      { phone_number: "0412000003" },
      { origin: "https://evil.example" },
    );
    expect((await postSendCode(deps, open, cross)).status).toBe(403);
    const form = post(open, "/api/sign-in/code", "phone_number=0412000003", {
      "content-type": "application/x-www-form-urlencoded",
    });
    expect((await postSendCode(deps, open, form)).status).toBe(415);
    const big = post(open, "/api/sign-in/code", { phone_number: "0412000003", pad: "x".repeat(2000) });
    expect((await postSendCode(deps, open, big)).status).toBe(413);
    expect((await postSendCode(deps, open, post(open, "/api/sign-in/code", "{nope"))).status).toBe(400);
  });

  it("429 with Retry-After inside the 30-second cooldown", async () => {
    const first = await postSendCode(
      deps,
      open,
      post(open, "/api/sign-in/code", { phone_number: "0412000004" }),
    );
    expect(first.status).toBe(200);
    const again = await postSendCode(
      deps,
      open,
      post(open, "/api/sign-in/code", { phone_number: "0412000004" }),
    );
    expect(again.status).toBe(429);
    expect(Number(again.headers.get("retry-after"))).toBeGreaterThan(25);
    expect(await again.json()).toMatchObject({ error: expect.stringMatching(/^Please wait \d+ seconds/) });
  });

  it("issue 29 item 4: a phone locked by 15 checks is sent no code, with the same answer with or without an account", async () => {
    let clock = Date.now();
    deps = { ...deps, now: () => new Date(clock) };
    const phones = { account: "0412000006", none: "0412000007" };
    await signIn(open, "+61412000006"); // one right check of the hour
    const check = (phone: string) =>
      postVerifyCode(deps, open, post(open, "/api/sign-in/verify", { phone_number: phone, code: "000000" }));
    for (let i = 0; i < 14; i++) expect((await check(phones.account)).status).toBe(400);
    for (let i = 0; i < 15; i++) expect((await check(phones.none)).status).toBe(400);
    clock += 31_000; // past the resend cooldown: only the lock stands in the way
    const texts = outbox.length;
    const answers = [];
    for (const phone of [phones.account, phones.none]) {
      const response = await postSendCode(
        deps,
        open,
        post(open, "/api/sign-in/code", { phone_number: phone }),
      );
      expect(response.status, phone).toBe(429);
      answers.push(await response.json());
    }
    expect(outbox.length).toBe(texts);
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[0]).toMatchObject({
      error: expect.stringMatching(
        /^Too many codes have been tried for this number, so it is locked for \d+ minutes/,
      ),
    });
    // The hour over, the phone is sent a code again.
    clock += 60 * 60 * 1000;
    const later = await postSendCode(
      deps,
      open,
      post(open, "/api/sign-in/code", { phone_number: phones.none }),
    );
    expect(later.status).toBe(200);
  });

  it("404 on a site without sign-in (features.authentication off, the default)", async () => {
    const response = await postSendCode(
      deps,
      closed,
      post(closed, "/api/sign-in/code", { phone_number: "0412000005" }),
    );
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: "This site does not offer sign-in." });
  });
});

describe("POST /api/sign-in/verify, GET /api/account/session, POST /api/sign-out", () => {
  it("signs in: the HttpOnly session cookie and the script-readable hint; then the session answers", async () => {
    await postSendCode(deps, open, post(open, "/api/sign-in/code", { phone_number: "0412 000 011" }));
    const response = await postVerifyCode(
      deps,
      open,
      post(open, "/api/sign-in/verify", {
        phone_number: "+61 412 000 011",
        code: ` ${codeFor("+61412000011").slice(0, 3)} ${codeFor("+61412000011").slice(3)}`,
      }),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ signed_in: true });
    const cookies = response.headers.getSetCookie();
    expect(cookies.find((c) => c.startsWith("forecourt.session_token="))).toMatch(/HttpOnly; SameSite=Lax/);
    const hint = cookies.find((c) => c.startsWith("forecourt.signed_in="));
    expect(hint).toMatch(/^forecourt\.signed_in=1; Max-Age=2592000; Path=\/; SameSite=Lax$/);
    const cookie = cookieHeader(response);
    const session = await getSession(
      deps,
      open,
      new Request(`http://${HOST(open)}/api/account/session`, { headers: { cookie } }),
    );
    expect(await session.json()).toEqual({ signed_in: true, phone: "0412 ••• 011" });
    expect(session.headers.get("cache-control")).toBe("private, no-store");
  });

  it("a wrong code: 400 with the reason at the code field", async () => {
    await postSendCode(deps, open, post(open, "/api/sign-in/code", { phone_number: "0412000012" }));
    const code = codeFor("+61412000012") === "123456" ? "654321" : "123456";
    const response = await postVerifyCode(
      deps,
      open,
      post(open, "/api/sign-in/verify", { phone_number: "0412000012", code }),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: "That code isn't right. Check the text message and try again.",
      issues: [{ key: "code", message: "That code isn't right. Check the text message and try again." }],
    });
    const short = await postVerifyCode(
      deps,
      open,
      post(open, "/api/sign-in/verify", { phone_number: "0412000012", code: "12" }),
    );
    expect(await short.json()).toMatchObject({
      issues: [{ key: "code", message: "code: The code is the 6 digits in the text message we sent you." }],
    });
  });

  it("sign-out: the session row is gone, the cookie and the hint cleared, the old cookie no session", async () => {
    const cookie = await signIn(open, "+61412000013");
    expect(await currentShopper(open, new Headers({ cookie }), deps)).toMatchObject({
      phone: "+61412000013",
    });
    const out = await postSignOut(deps, open, post(open, "/api/sign-out", {}, { cookie }));
    expect(out.status).toBe(200);
    expect(await out.json()).toEqual({ signed_out: true });
    const cleared = out.headers.getSetCookie();
    expect(cleared.some((c) => c.startsWith("forecourt.session_token=;"))).toBe(true);
    expect(cleared.some((c) => c.startsWith("forecourt.signed_in=; Max-Age=0"))).toBe(true);
    expect(await currentShopper(open, new Headers({ cookie }), deps)).toBeNull();
    const session = await getSession(
      deps,
      open,
      new Request(`http://${HOST(open)}/api/account/session`, { headers: { cookie } }),
    );
    expect(await session.json()).toEqual({ signed_in: false });
  });

  it("sign-out is Origin-checked: another site cannot sign a shopper out", async () => {
    const cookie = await signIn(open, "+61412000014");
    const cross = post(open, "/api/sign-out", "", {
      cookie,
      origin: "https://evil.example",
      "content-type": "",
    });
    expect((await postSignOut(deps, open, cross)).status).toBe(403);
    expect(await currentShopper(open, new Headers({ cookie }), deps)).not.toBeNull();
  });
});

describe("issue 21 §2: the reserve flow honours the gate", () => {
  const reservation = async (site: Site, stocknum: string, headers: Record<string, string> = {}) => {
    const [car] = await handle.db.select({ id: cars.id }).from(cars).where(eq(cars.stocknum, stocknum));
    const provider = localPaymentProvider(handle.db);
    return postReservation(
      handle.db,
      site,
      post(
        site,
        "/api/reservations",
        {
          car_id: car!.id,
          first_name: "Jane",
          last_name: "Citizen",
          email: "jane@example.com",
          phone: "0412 000 021",
          postcode: "2000",
          payment_token: "test_ok",
        },
        { "idempotency-key": `gate-${stocknum}-${Math.random()}`, ...headers },
      ),
      {
        counters: new MemoryRateCounters(),
        perIp: 100,
        perSite: 100,
        provider,
        providerNamed: () => provider,
        shopperOf: (s, request) => currentShopper(s, request, deps),
        now: () => TEST_NOW,
      },
    );
  };

  it("signed out: 401 with where to sign in; nothing held", async () => {
    const response = await reservation(gated, "G1");
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error: "Please sign in first: this site keeps this for signed-in shoppers.",
      sign_in: "/sign-in?type=checkout&redirect=%2F",
    });
  });

  it("signed in: the car is held", async () => {
    const cookie = await signIn(gated, "+61412000021");
    const response = await reservation(gated, "G2", { cookie });
    expect(response.status).toBe(201);
  });

  it("a session from another site does not open this site's gate", async () => {
    const cookie = await signIn(open, "+61412000022");
    expect((await reservation(gated, "G1", { cookie })).status).toBe(401);
    expect(await handle.db.select().from(authSessions)).not.toHaveLength(0);
  });
});
