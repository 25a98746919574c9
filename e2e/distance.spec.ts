import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, sendToSite, test } from "./fixtures";

/**
 * Issue 17 items 5 and 9: nearest location and cars near me by postcode (spec 02 §5 postcode rule,
 * §8 'Invalid postcode' messages, §9 R = 6371 km), and location maps that load only in view.
 */
const SITE = "metro-motor-group";
const HOST = `${SITE}.localhost`;
const FORMAT = "Invalid postcode. Please enter a 4-digit number.";
const UNKNOWN = "Invalid postcode";

/** Every script and stylesheet the page loads that holds Leaflet. */
function watchLeaflet(page: Page): string[] {
  const loaded: string[] = [];
  page.on("response", async (response) => {
    const url = response.url();
    if (!/\.(js|css)(\?|$)/.test(url)) return;
    const body = await response.text().catch(() => "");
    if (body.includes("leaflet-pane")) loaded.push(url);
  });
  return loaded;
}

/** Pushes the results far below the fold before any script runs, so the maps start out of view. */
async function resultsBelowTheFold(page: Page) {
  // A constructed stylesheet: not a node in the document, so hydration cannot take it away.
  await page.addInitScript(() => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync('[data-testid="nearest-results"] { margin-top: 3000px; }');
    document.adoptedStyleSheets = [sheet];
  });
}

test.describe("nearest location by postcode", () => {
  test("the field shows the spec's messages beside it and finds the nearest location", async ({
    page,
    asSite,
  }) => {
    await asSite(SITE).goto("/nearest-location");
    const field = page.getByLabel("Your postcode");
    await expect(field).toHaveAttribute("maxlength", "4");
    await expect(field).toHaveAttribute("inputmode", "numeric");
    const finder = page.getByTestId("nearest-location");

    for (const [typed, message] of [
      ["300", FORMAT],
      ["abcd", FORMAT],
      ["1000", UNKNOWN],
    ] as const) {
      await field.fill(typed);
      await finder.getByRole("button", { name: "Find" }).click();
      const alert = finder.getByRole("alert");
      await expect(alert).toHaveText(message);
      await expect(field).toHaveAttribute("aria-invalid", "true");
      // The message is tied to the field for screen readers.
      await expect(field).toHaveAttribute("aria-describedby", (await alert.getAttribute("id")) ?? "");
    }

    // Cannington WA 6107 is where the group's Perth yard is.
    await field.fill("6107");
    await field.press("Enter");
    const first = page.getByTestId("nearest-results").getByRole("listitem").first();
    await expect(first.getByRole("link").first()).toHaveText(/^Metro Used Cars Perth/);
    await expect(first.getByTestId("nearest-distance")).toHaveText(/^\d+(\.\d)? k?m from 6107$/);
    await expect(field).not.toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolations(page);
  });

  test("without JavaScript the page answers ?postcode= itself", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      await page.goto(`http://${HOST}:${process.env.E2E_PORT ?? "3100"}/nearest-location?postcode=4215`);
      await expect(page.getByTestId("nearest-results").getByRole("link").first()).toHaveText(
        /^Metro Mazda Gold Coast/,
      );
      await page.goto(`http://${HOST}:${process.env.E2E_PORT ?? "3100"}/nearest-location?postcode=42`);
      await expect(page.getByRole("alert")).toHaveText(FORMAT);
    } finally {
      await context.close();
    }
  });

  test("the nearest-location page is in the sitemap of a site with several yards, not of a one-yard site", async () => {
    expect((await sendToSite(HOST, "/sitemap.xml")).body).toContain("/nearest-location</loc>");
    expect((await sendToSite("harbour-toyota.localhost", "/sitemap.xml")).body).not.toContain(
      "/nearest-location",
    );
  });

  test("GET /api/locations/nearest: closest first with km; 400 with the spec's reason otherwise", async () => {
    const ok = await sendToSite(HOST, "/api/locations/nearest?postcode=3108&limit=3");
    expect(ok.status).toBe(200);
    const body = JSON.parse(ok.body) as { locations: { name: string; distanceKm: number }[] };
    // One answer a yard, under its name, not its sales, service and parts desks one after another.
    expect(body.locations).toHaveLength(3);
    expect(body.locations[0]!.name).toBe("Metro Kia Melbourne");
    expect(new Set(body.locations.map((l) => l.name)).size).toBe(3);
    const distances = body.locations.map((l) => l.distanceKm);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));

    for (const [query, error] of [
      ["postcode=310", FORMAT],
      ["postcode=31080", FORMAT],
      ["postcode=abcd", FORMAT],
      ["", FORMAT],
      ["postcode=1000", UNKNOWN],
    ] as const) {
      const answer = await sendToSite(HOST, `/api/locations/nearest?${query}`);
      expect(answer.status, query).toBe(400);
      expect(JSON.parse(answer.body), query).toMatchObject({ error, issues: [{ key: "postcode" }] });
    }
    const badLimit = await sendToSite(HOST, "/api/locations/nearest?postcode=3108&limit=0");
    expect(badLimit.status).toBe(400);
  });
});

test.describe("cars near me: search by distance from a postcode", () => {
  test("a postcode orders the results nearest yard first, and bad postcodes show the spec's messages", async ({
    page,
    asSite,
  }) => {
    await asSite(SITE).goto("/search");
    await page.locator('form[data-enhanced="true"]').waitFor();
    const near = page.getByTestId("postcode-sort");
    const field = near.getByLabel("Cars near postcode");

    await field.fill("61");
    await near.getByRole("button", { name: "Nearest first" }).click();
    await expect(near.getByRole("alert")).toHaveText(FORMAT);
    await field.fill("1000");
    await field.press("Enter");
    await expect(near.getByRole("alert")).toHaveText(UNKNOWN);
    await expect(page).not.toHaveURL(/postcode=/);

    await field.fill("6107");
    await field.press("Enter");
    await expect(page).toHaveURL(/[?&]postcode=6107/);
    await expect(near).toContainText("Nearest to 6107 first");
    await expect(near).toContainText("closest yard: Metro Used Cars Perth");
    // Every car on the first page is at the Perth yard (Cannington, WA): it has more than a page of cars.
    const cards = page.locator("#results article");
    await expect(cards.first()).toContainText("WA");
    for (const text of await cards.allTextContents()) expect(text).toContain("WA");

    // Reloaded, the server answers the same order (the URL holds the postcode).
    await page.reload();
    await expect(page.locator("#results article").first()).toContainText("WA");
    await expect(page.getByTestId("postcode-sort").getByLabel("Cars near postcode")).toHaveValue("6107");
  });

  test("the search API orders by distance and refuses a bad postcode with a reason", async () => {
    const perth = await sendToSite(HOST, "/api/search?postcode=6107");
    const hobartish = await sendToSite(HOST, "/api/search?postcode=5000");
    type Hits = { hits: { state: string | null }[]; count: number };
    const fromPerth = JSON.parse(perth.body) as Hits;
    const fromAdelaide = JSON.parse(hobartish.body) as Hits;
    expect(fromPerth.hits[0]!.state?.toLowerCase()).toBe("wa");
    expect(fromAdelaide.hits[0]!.state?.toLowerCase()).toBe("sa");
    // Ordering, not filtering: the same cars either way.
    expect(fromPerth.count).toBe(fromAdelaide.count);
    const bad = await sendToSite(HOST, "/api/search?postcode=1000");
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.body).issues).toEqual([{ key: "postcode", message: "postcode Invalid postcode" }]);
  });

  test("an unknown postcode in the URL shows its message and leaves the order alone", async ({
    page,
    asSite,
  }) => {
    await asSite(SITE).goto("/search?postcode=1000");
    const near = page.getByTestId("postcode-sort");
    await expect(near.getByRole("alert")).toHaveText(UNKNOWN);
    await expect(near.getByLabel("Cars near postcode")).toHaveValue("1000");
    await expect(page.locator("#results article").first()).toBeVisible();
  });
});

test.describe("location maps (issue 17 item 9)", () => {
  let tileServer: Server;
  let tileRequests = 0;
  // A 1×1 PNG: Leaflet draws each tile as an <img> sized 256×256 whatever the file.
  const PNG = Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg==",
    "base64",
  );

  test.beforeAll(async () => {
    tileServer = createServer((request, response) => {
      tileRequests++;
      if (!/^\/\d+\/\d+\/\d+\.png$/.test(request.url ?? "")) {
        response.writeHead(404).end();
        return;
      }
      response.writeHead(200, { "content-type": "image/png", "cache-control": "no-store" }).end(PNG);
    });
    await new Promise<void>((resolve) => tileServer.listen(0, "127.0.0.1", resolve));
  });
  test.afterAll(async () => {
    await new Promise((resolve) => tileServer.close(resolve));
  });

  const tileUrl = () => `http://127.0.0.1:${(tileServer.address() as AddressInfo).port}/{z}/{x}/{y}.png`;

  test("with no tiles configured (the default) the card is the address and directions, and no map code loads", async ({
    page,
    asSite,
  }) => {
    const leaflet = watchLeaflet(page);
    const tilesAsked: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/map-tiles")) tilesAsked.push(request.url());
    });
    await resultsBelowTheFold(page);
    await asSite(SITE).goto("/nearest-location?postcode=4105");
    const card = page.getByTestId("location-map").first();
    await expect(card.locator("address")).toHaveText(/Moorooka QLD 4105/);
    await expect(card.getByRole("link", { name: /Get directions/ })).toHaveAttribute("href", /^https:\/\//);
    await page.waitForTimeout(500);
    expect(tilesAsked).toEqual([]);

    await card.scrollIntoViewIfNeeded();
    await expect.poll(() => tilesAsked.length).toBe(1);
    // The deployment has no tiles: the map part goes, the card stays whole.
    await expect(page.locator("[data-map-phase]")).toHaveCount(0);
    await expect(card.getByRole("link", { name: /Get directions/ })).toBeVisible();
    expect(leaflet).toEqual([]);
    expect(tileRequests).toBe(0);
  });

  test("with a tile URL the map's code loads only once the card scrolls into view, then draws the tiles", async ({
    page,
    asSite,
  }) => {
    const leaflet = watchLeaflet(page);
    await page.route("**/api/map-tiles", (route) =>
      route.fulfill({
        contentType: "application/json",
        body: JSON.stringify({ tiles: { url: tileUrl(), attribution: "© Test tiles", maxZoom: 19 } }),
      }),
    );
    await resultsBelowTheFold(page);
    await asSite(SITE).goto("/nearest-location?postcode=4105");
    await page.waitForTimeout(800);
    expect(leaflet, "no map code before the map is in view").toEqual([]);
    const before = tileRequests;

    const card = page.getByTestId("location-map").first();
    await card.scrollIntoViewIfNeeded();
    await expect(card.locator('[data-map-phase="shown"]')).toBeVisible();
    await expect(card.locator(".leaflet-tile-loaded").first()).toBeVisible();
    await expect(card).toContainText("© Test tiles");
    expect(leaflet.length).toBeGreaterThan(0);
    expect(tileRequests).toBeGreaterThan(before);
    // The address and directions stay under the map.
    await expect(card.getByRole("link", { name: /Get directions/ })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("when no tile loads (no network), the map is taken away and the address card stays", async ({
    page,
    asSite,
  }) => {
    // A port nothing listens on: every tile fails, as with no network.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const deadPort = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    await page.route("**/api/map-tiles", (route) =>
      route.fulfill({
        contentType: "application/json",
        body: JSON.stringify({
          tiles: { url: `http://127.0.0.1:${deadPort}/{z}/{x}/{y}.png`, attribution: "x", maxZoom: 19 },
        }),
      }),
    );
    await asSite(SITE).goto("/nearest-location?postcode=4105");
    const card = page.getByTestId("location-map").first();
    await card.scrollIntoViewIfNeeded();
    await expect(page.locator("[data-map-phase]")).toHaveCount(0, { timeout: 10_000 });
    await expect(card.locator("address")).toBeVisible();
    await expect(card.getByRole("link", { name: /Get directions/ })).toBeVisible();
  });

  test("no map code in the first load of the home page or a car page", async ({ page, asSite }) => {
    const leaflet = watchLeaflet(page);
    await asSite(SITE).goto("/");
    await page.waitForLoadState("load");
    const search = await sendToSite(HOST, "/api/search");
    const slug = (JSON.parse(search.body) as { hits: { slug: string }[] }).hits[0]!.slug;
    await asSite(SITE).goto(`/cars/${slug}`);
    await page.waitForLoadState("load");
    await page.waitForTimeout(500);
    expect(leaflet).toEqual([]);
  });
});
