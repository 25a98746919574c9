import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { leakedMarkers, SECRET_MARKERS } from "../test/secret-markers";
import { type Answer, E2E_PORT, expect, routeShape, sendToSite, test } from "./fixtures";
import { askRsc, importSecretSites, SECRET_SITES } from "./secret-sites";
import { freshMobile } from "./signed-in";

/**
 * Issue 29 §1 (decision 0042): a dealer's secret and internal settings never reach a browser. Two test
 * sites, one on each template, have every secret and internal config value set to a unique marker
 * (test/secret-markers) and every feature that shows config on; the spec walks each site signed out and
 * signed in, every page kind in HTML and as its RSC payload (`RSC: 1`), every JSON API (GET, and a POST
 * of an empty and of a real body), the feeds, the sitemaps and robots.txt, and fails naming the
 * address and the marker if any answer holds one. Chromium then browses the pages whose client code
 * asks the server for more (search filters, a car, compare) and every answer it receives is searched too.
 */
test.beforeAll(importSecretSites);

const SMS_DIR = join(process.env.FORECOURT_E2E_DATA_DIR ?? "", "sms");
/** Pages fetched per site: one per route shape, as the link crawl does. */
const MAX_PAGES = 120;

type Leak = string;

/** Every marker an answer holds, as `<what> <address>: <marker>`. */
function leaksIn(what: string, address: string, answer: Answer): Leak[] {
  return leakedMarkers(answer.body).map((marker) => `${what} ${address} (${answer.status}): ${marker}`);
}

/** Same-site links in a page's HTML, as paths with their query. */
function linksIn(html: string, host: string): string[] {
  const links: string[] = [];
  for (const match of html.matchAll(/href="([^"#]*)/g)) {
    const href = (match[1] ?? "").replaceAll("&amp;", "&");
    if (!href) continue;
    const url = new URL(href, `http://${host}`);
    if (url.host === host) links.push(url.pathname + url.search);
  }
  return links;
}

/** Signs a shopper in through the API, reading the code from the dev SMS outbox; the session cookie. */
async function signIn(host: string): Promise<string> {
  const mobile = freshMobile();
  const e164 = `+61${mobile.replace(/\D/g, "").slice(1)}`;
  const json = { "content-type": "application/json", origin: `http://${host}:${E2E_PORT}` };
  const sent = await sendToSite(host, "/api/sign-in/code", {
    method: "POST",
    body: JSON.stringify({ phone_number: mobile }),
    headers: json,
  });
  expect(sent.status, sent.body).toBe(200);
  let code = "";
  await expect(async () => {
    for (const file of (await readdir(SMS_DIR)).sort().reverse()) {
      const message = JSON.parse(await readFile(join(SMS_DIR, file), "utf8")) as { to: string; body: string };
      if (message.to === e164) {
        code = /^(\d{6})/.exec(message.body)?.[1] ?? "";
        break;
      }
    }
    expect(code).toMatch(/^\d{6}$/);
  }).toPass({ timeout: 10_000, intervals: [250] });
  const verified = await sendToSite(host, "/api/sign-in/verify", {
    method: "POST",
    body: JSON.stringify({ phone_number: mobile, code }),
    headers: json,
  });
  expect(verified.status, verified.body).toBe(200);
  const cookies = verified.headers["set-cookie"] ?? [];
  return (Array.isArray(cookies) ? cookies : [cookies]).map((c) => c.split(";")[0]).join("; ");
}

type Car = { id: number; slug: string; checkoutEnabled: boolean; tradeInEnabled: boolean };

async function carsOf(host: string): Promise<Car[]> {
  const body = JSON.parse((await sendToSite(host, "/api/search?status=in_stock")).body) as { hits: Car[] };
  return body.hits;
}

/** Pages no link may lead to but a shopper can reach: by a bookmark, a mail, a share or a form. */
function directPages(cars: readonly Car[]): string[] {
  const [first, second] = cars;
  const withCheckout = cars.find((car) => car.checkoutEnabled) ?? first;
  const withTradeIn = cars.find((car) => car.tradeInEnabled) ?? first;
  return [
    "/",
    "/search",
    "/sign-in",
    "/watchlist",
    "/my-garage",
    "/trade-in",
    "/finance",
    "/offers",
    "/blog",
    "/models",
    "/contact",
    "/locations",
    "/nearest-location?postcode=4000",
    "/pages/unsubscribe?token=nothing",
    "/success",
    "/print",
    "/no-such-page",
    ...(first ? [`/cars/${first.slug}`, `/compare?ids=${first.id},${second?.id ?? first.id}`] : []),
    ...(withCheckout
      ? [`/cars/${withCheckout.slug}/checkout`, `/cars/${withCheckout.slug}/buy-online`, "/checkout-journey"]
      : []),
    ...(withTradeIn ? [`/cars/trade-in?car_id=${withTradeIn.id}`] : []),
  ];
}

/** Every API and machine-readable answer of a site, by method: GETs, and POSTs with a body. */
function apiRequests(cars: readonly Car[]): { method: "GET" | "POST"; path: string; body?: unknown }[] {
  const car = cars[0];
  const gets = [
    "/api/search?status=in_stock",
    "/api/search?status=in_stock&page=2&sort=price-asc",
    "/api/account/session",
    "/api/watchlist",
    "/api/saved-searches",
    "/api/price-alerts",
    "/api/leads/form",
    "/api/locations/nearest?postcode=4000",
    "/api/map-tiles",
    "/api/trade-ins/lookup?rego=DEMO1&state=NSW",
    "/sitemap.xml",
    "/robots.txt",
    "/sitemaps/1.xml",
    "/feeds/google-vehicle-listings.xml",
    "/feeds/meta-vehicles.xml",
    ...(car
      ? [`/api/cars/${car.id}/disclaimer`, `/cars/${car.slug}/view.json`, `/cars/${car.slug}/pdf`]
      : []),
  ];
  const posts = [
    "/api/leads",
    "/api/chat/messages",
    "/api/phone-reveal",
    "/api/reservations",
    "/api/purchase-journeys",
    "/api/trade-ins",
    "/api/trade-ins/lookup",
    "/api/watchlist/save-car",
    "/api/saved-searches",
    "/api/price-alerts",
    "/api/youx/quote",
    "/api/alerts/unsubscribe",
    "/api/sign-out",
  ];
  return [
    ...gets.map((p) => ({ method: "GET" as const, path: p })),
    ...posts.map((p) => ({ method: "POST" as const, path: p, body: {} })),
    ...(car
      ? [
          { method: "POST" as const, path: "/api/phone-reveal", body: { car_id: car.id } },
          { method: "POST" as const, path: "/api/trade-ins/lookup", body: { rego: "DEMO1", state: "NSW" } },
          { method: "POST" as const, path: "/api/watchlist/save-car", body: { car_id: car.id } },
        ]
      : []),
  ];
}

/**
 * Starts a trade-in valuation and a purchase journey, then reads each back by its id: the answers of
 * the id-bearing APIs, searched like the rest.
 */
async function recordApiLeaks(
  ask: (path: string, options: Parameters<typeof sendToSite>[2]) => Promise<Answer>,
  cars: readonly Car[],
  headers: Record<string, string>,
): Promise<Leak[]> {
  const post = (path: string, body: unknown) =>
    ask(path, {
      method: "POST",
      headers: { ...headers, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  const leaks: Leak[] = [];
  const tradeInCar = cars.find((car) => car.tradeInEnabled);
  const tradeIn = await post("/api/trade-ins", {
    ...(tradeInCar ? { car_id: tradeInCar.id } : {}),
    vehicle: { make: "Toyota", model: "Corolla", year: "2021", kms: "45000" },
  });
  expect(tradeIn.status, tradeIn.body).toBe(201);
  const tradeInId = (JSON.parse(tradeIn.body) as { id: string }).id;
  leaks.push(...leaksIn("POST", "/api/trade-ins", tradeIn));
  leaks.push(
    ...leaksIn("GET", `/api/trade-ins/${tradeInId}`, await ask(`/api/trade-ins/${tradeInId}`, { headers })),
  );
  const journeyCar = cars.find((car) => car.checkoutEnabled);
  if (journeyCar) {
    const journey = await post("/api/purchase-journeys", { car_id: journeyCar.slug });
    expect(journey.status, journey.body).toBe(201);
    const journeyId = (JSON.parse(journey.body) as { id: string }).id;
    leaks.push(...leaksIn("POST", "/api/purchase-journeys", journey));
    const path = `/api/purchase-journeys/${journeyId}`;
    leaks.push(...leaksIn("GET", path, await ask(path, { headers })));
  }
  return leaks;
}

for (const site of SECRET_SITES) {
  test(`${site.slug}: no page, RSC payload, API answer, feed or sitemap holds a secret or internal setting (issue 29 §1)`, async () => {
    test.setTimeout(300_000);
    const host = `${site.slug}.localhost`;
    const cars = await carsOf(host);
    expect(cars.length, "the filter markers leave the site its stock").toBeGreaterThan(1);
    const leaks: Leak[] = [];
    let requests = 0;
    const walked: string[] = [];
    const ask = async (path: string, options: Parameters<typeof sendToSite>[2] = {}) => {
      requests++;
      return sendToSite(host, path, options);
    };

    for (const cookie of ["", await signIn(host)]) {
      const who = cookie ? "signed in" : "signed out";
      const headers = cookie ? { cookie } : undefined;
      // Pages: from the direct list, following every link to a route shape not yet fetched.
      const queue = directPages(cars);
      const shapes = new Set<string>();
      while (queue.length && shapes.size < MAX_PAGES) {
        const link = queue.shift() as string;
        const shape = routeShape(link);
        if (shapes.has(shape)) continue;
        shapes.add(shape);
        const page = await ask(link, { ...(headers ? { headers } : {}) });
        leaks.push(...leaksIn(`${who} page`, link, page));
        const rsc = await askRsc(ask, link, headers);
        leaks.push(...leaksIn(`${who} RSC payload`, link, rsc));
        if (page.status === 200 && /^text\/html/.test(String(page.headers["content-type"])))
          expect(String(rsc.headers["content-type"]), `RSC payload of ${link}`).toMatch(/^text\/x-component/);
        if (/^text\/html/.test(String(page.headers["content-type"]))) queue.push(...linksIn(page.body, host));
      }
      expect(shapes.size, `${who}: the walk reached the site's page kinds`).toBeGreaterThan(25);
      walked.push(`${who}: ${shapes.size} page kinds`);
      // APIs, feeds, sitemaps.
      for (const request of apiRequests(cars)) {
        const answer = await ask(request.path, {
          method: request.method,
          headers: {
            ...headers,
            ...(request.method === "POST"
              ? { "content-type": "application/json", origin: `http://${host}:${E2E_PORT}` }
              : {}),
          },
          ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
        });
        expect(answer.status, `${request.method} ${request.path}`).toBeLessThan(500);
        leaks.push(...leaksIn(`${who} ${request.method}`, request.path, answer));
      }
      // The APIs of a shopper's own records, with a record to answer about: a trade-in valuation and a
      // purchase journey. Signed in afresh: the walk above posted to /api/sign-out, which ended the
      // session, and this site keeps checkout for signed-in shoppers.
      if (cookie) {
        const fresh = { cookie: await signIn(host), origin: `http://${host}:${E2E_PORT}` };
        leaks.push(...(await recordApiLeaks(ask, cars, fresh)));
      }
    }
    console.log(`${site.slug}: ${walked.join(", ")}; ${requests} answers searched`);
    expect(leaks, `${requests} answers searched for ${Object.keys(SECRET_MARKERS).length} markers`).toEqual(
      [],
    );
  });
}

test("what Chromium receives while a shopper searches, opens a car and goes back holds no secret (issue 29 §1)", async ({
  page,
}) => {
  const site = SECRET_SITES[0];
  const origin = `http://${site.slug}.localhost:${E2E_PORT}`;
  const reads: Promise<void>[] = [];
  const leaks: Leak[] = [];
  let answers = 0;
  page.on("response", (response) => {
    if (!response.url().startsWith(origin)) return;
    const type = response.headers()["content-type"] ?? "";
    if (!/html|json|x-component|xml|text/.test(type)) return;
    answers++;
    reads.push(
      response
        .text()
        .catch(() => "")
        .then((body) => {
          for (const marker of leakedMarkers(body)) leaks.push(`${response.url()}: ${marker}`);
        }),
    );
  });
  await page.goto(`${origin}/search`);
  // A card's title (Explore Vehicle is in the card's menu since decision 0073).
  const explore = page.locator("#results article h3 a").first();
  // A client-side navigation: the car page arrives as an RSC payload, not as HTML.
  await explore.click();
  await expect(page).toHaveURL(/\/cars\//);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.goBack();
  await expect(explore).toBeVisible();
  await Promise.all(reads);
  expect(answers).toBeGreaterThan(1);
  expect(leaks).toEqual([]);
});
