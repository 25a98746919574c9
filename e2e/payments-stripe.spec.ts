import type { Page } from "@playwright/test";
import {
  type AppServer,
  freePort,
  requestApp,
  startAppServer,
  stopAppServer,
  waitHealthy,
} from "../test/app-process";
import { FakeStripe } from "../test/fake-stripe";
import { enrolTwoFactor, setPassword, signIn, staffAddOn } from "./console-staff";
import { serveFakeStripeJs } from "./fake-stripe-js";
import { expect, test } from "./fixtures";

/**
 * Issue 36 item 1 (decisions 0071 and 0072), against the loopback fake Stripe (test/fake-stripe.ts)
 * and a second app server configured for Stripe with both webhook secrets: a group admin connects the
 * dealer's own Stripe account through Stripe's hosted onboarding (its `account.updated` webhook turns
 * it on); a 3-D Secure test card completes a reservation, its deposit a direct charge on the dealer's
 * account; a refund made in Stripe's dashboard reaches the console by webhook; replayed twice, the
 * webhook changes nothing.
 */

const SITE = "outback-used-cars";
const SECRETS = { platform: "whsec_e2e_platform", connect: "whsec_e2e_connect" };
const ADMIN = "payments-admin@outback.example";

const fake = new FakeStripe({ secretKey: "sk_test_e2e", secrets: SECRETS });
let app: AppServer;
let consoleOrigin = "";
/** What one test leaves for the next (the file's tests run in order, in one worker). */
const state = { account: "", reservationId: "", intent: "" };

type Hit = { id: number; slug: string; name: string; reserved: boolean; checkoutEnabled: boolean };

async function reservableCars(): Promise<Hit[]> {
  const reply = await requestApp(app, { site: SITE, path: "/api/search?status=in_stock&sortBy=price_asc" });
  const { hits } = JSON.parse(reply.body) as { hits: Hit[] };
  return hits.filter((h) => h.checkoutEnabled && !h.reserved);
}

const checkoutUrl = (slug: string) => `http://${SITE}.localhost:${app.port}/cars/${slug}/checkout`;

async function reserveWith(page: Page, slug: string, card: string) {
  await page.goto(checkoutUrl(slug));
  const form = page.getByRole("form", { name: "Reserve this car" });
  await form.getByLabel("First name").fill("Ada");
  await form.getByLabel("Last name").fill("Lovelace");
  await form.getByLabel("Email").fill("ada@example.com");
  await form.getByLabel("Phone").fill("0412 345 678");
  await form.getByLabel("Postcode").fill("2830");
  await form.getByLabel("Card number").fill(card);
  await form.getByRole("button", { name: /deposit and reserve/ }).click();
}

async function signInAsAdmin(page: Page, totp: Awaited<ReturnType<typeof enrolTwoFactor>> | null) {
  await signIn(page, ADMIN, totp ?? undefined, consoleOrigin);
}

let totp: Awaited<ReturnType<typeof enrolTwoFactor>> | null = null;

// The tests run in order, in one worker, on one app server: each goes on from the one before.
test.describe.configure({ timeout: 180_000, mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const base = await fake.start();
  const port = await freePort();
  fake.webhookUrl = `http://127.0.0.1:${port}/api/stripe/webhook`;
  app = startAppServer("payments-e2e", port, {
    DEMO_CARS: "150",
    PAYMENT_PROVIDER: "stripe",
    STRIPE_SECRET_KEY: "sk_test_e2e",
    STRIPE_PUBLISHABLE_KEY: "pk_test_e2e",
    STRIPE_API_BASE: base,
    STRIPE_WEBHOOK_SECRET: SECRETS.platform,
    STRIPE_CONNECT_WEBHOOK_SECRET: SECRETS.connect,
  });
  consoleOrigin = `http://console.localhost:${port}`;
  await waitHealthy(app, 150_000);
});

test.afterAll(async () => {
  if (app) await stopAppServer(app);
  await fake.stop();
});

test("a group admin connects the dealer's own Stripe account through Stripe's hosted onboarding", async ({
  page,
}) => {
  const link = await staffAddOn(
    { dataDir: app.dataDir, console: consoleOrigin },
    "--email",
    ADMIN,
    "--role",
    "group-admin",
    "--site",
    SITE,
  );
  await setPassword(page, link);
  await signInAsAdmin(page, null);
  totp = await enrolTwoFactor(page, consoleOrigin);

  await page.goto(`${consoleOrigin}/sites/${SITE}/payments`);
  const panel = page.getByTestId("stripe-connect");
  await expect(panel.getByTestId("stripe-connect-status")).toHaveText("Not connected");
  await panel.getByRole("button", { name: "Connect Stripe" }).click();
  // Stripe's hosted onboarding (the fake's), then back to the console.
  await expect(page.getByRole("heading", { name: "Fake Stripe onboarding" })).toBeVisible();
  await page.getByRole("button", { name: "Agree and submit" }).click();
  await page.waitForURL(`${consoleOrigin}/sites/${SITE}/payments?stripe=return`);
  await expect(panel.getByTestId("stripe-connect-status")).toHaveText("Taking deposits");
  const [account] = [...fake.accounts.keys()];
  state.account = account ?? "";
  await expect(panel).toContainText(state.account);
  // Stripe's account.updated, signed with the Connect endpoint's secret, was taken.
  await fake.settled();
  const updated = fake.deliveries.find((d) => d.type === "account.updated");
  expect(updated?.status).toBe(200);
  expect(JSON.parse(updated?.body ?? "{}")).toMatchObject({
    outcome: `account ${state.account}: charges enabled`,
  });
  // The secret key never reaches the browser.
  expect(await page.content()).not.toContain("sk_test_e2e");

  await page.goto(`${consoleOrigin}/sites/${SITE}/audit`);
  await expect(page.getByText("Created the site's own Stripe account (Stripe Connect)")).toBeVisible();
});

test("a 3-D Secure test card completes a reservation; the deposit lands in the dealer's own account", async ({
  page,
}) => {
  await serveFakeStripeJs(page, fake.base);
  const [car] = await reservableCars();
  expect(car, "a reservable demo car").toBeDefined();
  await reserveWith(page, car!.slug, "4000 0027 6000 3184");
  // The shopper's bank's page (the fake Stripe's test page), then back to the reserve page.
  await expect(page.getByRole("heading", { name: "3D Secure 2 Test Page" })).toBeVisible();
  await page.getByRole("button", { name: "Complete authentication" }).click();
  const confirmed = page.getByTestId("reservation-confirmed");
  await expect(confirmed.getByRole("heading", { name: `${car!.name} is reserved for you` })).toBeVisible();
  state.reservationId = new URL(page.url()).searchParams.get("reservation") ?? "";
  expect(state.reservationId).toMatch(/^res_/);

  // Stripe.js was started on the dealer's account, and the charge is the dealer's: a direct charge.
  expect(await page.evaluate("window.__stripe.stripeAccount")).toBe(state.account);
  const intent = [...fake.intents.values()].find((i) => i.metadata.reservation_id === state.reservationId);
  expect(intent).toMatchObject({
    account: state.account,
    status: "succeeded",
    application_fee_amount: null,
  });
  state.intent = intent!.id;
  expect(
    fake.calls.filter((c) => c.path.includes(intent!.id)).every((c) => c.account === state.account),
  ).toBe(true);
  // Reserved in search once the index sees the hold (within seconds).
  await expect
    .poll(async () => (await reservableCars()).map((c) => c.id), { timeout: 15_000 })
    .not.toContain(car!.id);
});

test("a bank that says no: the shopper is told at the card, nothing is taken, the car stays available", async ({
  page,
}) => {
  await serveFakeStripeJs(page, fake.base);
  const [car] = await reservableCars();
  await reserveWith(page, car!.slug, "4000 0027 6000 3184");
  await page.getByRole("button", { name: "Fail authentication" }).click();
  const form = page.getByRole("form", { name: "Reserve this car" });
  await expect(form.getByRole("alert")).toContainText(
    "Your bank did not confirm the payment. Nothing was charged",
  );
  await expect
    .poll(async () => (await reservableCars()).map((c) => c.id), { timeout: 15_000 })
    .toContain(car!.id);
});

test("a refund made in Stripe's dashboard reaches the console by webhook; replayed twice, it changes nothing", async ({
  page,
}) => {
  expect(state.intent, "the 3-D Secure reservation of the test before").not.toBe("");
  await fake.settled();
  await signInAsAdmin(page, totp);
  const detail = `${consoleOrigin}/sites/${SITE}/reservations/${state.reservationId}`;
  await page.goto(detail);
  await expect(page.getByTestId("payment-confirmed")).toContainText("Taken (confirmed by Stripe)");

  const refund = await fake.refundFromDashboard(state.intent);
  expect(refund.status).toBe(200);
  expect(JSON.parse(refund.body)).toEqual({
    received: true,
    duplicate: false,
    outcome: "moved to refunded",
  });
  await page.reload();
  await expect(page.getByTestId("payment-confirmed")).toContainText("Refunded in full (confirmed by Stripe)");
  await expect(page.getByRole("main")).toContainText("deposit refunded at the processor");
  const steps = page.getByRole("list", { name: "What happened to this reservation" }).getByRole("listitem");
  const before = await steps.count();
  // What the replays could change: the steps, the payment, the deposit's facts, the shopper's messages
  // (whose sending state the outbox moves on meanwhile, so only which messages).
  const seen = async () => ({
    steps: await steps.allTextContents(),
    deposit: await page.getByRole("region", { name: "The deposit" }).textContent(),
    messages: (await page.getByRole("main").textContent())?.match(/“[^”]+”/g),
  });
  const shown = await seen();
  expect(shown.messages?.filter((m) => m.includes("deposit has been refunded"))).toHaveLength(2);

  // Stripe sends the same event again, twice (a retry, a replay): nothing changes.
  for (let i = 0; i < 2; i++) {
    const again = await fake.resend(refund.eventId);
    expect(again.status).toBe(200);
    expect(JSON.parse(again.body)).toMatchObject({ received: true, duplicate: true });
  }
  await page.reload();
  await expect(steps).toHaveCount(before);
  expect(await seen()).toEqual(shown);
  const status = await requestApp(app, { site: SITE, path: `/api/reservations/${state.reservationId}` });
  expect(JSON.parse(status.body)).toMatchObject({ status: "refunded" });
  expect(fake.deliveries.every((d) => d.status === 200)).toBe(true);
});
