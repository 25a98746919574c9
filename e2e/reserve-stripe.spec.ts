import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Page } from "@playwright/test";
import {
  type AppServer,
  freePort,
  requestApp,
  startAppServer,
  stopAppServer,
  waitHealthy,
} from "../test/app-process";
import { serveFakeStripeJs } from "./fake-stripe-js";
import { expect, expectNoAxeViolations, test } from "./fixtures";

/**
 * Issue 18 item 3 with PAYMENT_PROVIDER=stripe: the reserve page's card form is Stripe's Payment
 * Element (decision 0026), and the deposit is a manual-capture PaymentIntent. A second app server runs
 * with Stripe configured; Stripe cannot be reached from here, so its two halves are stood in for on
 * loopback, each as Stripe documents it: Stripe.js (served to the browser in place of
 * https://js.stripe.com, through the page's CSP like the real script) and the PaymentIntents API
 * (STRIPE_API_BASE). Everything between them is ours and real: the page, the CSP, the form, the API,
 * the reservation and the capture.
 */

const SITE = "outback-used-cars";

type Seen = { path: string; form: URLSearchParams; idempotencyKey: string | undefined };
let stripeApi: Server;
const seen: Seen[] = [];
let app: AppServer;

/** The PaymentIntents API as Stripe documents it, for the two test PaymentMethods the fake Stripe.js makes. */
function fakeStripeApi(): Server {
  let n = 0;
  return createServer((req, res) => {
    let text = "";
    req.on("data", (chunk) => {
      text += chunk;
    });
    req.on("end", () => {
      const form = new URLSearchParams(text);
      const path = req.url ?? "";
      const key = req.headers["idempotency-key"];
      seen.push({ path, form, idempotencyKey: typeof key === "string" ? key : undefined });
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { "content-type": "application/json" });
        res.end(JSON.stringify(body));
      };
      if (req.headers.authorization !== "Bearer sk_test_e2e")
        return send(401, { error: { type: "invalid_request_error" } });
      if (path === "/v1/payment_intents") {
        if (form.get("payment_method") === "pm_card_chargeDeclined") {
          return send(402, {
            error: { type: "card_error", code: "card_declined", message: "Your card was declined." },
          });
        }
        return send(200, { id: `pi_e2e_${++n}`, object: "payment_intent", status: "requires_capture" });
      }
      const capture = /^\/v1\/payment_intents\/(pi_\w+)\/capture$/.exec(path);
      if (capture) return send(200, { id: capture[1], object: "payment_intent", status: "succeeded" });
      const cancel = /^\/v1\/payment_intents\/(pi_\w+)\/cancel$/.exec(path);
      if (cancel) return send(200, { id: cancel[1], object: "payment_intent", status: "canceled" });
      if (path === "/v1/refunds")
        return send(200, { id: `re_e2e_${++n}`, object: "refund", status: "succeeded" });
      return send(404, { error: { type: "invalid_request_error", message: `No such route ${path}` } });
    });
  });
}

type Hit = { id: number; slug: string; name: string; reserved: boolean; checkoutEnabled: boolean };

async function reservableCars(): Promise<Hit[]> {
  const reply = await requestApp(app, { site: SITE, path: "/api/search?status=in_stock&sortBy=price_asc" });
  const { hits } = JSON.parse(reply.body) as { hits: Hit[] };
  return hits.filter((h) => h.checkoutEnabled && !h.reserved);
}

const checkoutUrl = (slug: string) => `http://${SITE}.localhost:${app.port}/cars/${slug}/checkout`;

async function fillDetails(page: Page, card: string) {
  const form = page.getByRole("form", { name: "Reserve this car" });
  await form.getByLabel("First name").fill("Ada");
  await form.getByLabel("Last name").fill("Lovelace");
  await form.getByLabel("Email").fill("ada@example.com");
  await form.getByLabel("Phone").fill("0412 345 678");
  await form.getByLabel("Postcode").fill("2830");
  await form.getByLabel("Card number").fill(card);
  return form;
}

test.describe("reserving with Stripe as the payment processor", () => {
  test.describe.configure({ timeout: 180_000 });

  test.beforeAll(async () => {
    // Booting a second server (migrate, seed 150 cars) takes longer than a hook's 30 s on a busy machine.
    test.setTimeout(180_000);
    stripeApi = fakeStripeApi();
    await new Promise<void>((resolve) => stripeApi.listen(0, "127.0.0.1", resolve));
    const apiBase = `http://127.0.0.1:${(stripeApi.address() as AddressInfo).port}`;
    app = startAppServer("stripe-e2e", await freePort(), {
      DEMO_CARS: "150",
      PAYMENT_PROVIDER: "stripe",
      STRIPE_SECRET_KEY: "sk_test_e2e",
      STRIPE_PUBLISHABLE_KEY: "pk_test_e2e",
      STRIPE_API_BASE: apiBase,
    });
    await waitHealthy(app, 150_000);
  });

  test.afterAll(async () => {
    if (app) await stopAppServer(app);
    await new Promise((resolve) => (stripeApi ? stripeApi.close(resolve) : resolve(undefined)));
  });

  test("the card goes to Stripe, the deposit is authorised then captured, and the car is held", async ({
    page,
  }) => {
    await serveFakeStripeJs(page);
    const [declined, car] = await reservableCars();
    expect(car, "two reservable demo cars").toBeDefined();

    const response = await page.goto(checkoutUrl(car!.slug));
    const policy = response?.headers()["content-security-policy"] ?? "";
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("https://js.stripe.com");
    expect(policy).toMatch(/frame-src [^;]*https:\/\/hooks\.stripe\.com/);
    const form = await fillDetails(page, "4242 4242 4242 4242");
    // Stripe.js got the site's publishable key and a deferred, manual-capture card intent for the deposit.
    const stripe = (await page.evaluate("window.__stripe")) as {
      key: string;
      options: { mode: string; amount: number; currency: string; captureMethod: string };
    };
    expect(stripe.key).toBe("pk_test_e2e");
    expect(stripe.options).toMatchObject({ mode: "payment", currency: "aud", captureMethod: "manual" });
    await expectNoAxeViolations(page);

    await form.getByRole("button", { name: /deposit and reserve/ }).click();
    const confirmed = page.getByTestId("reservation-confirmed");
    await expect(confirmed.getByRole("heading", { name: `${car!.name} is reserved for you` })).toBeFocused();

    const intent = seen.find(
      (s) => s.path === "/v1/payment_intents" && s.form.get("payment_method") === "pm_card_visa",
    );
    expect(intent?.form.get("amount")).toBe(String(stripe.options.amount));
    expect(intent?.form.get("currency")).toBe("aud");
    expect(intent?.form.get("capture_method")).toBe("manual");
    expect(intent?.form.get("confirm")).toBe("true");
    expect(intent?.idempotencyKey).toMatch(/^res_/);
    expect(seen.some((s) => /^\/v1\/payment_intents\/pi_e2e_\d+\/capture$/.test(s.path))).toBe(true);
    expect((await page.evaluate("window.__stripe.billing")) as object).toMatchObject({
      name: "Ada Lovelace",
      email: "ada@example.com",
      address: { postal_code: "2830", country: "AU" },
    });

    // A declined card: the shopper is told at the card, nothing is held, and the car stays available.
    await page.goto(checkoutUrl(declined!.slug));
    const again = await fillDetails(page, "4000 0000 0000 0002");
    await again.getByRole("button", { name: /deposit and reserve/ }).click();
    await expect(again.getByRole("alert")).toContainText("Your card was declined");
    await expect(again.getByText("Your card was declined.", { exact: true })).toBeVisible();
    await expect(again.getByLabel("First name")).toHaveValue("Ada");
    expect((await reservableCars()).map((c) => c.id)).toContain(declined!.id);
  });

  test("when Stripe.js cannot load, the shopper is told and pointed elsewhere; nothing pretends to work", async ({
    page,
  }) => {
    await page.route("https://js.stripe.com/**", (route) => route.abort("internetdisconnected"));
    const [car] = await reservableCars();
    await page.goto(checkoutUrl(car!.slug));
    const form = page.getByRole("form", { name: "Reserve this car" });
    await expect(form.getByRole("alert")).toContainText("The secure card form could not load");
    await expect(form.getByRole("link", { name: "send us an enquiry" })).toHaveAttribute(
      "href",
      `/cars/${car!.slug}#enquire`,
    );
  });
});
