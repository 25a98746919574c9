import type { Page } from "@playwright/test";
import { POSTCODE_MESSAGE } from "../src/lib/leads/fields";
import { QUICK_ENQUIRY } from "../test/lead-records";
import { E2E_PORT, expect, sendToSite, siteUrl, test } from "./fixtures";

/** Issue 5: the one lead submit path, over real HTTP against the built server. */
const SITE = "metro-motor-group";

type Answer = {
  status: number;
  body: { lead_id?: string; error?: string; issues?: { key: string; message: string }[] };
};

/** A fresh form (idempotency key and render stamp) and a quick enquiry about one of the site's cars. */
async function newEnquiry(page: Page, message: string) {
  return page.evaluate(
    async ({ message, shopper }) => {
      const form = (await (await fetch("/api/leads/form")).json()) as {
        form_token: string;
        idempotency_key: string;
      };
      const search = (await (await fetch("/api/search?status=in_stock")).json()) as {
        hits: { id: number }[];
      };
      return {
        ...shopper,
        message,
        car_id: search.hits[0]!.id,
        path: "/search",
        ...form,
      };
    },
    { message, shopper: QUICK_ENQUIRY },
  );
}

async function post(page: Page, body: unknown): Promise<Answer> {
  return page.evaluate(async (body) => {
    const response = await fetch("/api/leads", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: await response.json() };
  }, body);
}

test("a lead is acknowledged with its id; the same form again is the same lead; other content under its key is refused", async ({
  page,
}) => {
  await page.goto(siteUrl(SITE, "/"));
  const enquiry = await newEnquiry(page, "Is it still available?");
  // A person takes more than the minimum fill time.
  await page.waitForTimeout(3_100);
  const first = await post(page, enquiry);
  expect(first.status).toBe(201);
  expect(first.body.lead_id).toMatch(/^[0-9a-f-]{36}$/);
  const again = await post(page, enquiry);
  // Issue 34: each answer carries the success page's signed link to the lead's confirmation.
  expect(again).toEqual({
    status: 200,
    body: {
      lead_id: first.body.lead_id,
      confirmation: expect.stringMatching(new RegExp(`^${first.body.lead_id}\\.\\d+\\.[\\w-]{43}$`)),
    },
  });
  const changed = await post(page, { ...enquiry, message: "Something else" });
  expect(changed.status).toBe(409);
});

test("a form sent back faster than a person could fill it gets a success-shaped answer and stores nothing", async ({
  page,
}) => {
  await page.goto(siteUrl(SITE, "/"));
  const enquiry = await newEnquiry(page, "bot text");
  const bot = await post(page, enquiry);
  expect(bot.status).toBe(201);
  await page.waitForTimeout(3_100);
  // Had the bot's post been stored, this different content under the same key would be a 409.
  const person = await post(page, { ...enquiry, message: "A real question" });
  expect(person.status).toBe(201);
  expect(person.body.lead_id).not.toBe(bot.body.lead_id);
  // The honeypot: filled in, the answer looks the same and nothing is stored.
  const trap = await newEnquiry(page, "honeypot");
  await page.waitForTimeout(3_100);
  expect((await post(page, { ...trap, website: "http://spam.example" })).status).toBe(201);
  expect((await post(page, { ...trap, message: "honest" })).status).toBe(201);
});

test("bad input is a 400 with the spec's message per field; a forged car, a bad stamp and a huge body store nothing", async ({
  page,
}) => {
  await page.goto(siteUrl(SITE, "/"));
  const enquiry = await newEnquiry(page, "Hello");
  await page.waitForTimeout(3_100);
  const bad = await post(page, { ...enquiry, postcode: "12", phone: "12345" });
  expect(bad.status).toBe(400);
  expect(bad.body.error).toBe("Please fix the following errors:");
  expect(bad.body.issues).toContainEqual({ key: "postcode", message: `postcode: ${POSTCODE_MESSAGE}` });
  expect(bad.body.issues?.map((i) => i.key)).toContain("phone");

  const forged = await post(page, { ...enquiry, car_id: 99_999_999 });
  expect(forged).toEqual({
    status: 400,
    body: {
      error: "Please fix the following errors:",
      issues: [{ key: "car_id", message: "car_id: no such car on this site" }],
    },
  });
  const stamp = await post(page, { ...enquiry, form_token: `${Date.now() - 60_000}.${"x".repeat(43)}` });
  expect(stamp.status).toBe(400);
  expect(stamp.body.error).toMatch(/reload the page/);
  // PostgreSQL cannot store a NUL: refused as bad input, not a server error.
  const nul = await post(page, { ...enquiry, message: "a\u0000b" });
  expect(nul.status).toBe(400);
  const huge = await post(page, { ...enquiry, message: "x".repeat(20_000) });
  expect(huge.status).toBe(413);
  // None of those stored a lead under the key, so the honest post goes through as new.
  expect((await post(page, enquiry)).status).toBe(201);
});

test.describe("from another site's page", () => {
  // The site's script policy (connect-src 'self') is the browser's first refusal; the server's Origin
  // check below is the second, for browsers without it.
  test.use({ cspViolationsExpected: true });

  test("a post from another site's page is refused and stores nothing", async ({ page }) => {
    await page.goto(siteUrl(SITE, "/"));
    const enquiry = await newEnquiry(page, "cross-site");
    await page.waitForTimeout(3_100);
    await page.goto(siteUrl("harbour-toyota", "/"));
    const crossSite = await page.evaluate(
      async ({ url, body }) => {
        try {
          const response = await fetch(url, {
            method: "POST",
            headers: { "content-type": "text/plain" },
            body: JSON.stringify(body),
          });
          return response.status;
        } catch {
          // The refusal carries no CORS headers, so the browser hides it from the other site's script.
          return "blocked";
        }
      },
      { url: siteUrl(SITE, "/api/leads"), body: { ...enquiry, message: "forged" } },
    );
    expect(crossSite).toBe("blocked");
    await page.goto(siteUrl(SITE, "/"));
    expect((await post(page, enquiry)).status).toBe(201);
  });
});

test("issue 16 §4: every state-changing endpoint refuses another site's post and a non-JSON body", async () => {
  const host = `${SITE}.localhost:${E2E_PORT}`;
  const own = `http://${host}`;
  const post = async (path: string, origin: string, type = "application/json") => {
    const answer = await sendToSite(`${SITE}.localhost`, path, {
      method: "POST",
      headers: { origin, "content-type": type },
      body: JSON.stringify({ car_id: 1, dealership_id: 1, website_id: 1 }),
    });
    return `${answer.status} ${answer.body.slice(0, 120)}`;
  };
  for (const path of ["/api/phone-reveal", "/api/leads", "/api/youx/quote", "/cars/anything"]) {
    expect(await post(path, `http://harbour-toyota.localhost:${E2E_PORT}`), path).toMatch(
      /^403 .*not from this site/,
    );
    // The same host over https is another origin (the demo is served over http).
    expect(await post(path, `https://${host}`), path).toMatch(/^403 /);
    expect(await post(path, own, "text/plain"), path).toMatch(/^415 .*application\/json/);
  }
  // The site's own JSON post reaches the endpoint, which judges the body itself.
  expect(await post("/api/phone-reveal", own)).toMatch(/^400 /);
});
