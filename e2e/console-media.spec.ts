import sharp from "sharp";
import { CONSOLE, setPasswordAndSignIn, signIn, staffAdd } from "./console-staff";
import { expect, expectNoAxeViolations, sendToSite, test } from "./fixtures";

/**
 * Issue 32 §1 in Chromium: a manager uploads a photo of one of their dealership's cars in the console
 * (desktop), which then shows on the car's page after the feed's photos in responsive sizes and modern
 * formats; a manager uploads a CSV stock feed from a phone, sees its report, and finds it in the feed
 * history; the stock list names that import as the last feed of the car it wrote, and its link opens
 * the import's report, on the phone and on a desktop. Axe-clean at each step.
 */
const SITE = "outback-used-cars";
const DEALERSHIP = "outback-used-cars-dubbo";
const STAMP = Date.now();
const MANAGER = `photos-${STAMP}@outback.test`;

type Hit = {
  slug: string;
  name: string;
  stocknum: string | null;
  dealershipSlug: string;
  photosCount: number;
};

async function dealershipCar(): Promise<Hit> {
  for (let n = 1; n <= 10; n++) {
    const body = JSON.parse(
      (await sendToSite(`${SITE}.localhost`, `/api/search?status=in_stock&page=${n}`)).body,
    ) as { hits: Hit[] };
    const car = body.hits.find((h) => h.dealershipSlug === DEALERSHIP && h.stocknum);
    if (car) return car;
  }
  throw new Error("no car of the dealership with a stock number");
}

test.describe.configure({ mode: "serial" });

let link: string;
test.beforeAll(async () => {
  link = await staffAdd(
    "--email",
    MANAGER,
    "--name",
    "Pat Photos",
    "--role",
    "manager",
    "--site",
    SITE,
    "--dealership",
    DEALERSHIP,
  );
});

test("a manager uploads a photo that then shows on the car's page in responsive sizes", async ({
  page,
  asSite,
}) => {
  const car = await dealershipCar();
  await setPasswordAndSignIn(page, link, MANAGER);
  await page.goto(`${CONSOLE}/sites/${SITE}/stock/${car.slug}/photos`);
  await expect(page.getByRole("heading", { level: 1, name: `Photos of ${car.name}` })).toBeVisible();
  await expect(page.getByText("No extra photos yet.")).toBeVisible();
  await expectNoAxeViolations(page);

  const photo = await sharp({ create: { width: 1800, height: 1200, channels: 3, background: "#3366aa" } })
    .jpeg()
    .toBuffer();
  await page.locator("#photo-files").setInputFiles([
    { name: "boot.jpg", mimeType: "image/jpeg", buffer: photo },
    { name: "notes.jpg", mimeType: "image/jpeg", buffer: Buffer.from("not really a photo") },
  ]);
  await expect(page.getByRole("status")).toContainText("1 photo added.");
  await expect(page.getByRole("list", { name: "Uploads" }).getByRole("alert")).toContainText(
    "notes.jpg: This file is not a photo we can read",
  );
  await expect(page.getByRole("heading", { name: "Extra photos (1)" })).toBeVisible();
  await page.getByLabel("Description of photo 1").fill("The boot, seats folded");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status")).toContainText("Description saved.");
  await expectNoAxeViolations(page);

  // On the site: after the feed's photos, a <picture> with AVIF and WebP sources and a JPEG srcset.
  await expect(async () => {
    await asSite(SITE).goto(`/cars/${car.slug}`);
    const gallery = page.getByTestId("gallery");
    const thumbs = gallery.getByRole("link", { name: /^Show photo \d+ of \d+$/ });
    if ((await thumbs.count()) > 0) await thumbs.last().click();
    const avif = gallery.locator('source[type="image/avif"]');
    await expect(avif).toHaveAttribute(
      "srcset",
      /\/media\/cars\/[\w-]+\/480\.avif 480w, .*960\.avif 960w, .*1600\.avif 1600w/,
      { timeout: 1_000 },
    );
  }).toPass({ timeout: 30_000, intervals: [1_000, 2_000] });
  const gallery = page.getByTestId("gallery");
  await expect(gallery.locator('source[type="image/webp"]')).toHaveAttribute("srcset", /1600\.webp 1600w/);
  const img = gallery.locator("picture img");
  await expect(img).toHaveAttribute("sizes", /100vw/);
  await expect(img).toHaveAttribute("alt", /^The boot, seats folded \(\d+ of \d+\)$/);
  await expect
    .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth))
    .toBeGreaterThan(0);
  const src = (await img.evaluate((el: HTMLImageElement) => el.currentSrc)) as string;
  expect(src).toMatch(/\/media\/cars\/[\w-]+\/\d+\.(avif|webp|jpg)$/);
  const served = await sendToSite(`${SITE}.localhost`, new URL(src).pathname);
  expect(served.status).toBe(200);
  expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(served.headers["content-type"]).toMatch(/^image\/(avif|webp|jpeg)$/);
  expect((await sendToSite(`${SITE}.localhost`, "/media/cars/no-such-photo/480.jpg")).status).toBe(404);
  await expectNoAxeViolations(page);
});

test("a manager uploads a CSV feed on a phone, sees its report, its entry in the history and the car's last feed", async ({
  browser,
}) => {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await signIn(page, MANAGER);
  await page.goto(`${CONSOLE}/sites/${SITE}`);
  await page.getByRole("navigation", { name: "Site sections" }).getByRole("link", { name: "Feeds" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Feeds" })).toBeVisible();
  await expectNoAxeViolations(page);

  const csv = [
    "Stock No,Make,Model,Year,Condition",
    `E2E-${STAMP}-1,Mazda,CX-5,2022,used`,
    `E2E-${STAMP}-2,Mazda,,2021,used`,
  ].join("\n");
  await page
    .getByLabel("Feed file")
    .setInputFiles({ name: `dubbo-${STAMP}.csv`, mimeType: "text/csv", buffer: Buffer.from(csv) });
  await page.getByRole("button", { name: "Upload and import" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Feed imported" })).toContainText(
    "1 written, 1 refused",
  );
  const result = page.getByRole("region", { name: "Feed imported" });
  await expect(result).toBeVisible();
  await expect(result.getByRole("row", { name: /cars/ })).toContainText("1");
  await expect(result).toContainText("Refused (1)");
  await expect(result).toContainText("line 3");
  await expectNoAxeViolations(page);

  const history = page.getByRole("list", { name: "Imports, newest first" });
  const entry = history.getByRole("listitem").filter({ hasText: `dubbo-${STAMP}.csv` });
  await expect(entry).toContainText("Console upload, Pat Photos");
  await expect(entry).toContainText("1 written, 1 refused");
  await entry.getByRole("link").click();
  await expect(
    page.getByRole("heading", { level: 1, name: new RegExp(`dubbo-${STAMP}\\.csv`) }),
  ).toBeVisible();
  await expect(page.getByTestId("import-report")).toContainText("Refused (1)");
  await expectNoAxeViolations(page);
  const report = page.url();

  // The stock list names the upload as the car's last feed; its link opens the same report.
  await page.goto(`${CONSOLE}/sites/${SITE}/stock?q=E2E-${STAMP}-1`);
  const card = page.getByRole("list", { name: "Stock" }).getByRole("listitem");
  await expect(card).toHaveCount(1);
  const lastFeed = card.getByRole("link", { name: `Console upload, dubbo-${STAMP}.csv` });
  await expect(lastFeed).toBeVisible();
  await expectNoAxeViolations(page);
  await lastFeed.click();
  await expect(page).toHaveURL(report);
  await expect(page.getByTestId("import-report")).toContainText("Refused (1)");
  await context.close();
});

test("on a desktop, the stock list's last feed of a car opens that import's report", async ({ page }) => {
  await signIn(page, MANAGER);
  await page.goto(`${CONSOLE}/sites/${SITE}/stock?q=E2E-${STAMP}-1`);
  const row = page
    .getByRole("table")
    .getByRole("row")
    .filter({ hasText: `E2E-${STAMP}-1` });
  await expect(row).toHaveCount(1);
  const lastFeed = row.getByRole("link", { name: `Console upload, dubbo-${STAMP}.csv` });
  await expect(lastFeed).toBeVisible();
  await expectNoAxeViolations(page);
  await lastFeed.click();
  await expect(page).toHaveURL(new RegExp(`/sites/${SITE}/feeds/\\d+$`));
  await expect(
    page.getByRole("heading", { level: 1, name: new RegExp(`dubbo-${STAMP}\\.csv`) }),
  ).toBeVisible();
  const report = page.getByTestId("import-report");
  await expect(report).toContainText("Refused (1)");
  await expect(report).toContainText("line 3");
  await expectNoAxeViolations(page);
});
