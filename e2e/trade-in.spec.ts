import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path, { join } from "node:path";
import type { Page } from "@playwright/test";
import {
  answerTradeInCondition,
  expect,
  expectNoAxeViolations,
  forecourtImport,
  sendToSite,
  spooledMails,
  test,
} from "./fixtures";

/**
 * Issue 20 (decision 0034; spec 01 §2 "/cars/trade-in?car_id=", §4 "Trade-in offer", §5 "accepting an
 * offer marks form_completed and offer_accepted with subcategory '3. Offer Accepted'", §7 event 18;
 * spec 02 §9 over 7 years or 100,000 km): a shopper values their car from a car page in Chromium, on a
 * phone and on a desktop, accepts the offer, and the dealer's mail spool holds the e-mail and the ADF
 * with the trade-in; a car over 100,000 km goes to an in-person appraisal. A test site on the Outback
 * dealership, whose CRM takes ADF.
 */
const SITE = "e2e-trade-in";
const HOST = `${SITE}.localhost`;
const MAIL_DIR = join(process.env.FORECOURT_E2E_DATA_DIR ?? "", "mail");
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

type Hit = { id: number; slug: string; name: string; tradeInEnabled: boolean };

test.beforeAll(async () => {
  const file = path.join(tmpdir(), `e2e-trade-in-${process.pid}.json`);
  writeFileSync(
    file,
    JSON.stringify({
      site: {
        slug: SITE,
        name: "Trade-in Test Motors",
        dealerships: ["outback-used-cars-dubbo"],
        config: {
          leads: { emails: ["sales@trade-in-test.example"], adf_emails: ["crm@trade-in-test.example"] },
        },
      },
    }),
  );
  await forecourtImport(file);
  // The server's site list is cached for up to 5 s.
  await expect(async () => {
    expect((await sendToSite(HOST, "/api/search?status=in_stock")).status).toBe(200);
  }).toPass({ timeout: 10_000, intervals: [500] });
});

async function tradeInCar(): Promise<Hit> {
  for (let page = 1; page <= 10; page++) {
    const body = JSON.parse((await sendToSite(HOST, `/api/search?status=in_stock&page=${page}`)).body) as {
      hits: Hit[];
    };
    const car = body.hits.find((h) => h.tradeInEnabled);
    if (car) return car;
  }
  throw new Error("no car with trade-in");
}

/** A mail's quoted-printable parts as plain text (soft line breaks joined, =XX decoded; ASCII only). */
function quotedPrintableText(mail: string): string {
  return mail
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/**
 * The mails in the spool that mention `text`: the dealer's e-mail and the CRM's ADF copy (not the
 * shopper's own confirmations, issue 34, which are spooled as `shopper-notice-<n>@….eml`).
 */
async function spooled(text: string, count: number): Promise<string[]> {
  let found: string[] = [];
  await expect
    .poll(
      async () => {
        found = [];
        for (const spooled of await spooledMails(MAIL_DIR)) {
          if (spooled.file.startsWith("shopper-notice-")) continue;
          const mail = quotedPrintableText(spooled.text);
          if (mail.includes(text)) found.push(mail);
        }
        return found.length;
      },
      { timeout: 20_000, message: `${count} mails mentioning ${text}` },
    )
    .toBeGreaterThanOrEqual(count);
  return found;
}

async function fillDetails(page: Page, email: string) {
  await page.getByLabel("First name").fill("Terry");
  await page.getByLabel("Last name").fill("Trader");
  await page.getByRole("textbox", { name: "Email" }).fill(email);
  await page.getByRole("textbox", { name: "Phone" }).fill("0412 345 678");
  await page.getByLabel("Postcode").fill("2830");
  // The dealership has more than one yard: the shopper says where the car is to be valued.
  await page.getByLabel("Where would you like it valued?").selectOption({ index: 1 });
}

for (const [device, viewport] of [
  ["phone", PHONE],
  ["desktop", DESKTOP],
] as const) {
  test.describe(`on a ${device}`, () => {
    test.use({ viewport });

    test("a trade-in from a car page to an accepted offer, with the lead and its ADF trade-in in the dealer's mail", async ({
      page,
      asSite,
    }) => {
      const email = `trader-${device}-${Date.now()}@example.com`;
      const car = await tradeInCar();
      await asSite(SITE).goto(`/cars/${car.slug}`);
      // The car's own button (the header's menu has a Trade In link to the site's page too).
      await page.getByRole("main").getByRole("link", { name: "Trade In", exact: true }).first().click();
      await expect(page).toHaveURL(new RegExp(`/cars/trade-in\\?car_id=${car.id}$`));
      await expect(page.getByRole("heading", { level: 1, name: "Trade in your car" })).toBeVisible();
      await expectNoAxeViolations(page);

      // Step 1: a rego that is not found says so at the field; the demo's plate fills the car in.
      await page.getByLabel("Rego").fill("nope99");
      await page.getByLabel("State").selectOption("VIC");
      await page.getByRole("button", { name: "Find my car" }).click();
      await expect(page.getByText("We couldn't find rego NOPE99 in VIC.", { exact: false })).toBeVisible();
      await page.getByLabel("Rego").fill("DEMO2");
      await page.getByRole("button", { name: "Find my car" }).click();
      await expect(page.getByTestId("lookup-note")).toContainText("Toyota RAV4");
      await expect(page.getByLabel("Make")).toHaveValue("Toyota");
      await page.getByLabel("Kilometres").fill("about 30k");
      await page.getByRole("button", { name: "Next" }).click();
      await expect(
        page.getByText("Please enter the kilometres as a whole number, e.g. 85,000.").first(),
      ).toBeVisible();
      await page.getByLabel("Kilometres").fill("30,000");
      await page.getByRole("button", { name: "Next" }).click();

      // Step 2: saved under a link; the condition questions.
      await expect(page.getByRole("heading", { level: 2, name: /Step 2 of 3: Its condition/ })).toBeFocused();
      await expect(page).toHaveURL(/valuation=tv_/);
      await answerTradeInCondition(page);
      await expectNoAxeViolations(page);
      await page.getByRole("button", { name: "Next" }).click();

      // Step 3: the shopper's details, with the lead forms' messages.
      await expect(page.getByRole("heading", { level: 2, name: /Step 3 of 3: Your details/ })).toBeFocused();
      await fillDetails(page, email);
      await page.getByRole("textbox", { name: "Phone" }).fill("12");
      await page.getByRole("button", { name: "Get my valuation" }).click();
      await expect(
        page.getByText("Please enter an Australian phone number, e.g. 0412 345 678.").first(),
      ).toBeVisible();
      await page.getByRole("textbox", { name: "Phone" }).fill("0412 345 678");
      await expectNoAxeViolations(page);
      await page.getByRole("button", { name: "Get my valuation" }).click();

      // The estimate, the offer, and the car's price less the offer (spec 01 §4).
      await expect(page.getByTestId("trade-in-range")).toHaveText(/^\$[\d,]+ to \$[\d,]+$/);
      const offer = (await page.getByTestId("trade-in-offer").textContent()) ?? "";
      expect(offer).toMatch(/^\$[\d,]+$/);
      await expect(page.getByTestId("price-after-trade-in")).toContainText("Price after trade-in");
      await expectNoAxeViolations(page);

      await page.getByRole("button", { name: `Accept offer of ${offer}` }).click();
      await expect(page.getByTestId("trade-in-accepted")).toContainText(`accept the offer of ${offer}`);
      // Spec 01 §7: event 18, trade-in offer.
      const events = await page.evaluate(() =>
        ((window as { dataLayer?: { event_id?: number }[] }).dataLayer ?? []).map((e) => e.event_id),
      );
      expect(events).toContain(18);
      await expectNoAxeViolations(page);

      // The link back shows the accepted offer.
      await page.reload();
      await expect(page.getByTestId("trade-in-accepted")).toBeVisible();

      // The dealer: the valuation's and the accepted offer's e-mails and ADF copies.
      const mails = await spooled(email, 4);
      const accepted = mails.find((m) => !m.includes("<?adf") && m.includes("3. Offer Accepted"));
      expect(accepted).toBeDefined();
      expect(accepted).toContain("Offer accepted: Yes");
      expect(accepted).toContain("Car: ");
      const adf = mails.filter((m) => m.includes("<?adf"));
      expect(
        adf.some((m) => /<vehicle interest="trade-in" status="used">[\s\S]*<make>Toyota<\/make>/.test(m)),
      ).toBe(true);
    });
  });
}

test("a car over 100,000 km gets the in-person path, and the dealer still gets the lead", async ({
  page,
  asSite,
}) => {
  const email = `km-${Date.now()}@example.com`;
  await page.setViewportSize(PHONE);
  await asSite(SITE).goto("/trade-in");
  await expect(page.getByRole("heading", { level: 1, name: "Value your trade-in" })).toBeVisible();
  await page.getByLabel("Make").fill("Toyota");
  await page.getByLabel("Model").fill("RAV4");
  await page.getByLabel("Year").fill("2099");
  await page.getByLabel("Kilometres").fill("150,000");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText(/The year can't be later than 20\d\d\./).first()).toBeVisible();
  await page.getByLabel("Year").fill("2022");
  await page.getByRole("button", { name: "Next" }).click();
  await answerTradeInCondition(page);
  await page.getByRole("button", { name: "Next" }).click();
  await fillDetails(page, email);
  await page.getByRole("button", { name: "Get my valuation" }).click();
  const result = page.getByTestId("trade-in-in-person");
  await expect(result).toContainText("We'll value your 2022 Toyota RAV4 in person");
  await expect(result).toContainText("over 100,000 km");
  await expectNoAxeViolations(page);
  const mails = await spooled(email, 1);
  expect(mails.some((m) => m.includes("2. In-person Appraisal"))).toBe(true);
});
