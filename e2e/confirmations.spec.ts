import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { type ReadEml, readEml } from "../test/eml";
import {
  expect,
  expectNoAxeViolations,
  sendToSite,
  siteUrl,
  submitReserveForm,
  TEST_CARD,
  test,
} from "./fixtures";
import { expectSuccess, findCar, SITE, shopperEmail } from "./lead-form-shopper";
import { freshMobile } from "./signed-in";

/**
 * Issue 34 item 1 in Chromium, on a phone and a desktop: a shopper enquires about a car (having said
 * no to marketing) and books a test drive; the success page names the car, the yard and the yard's
 * own number (not the group's Brisbane line); the confirmation is in the mail spool (text and HTML,
 * the HTML clean under axe) and in the SMS outbox. A shopper reserves a car and reads the receipt,
 * with its short reference, in both. No SMTP_URL in e2e: mail is spooled under DATA_DIR/mail.
 */
const MAIL_DIR = join(process.env.FORECOURT_E2E_DATA_DIR ?? "", "mail");
const GROUP_LINE = "07 3555 0100";
const VIEWPORTS = [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1366, height: 900 },
] as const;

/** The shopper's confirmations in the spool (`shopper-notice-<n>@….eml`) that pass `match`. */
async function confirmations(match: (mail: ReadEml) => boolean, atLeast = 1): Promise<ReadEml[]> {
  let found: ReadEml[] = [];
  await expect
    .poll(
      async () => {
        const names = (await readdir(MAIL_DIR).catch(() => [] as string[])).filter((n) =>
          n.startsWith("shopper-notice-"),
        );
        const mails = await Promise.all(names.map((n) => readFile(join(MAIL_DIR, n), "utf8")));
        found = mails.map(readEml).filter(match);
        return found.length;
      },
      { timeout: 20_000, message: "the shopper's confirmation in the mail spool" },
    )
    .toBeGreaterThanOrEqual(atLeast);
  return found;
}

/** The newest text the dev outbox lists for `mobile` as a shopper notice. */
async function textTo(page: Page, site: string, mobile: string, containing: string): Promise<string> {
  const e164 = `+61${mobile.replace(/\D/g, "").slice(1)}`;
  const outbox = await page.context().newPage();
  try {
    let body = "";
    await expect(async () => {
      await outbox.goto(siteUrl(site, "/dev/sms"));
      const message = outbox
        .getByTestId("sms-message")
        .filter({ has: outbox.getByTestId("sms-to").getByText(e164, { exact: true }) })
        .filter({ hasText: "(shopper-notice)" })
        .filter({ hasText: containing })
        .first();
      body = (await message.getByTestId("sms-body").textContent({ timeout: 1_000 })) ?? "";
      expect(body).toContain(containing);
    }).toPass({ timeout: 20_000, intervals: [500, 1_000] });
    return body;
  } finally {
    await outbox.close();
  }
}

/** The HTML part as a mail program shows it, checked by axe against WCAG A and AA. */
async function expectAccessibleHtml(page: Page, html: string) {
  const preview = await page.context().newPage();
  try {
    await preview.setContent(html);
    await expect(preview.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoAxeViolations(preview, (b) => b.withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]));
  } finally {
    await preview.close();
  }
}

async function fillShopper(page: Page, email: string, mobile: string) {
  await page.getByRole("textbox", { name: "First name" }).fill("Ada");
  await page.getByRole("textbox", { name: "Last name" }).fill("Lovelace");
  await page.getByRole("textbox", { name: "Email" }).fill(email);
  await page.getByRole("textbox", { name: "Phone" }).fill(mobile);
  await page.getByRole("textbox", { name: "Postcode" }).fill("2000");
}

/** What the success page says of the yard: its name and the number its call link shows. */
async function successYard(page: Page) {
  const dealer = page.getByTestId("your-dealer");
  await expect(dealer.getByRole("heading", { name: "Your dealer" })).toBeVisible();
  const call = dealer.getByRole("link", { name: /^(Sales|Service|Parts|Call)/ });
  await expect(call).toHaveAttribute("href", /^tel:\d+$/);
  const number = ((await call.textContent()) ?? "").replace(/^[A-Za-z ]+:?\s*/, "").trim();
  const name = ((await dealer.locator("address span").first().textContent()) ?? "").trim();
  return { name, number };
}

for (const viewport of VIEWPORTS) {
  test.describe(`on a ${viewport.name}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
    });

    test("an enquiry without marketing: the success page, the e-mail and the text name the car, the yard and its number", async ({
      page,
    }) => {
      await page.goto(siteUrl(SITE, "/search"));
      // A new Kia: its yard (Metro Kia Melbourne) has a line of its own. The group's Brisbane Toyota yard
      // shares the group's number, so a car there could not tell the two apart.
      const car = await findCar(page, "status=in_stock&car_type=new&make=Kia");
      await page.goto(siteUrl(SITE, `/cars/${car.slug}#enquire`));
      const form = page.locator("#enquire form");
      const email = shopperEmail("confirm");
      const mobile = freshMobile();
      await fillShopper(page, email, mobile);
      await form.getByRole("textbox", { name: "Message" }).fill("Is it still available?");
      await form.getByRole("button", { name: "Next" }).click();
      // No marketing, please: the confirmation is a receipt, and still comes.
      await form.getByRole("checkbox", { name: "Email me similar stock and latest offers." }).uncheck();
      await form.getByRole("button", { name: "Send Enquiry" }).click();
      await expectSuccess(page);

      // The success page: the car, the next step, the yard with its own number. No personal data in the
      // URL: it carries the signed confirmation alone. (A bare "ada" once matched the token's random hex.)
      const url = new URL(page.url());
      expect([...url.searchParams.keys()]).toEqual(["c"]);
      for (const personal of ["Lovelace", email, mobile])
        expect(decodeURIComponent(url.href)).not.toContain(personal);
      const confirmation = page.getByTestId("lead-confirmation");
      await expect(confirmation.getByTestId("success-message")).toContainText(
        `We have received your enquiry about the ${car.name}`,
      );
      await expect(confirmation.getByRole("heading", { name: "What happens next" })).toBeVisible();
      await expect(confirmation).toContainText(
        "We have sent a confirmation to your e-mail and a text to your mobile.",
      );
      const yard = await successYard(page);
      expect(yard.number).not.toBe(GROUP_LINE);
      await expect(page.getByTestId("your-dealer").getByRole("table")).toContainText("Mon – Fri");
      await expectNoAxeViolations(page);

      // The e-mail: the same car, yard and number, the next step, in text and HTML.
      const [mail] = await confirmations((m) => m.headers.get("to") === email);
      expect(mail!.headers.get("subject")).toBe(`We've received your enquiry: ${car.name}`);
      expect(mail!.headers.get("content-type")).toMatch(/^multipart\/alternative/);
      expect(mail!.text).toContain(`YOUR DEALER\n${yard.name}\n`);
      expect(mail!.text).toContain(yard.number);
      expect(mail!.text).toContain("WHAT HAPPENS NEXT\nOur team will contact you within one business day");
      expect(mail!.text).toContain("It is sent whether or not you asked us for marketing.");
      expect(mail!.html).toContain(yard.number);
      await expectAccessibleHtml(page, mail!.html);

      // The text: to the mobile, with the car and the yard's number.
      const sms = await textTo(page, SITE, mobile, car.name);
      expect(sms).toContain(`${yard.name}: we've received your enquiry about the ${car.name}.`);
      expect(sms).toContain(`Call ${yard.number}.`);
    });

    test("a reservation's receipt: the short reference on the page, in the e-mail and in the text", async ({
      page,
      asSite,
    }) => {
      const site = "outback-used-cars";
      const car = await reservableCar(site);
      const mobile = freshMobile();
      await asSite(site).goto(`/cars/${car.slug}/checkout`);
      await submitReserveForm(page.getByRole("form", { name: "Reserve this car" }), TEST_CARD.ok, mobile);
      const confirmed = page.getByTestId("reservation-confirmed");
      const reference = (await confirmed.getByTestId("reservation-reference").textContent()) ?? "";
      expect(reference).toMatch(/^OUC-\d{4}$/);
      await expect(confirmed).toContainText("We have sent your receipt");
      await expectNoAxeViolations(page);

      const [receipt] = await confirmations((m) =>
        (m.headers.get("subject") ?? "").includes(`(${reference})`),
      );
      expect(receipt!.headers.get("subject")).toBe(`Your reservation receipt: ${car.name} (${reference})`);
      expect(receipt!.text).toContain(`Reference: ${reference}`);
      expect(receipt!.text).toMatch(/Deposit: \$[\d,]+/);
      expect(receipt!.text).toContain("Card: Visa ending 4242");
      expect(receipt!.text).toMatch(/Held until: \w+ \d+ \w+ \d{4} at \d+:\d{2} [ap]m/);
      expect(receipt!.text).toContain("Your deposit is fully refundable.");
      expect(receipt!.text).toMatch(/YOUR DEALER\n.+\n.+\n(Sales: )?\d{2} \d{4} \d{4}/);
      await expectAccessibleHtml(page, receipt!.html);

      const sms = await textTo(page, site, mobile, `Ref ${reference}`);
      expect(sms).toContain(`the ${car.name} is reserved for you until`);
    });
  });
}

test("a test drive's confirmation names the time asked for and what to bring", async ({ page }) => {
  await page.goto(siteUrl(SITE, "/search"));
  const car = await findCar(page, "status=in_stock");
  await page.goto(siteUrl(SITE, `/book-test-drive?car_id=${car.id}`));
  // Issue 34 item 2: the yard's first bookable day, at its first time.
  const slots = page.getByTestId("test-drive-slots");
  await slots.getByRole("combobox", { name: "Day" }).selectOption({ index: 1 });
  await slots.getByRole("combobox", { name: "Time" }).selectOption({ index: 1 });
  await page.getByRole("button", { name: "Next" }).click();
  const email = shopperEmail("drive-confirm");
  await fillShopper(page, email, freshMobile());
  await page.getByRole("button", { name: "Book Test Drive" }).click();
  await expectSuccess(page);
  await expect(page.getByTestId("success-message")).toContainText(
    `We have received your test drive request about the ${car.name}`,
  );
  await expect(page.getByTestId("lead-confirmation")).toContainText("Please bring your driver's licence.");
  const [mail] = await confirmations((m) => m.headers.get("to") === email);
  expect(mail!.text).toMatch(
    /Time you asked for: \w+ \d+ \w+ \d{4} at \d+:\d{2} [ap]m A[CEW][SD]T \(\w+ time\)/,
  );
});

type Hit = { id: number; slug: string; name: string; reserved: boolean; checkoutEnabled: boolean };

async function reservableCar(site: string): Promise<Hit> {
  for (let n = 1; n <= 10; n++) {
    const body = JSON.parse(
      (await sendToSite(`${site}.localhost`, `/api/search?status=in_stock&sortBy=price_asc&page=${n}`)).body,
    ) as { hits: Hit[] };
    const car = body.hits.find((h) => h.checkoutEnabled && !h.reserved);
    if (car) return car;
  }
  throw new Error("no reservable demo car");
}
