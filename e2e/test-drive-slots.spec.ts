import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { localDateTime } from "../src/lib/format/local-date-time";
import { addDays, weekdayOf } from "../src/lib/locations/opening-hours";
import { type ReadEml, readEml } from "../test/eml";
import { expect, expectNoAxeViolations, siteUrl, test, whenHydrated } from "./fixtures";
import { dealerMails, expectSuccess, fillShopper, findCar, SITE, shopperEmail } from "./lead-form-shopper";

/**
 * Issue 34 item 2 "Bookable times" in Chromium, on a phone and a desktop, axe clean: a shopper books a
 * test drive in one of the yard's slots (a day, then a time, on the yard's clock; the demo sales yards
 * close on Sundays, so no Sunday is offered); the success page, the shopper's e-mail and the dealer's
 * name the time with its zone, and both e-mails carry the .ics invite. A closed time is refused: the
 * server's reason shows at the field, and a closed time posted straight to the API is answered 400 at
 * the field with nothing stored.
 */
const MAIL_DIR = join(process.env.FORECOURT_E2E_DATA_DIR ?? "", "mail");
const CLOSED = "The yard is closed then: choose one of the times shown.";
const VIEWPORTS = [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1366, height: 900 },
] as const;

/** The shopper's confirmation e-mail in the spool, by recipient. */
async function confirmationTo(email: string): Promise<ReadEml> {
  let found: ReadEml | undefined;
  await expect
    .poll(
      async () => {
        const names = (await readdir(MAIL_DIR).catch(() => [] as string[])).filter((n) =>
          n.startsWith("shopper-notice-"),
        );
        const mails = await Promise.all(names.map((n) => readFile(join(MAIL_DIR, n), "utf8")));
        found = mails.map(readEml).find((m) => m.headers.get("to") === email);
        return found !== undefined;
      },
      { timeout: 20_000, message: `the shopper's confirmation to ${email}` },
    )
    .toBe(true);
  return found!;
}

/** Opens the car's test drive page and answers the picker's zone, e.g. 'Australia/Brisbane'. */
async function openBooking(page: Page) {
  await page.goto(siteUrl(SITE, "/search"));
  const car = await findCar(page, "status=in_stock");
  await page.goto(siteUrl(SITE, `/book-test-drive?car_id=${car.id}`));
  const picker = page.getByTestId("test-drive-slots");
  await expect(picker).toContainText(/Times are [A-Za-z ]+ time, the yard's own clock\./);
  const city = /Times are ([A-Za-z ]+) time/.exec((await picker.textContent()) ?? "")![1]!;
  await whenHydrated(page.getByRole("button", { name: "Next" }));
  return { car, picker, zone: `Australia/${city.replaceAll(" ", "_")}` };
}

/** The coming Sunday on the yard's clock (a week on when it is Sunday there now): the yard is closed. */
function comingSunday(zone: string): string {
  const today = localDateTime(new Date(), zone).slice(0, 10);
  return addDays(today, 7 - weekdayOf(today)!);
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Chooses the first offered day and time; answers their labels. */
async function chooseFirstSlot(picker: ReturnType<Page["getByTestId"]>) {
  const day = picker.getByRole("combobox", { name: "Day" });
  await day.selectOption({ index: 1 });
  const dayLabel = (await day.locator("option:checked").textContent())!.trim();
  const time = picker.getByRole("combobox", { name: "Time" });
  await time.selectOption({ index: 1 });
  const timeLabel = (await time.locator("option:checked").textContent())!.trim();
  return { dayLabel, timeLabel, value: await time.inputValue() };
}

for (const viewport of VIEWPORTS) {
  test.describe(`on a ${viewport.name}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
    });

    test("books a test drive in one of the yard's slots: the page and both e-mails name it on the yard's clock, with the invite", async ({
      page,
    }) => {
      const { car, picker, zone } = await openBooking(page);
      const days = await picker.getByRole("combobox", { name: "Day" }).locator("option").allTextContents();
      expect(days.length).toBeGreaterThan(1);
      // The demo's sales yards close on Sundays: none is offered.
      expect(days.filter((d) => d.startsWith("Sunday"))).toEqual([]);
      await expectNoAxeViolations(page);

      const slot = await chooseFirstSlot(picker);
      expect(slot.value).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
      await page.getByRole("button", { name: "Next" }).click();
      const email = shopperEmail("slot");
      await fillShopper(page, email);
      await page.getByRole("button", { name: "Book Test Drive" }).click();
      await expectSuccess(page);

      const city = zone.split("/")[1]!.replaceAll("_", " ");
      const when = new RegExp(
        `${escaped(`${slot.dayLabel} at ${slot.timeLabel}`)} A[CEW][SD]T \\(${city} time\\)`,
      );
      await expect(page.getByTestId("lead-confirmation")).toContainText(when);
      await expectNoAxeViolations(page);

      const confirmation = await confirmationTo(email);
      expect(confirmation.text).toMatch(new RegExp(`Time you asked for: ${when.source}`));
      expect(confirmation.calendar).toContain("BEGIN:VCALENDAR");
      expect(confirmation.calendar).toMatch(/DTSTART:\d{8}T\d{6}Z/);
      expect(confirmation.calendar.replace(/\n[ \t]/g, "")).toContain(`SUMMARY:Test drive: ${car.name}`);

      const [dealer] = await dealerMails(email);
      const mail = readEml(dealer!.text);
      expect(mail.text).toMatch(new RegExp(`Test drive time: ${when.source}`));
      expect(mail.calendar).toMatch(/DTSTART:\d{8}T\d{6}Z/);
      // The same booking, the same instant, in both invites.
      expect(/DTSTART:\S+/.exec(mail.calendar)![0]).toBe(/DTSTART:\S+/.exec(confirmation.calendar)![0]);
    });

    test("a closed time is refused at the field, and posted straight to the API stores nothing", async ({
      page,
    }) => {
      const { car, picker, zone } = await openBooking(page);
      const sunday = `${comingSunday(zone)}T10:00`;

      // A time the form never offers, as a tampered post would send it: the server says why, at the field.
      await page.route("**/api/leads", async (route) => {
        if (route.request().method() !== "POST") return route.continue();
        const body = JSON.parse(route.request().postData() ?? "{}") as Record<string, unknown>;
        await route.continue({ postData: JSON.stringify({ ...body, test_drive_at: sunday }) });
      });
      await chooseFirstSlot(picker);
      await page.getByRole("button", { name: "Next" }).click();
      await fillShopper(page, shopperEmail("closed"));
      await page.getByRole("button", { name: "Book Test Drive" }).click();
      // The form goes back to the step with the time, its reason beside the field.
      await expect(picker.getByText(CLOSED)).toBeVisible();
      await expect(picker.getByRole("combobox", { name: "Time" })).toHaveAttribute("aria-invalid", "true");
      await expect(page.getByTestId("error-warning")).toContainText(`Test Drive Booking Date: ${CLOSED}`);
      expect(page.url()).toContain("/book-test-drive");
      await expectNoAxeViolations(page);
      await page.unroute("**/api/leads");

      // Posted directly: 400 with the reason at the field.
      const form = await page.evaluate(async () => {
        const response = await fetch("/api/leads/form");
        return (await response.json()) as {
          form_token: string;
          idempotency_key: string;
          min_fill_ms: number;
        };
      });
      const post = (body: unknown) =>
        page.evaluate(async (body) => {
          const response = await fetch("/api/leads", {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify(body),
          });
          return { status: response.status, body: await response.json() };
        }, body);
      const lead = {
        formKind: "test-drive",
        name: "Ada",
        last_name: "Lovelace",
        email: shopperEmail("closed-api"),
        phone: "0412 345 678",
        postcode: "2000",
        car_id: car.id,
        path: `/book-test-drive?car_id=${car.id}`,
        website: "",
        ...form,
      };
      await page.waitForTimeout(form.min_fill_ms + 500);
      expect(await post({ ...lead, test_drive_at: sunday })).toEqual({
        status: 400,
        body: {
          error: "Please fix the following errors:",
          issues: [{ key: "test_drive_at", message: `test_drive_at: ${CLOSED}` }],
        },
      });
      // Had the refused post been stored, other content under its key would be a 409: it is a new lead.
      const open = await post({ ...lead, test_drive_at: undefined });
      expect(open.status).toBe(201);
    });
  });
}
