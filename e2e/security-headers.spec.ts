import { isInternalHeader } from "../scripts/internal-headers.mjs";
import { inlineScriptHashes, inlineScriptTexts, isFrameworkScript } from "../scripts/security-headers.mjs";
import { type Answer, DEMO_SITES, E2E_PORT, expect, routeShape, sendToSite as send, test } from "./fixtures";

/**
 * Issue 16 §1: every response (pages, APIs, errors, assets) carries the security headers, and a page's
 * script policy allows exactly its own inline scripts. The walk starts from each demo site's pages and
 * follows their links, then adds the routes no link reaches (APIs, POST answers, robots.txt,
 * sitemap.xml, built assets, demo photos, the PDF, a 404, the platform's pages, refused methods).
 */
const LEAD_PAGES = ["/contact-us", "/finance", "/book-test-drive", "/apply-for-finance", "/finance-enquiry"];

/** What is wrong with one response's security headers; empty when nothing is. */
function headerProblems(answer: Answer): string[] {
  const problems: string[] = [];
  const csp = String(answer.headers["content-security-policy"] ?? "");
  const directive = (name: string) => csp.match(new RegExp(`(?:^|;)\\s*${name} ([^;]*)`))?.[1]?.trim();
  if (!csp) problems.push("no Content-Security-Policy");
  else {
    if (csp.includes("unsafe-eval")) problems.push("CSP allows unsafe-eval");
    if (directive("object-src") !== "'none'") problems.push("object-src is not 'none'");
    if (directive("base-uri") !== "'self'") problems.push("base-uri is not 'self'");
    if (directive("form-action") !== "'self'") problems.push("form-action is not 'self'");
    if (directive("frame-ancestors") !== "'self'") problems.push("frame-ancestors is not 'self'");
    const scripts = directive("script-src")?.split(" ") ?? [];
    if (scripts.includes("'unsafe-inline'")) problems.push("script-src allows unsafe-inline");
    if (/^text\/html/.test(String(answer.headers["content-type"]))) {
      const missing = inlineScriptHashes(answer.body).filter((hash) => !scripts.includes(`'${hash}'`));
      if (missing.length) problems.push(`${missing.length} inline script(s) not in script-src`);
      // A script of a shape the front does not know would be blocked: the page would break.
      const unknown = inlineScriptTexts(answer.body).filter((text) => !isFrameworkScript(text));
      if (unknown.length) problems.push(`inline script(s) of an unknown shape: ${unknown[0]?.slice(0, 80)}`);
    }
  }
  if (answer.headers["x-content-type-options"] !== "nosniff") problems.push("no nosniff");
  if (answer.headers["referrer-policy"] !== "strict-origin-when-cross-origin")
    problems.push("Referrer-Policy");
  if (!/camera=\(\)/.test(String(answer.headers["permissions-policy"]))) problems.push("Permissions-Policy");
  if (answer.headers["x-frame-options"] !== "SAMEORIGIN") problems.push("X-Frame-Options");
  // Served over http here, whatever a client claims: no HSTS.
  if (answer.headers["strict-transport-security"]) problems.push("HSTS over http");
  // Next's and the app's internal headers never leave the front (issue 29 §3); a flight answer keeps
  // the few Next's router reads. The front's own x-forecourt-cache is meant for the public.
  const flight = /^text\/x-component/.test(String(answer.headers["content-type"]));
  const leaked = Object.keys(answer.headers).filter(
    (name) => name !== "x-forecourt-cache" && isInternalHeader(name, flight),
  );
  if (leaked.length) problems.push(`internal header(s) ${leaked.join(", ")}`);
  return problems;
}

/** Same-site paths linked from a page (href and src), without fragments. */
function links(html: string): string[] {
  return [...html.matchAll(/(?:href|src)="(\/[^"#]*)"/g)]
    .map((m) => (m[1] ?? "").replaceAll("&amp;", "&"))
    .filter((path) => !path.startsWith("//"));
}

test("every route of the demo sites answers with the security headers (issue 16 §1)", async () => {
  test.setTimeout(240_000);
  const checked: string[] = [];
  const failures: string[] = [];
  const check = (label: string, answer: Answer) => {
    checked.push(`${answer.status} ${label}`);
    const problems = headerProblems(answer);
    if (problems.length) failures.push(`${label} (${answer.status}): ${problems.join(", ")}`);
  };

  for (const site of DEMO_SITES) {
    const host = `${site}.localhost`;
    const seen = new Set<string>();
    const queue = ["/", "/search", "/new-used-and-demo-cars", ...LEAD_PAGES];
    const search = JSON.parse((await send(host, "/api/search?status=in_stock")).body) as {
      hits: { id: string; slug: string }[];
    };
    const car = search.hits[0];
    expect(car, `${site} has cars in stock`).toBeDefined();
    queue.push(`/cars/${car?.slug}`);
    while (queue.length && seen.size < 60) {
      const path = queue.shift() ?? "/";
      const shape = routeShape(path);
      if (seen.has(shape)) continue;
      seen.add(shape);
      const answer = await send(host, path);
      check(`${site} GET ${path}`, answer);
      if (/^text\/html/.test(String(answer.headers["content-type"]))) queue.push(...links(answer.body));
    }
    expect([...seen], `${site}: the walk reached the asset, photo and car routes`).toEqual(
      expect.arrayContaining(["/cars/:slug", "/_next/static/:file.js", "/_next/static/:file.css"]),
    );

    const json = { "content-type": "application/json", origin: `http://${host}:${E2E_PORT}` };
    // The router's own requests (flight answers, and the redirect to their cache-busting query).
    for (const path of ["/", "/search", `/cars/${car?.slug}`]) {
      const rsc = { rsc: "1" };
      const redirect = await send(host, path, { headers: rsc });
      check(`${site} RSC ${path}`, redirect);
      const location = redirect.headers.location;
      if (redirect.status === 307 && location) {
        const flight = await send(host, location, { headers: rsc });
        expect(flight.headers["content-type"], `${site} RSC ${location}`).toMatch(/^text\/x-component/);
        check(`${site} RSC ${location}`, flight);
      }
    }

    for (const [method, path, body] of [
      ["GET", "/robots.txt"],
      ["GET", "/sitemap.xml"],
      ["GET", "/sitemaps/1.xml"],
      ["GET", "/feeds/google-vehicle-listings.xml"],
      ["GET", "/feeds/meta-vehicles.xml"],
      ["GET", "/no-such-page"],
      ["GET", "/cars/no-such-car"],
      ["GET", `/cars/${car?.slug}/pdf`],
      ["GET", `/cars/${car?.slug}/view.json?photos_count=1`],
      ["GET", `/print?car_id=${car?.id}`],
      ["GET", "/api/search?sortBy=price_desc"],
      ["GET", "/api/search?year=not-a-year"],
      ["GET", `/api/cars/${car?.id}/disclaimer`],
      ["GET", "/api/leads/form?form=general"],
      ["POST", "/api/leads", "{}"],
      ["POST", "/api/phone-reveal", "{}"],
      ["POST", "/api/youx/quote", "{}"],
      ["OPTIONS", "/api/search"],
      ["TRACE", "/"],
      ["DELETE", "/api/leads"],
    ] as const) {
      check(`${site} ${method} ${path}`, await send(host, path, { method, body, headers: json }));
    }
  }

  // The platform's own pages and the routes that are the same for every host.
  for (const [host, method, path] of [
    ["localhost", "GET", "/"],
    ["localhost", "GET", "/api/health"],
    ["localhost", "GET", "/favicon.ico"],
    ["localhost", "GET", "/no-such-page"],
    ["no-such-dealer.localhost", "GET", "/"],
    ["localhost", "GET", "/api/internal/site-versions"],
    ["localhost", "GET", "/admin/api/import"],
    ["localhost", "POST", "/admin/api/import"],
  ] as const) {
    check(`${host} ${method} ${path}`, await send(host, path, { method }));
  }
  // The front's own refusals: an oversized body, and a client claiming https from an untrusted address.
  const oversized = await send("metro-motor-group.localhost", "/api/leads", {
    method: "POST",
    body: "x".repeat(1024 * 1024 + 1),
  });
  expect(oversized.status).toBe(413);
  check("POST /api/leads with a 1 MB body", oversized);
  check(
    "GET / claiming X-Forwarded-Proto https",
    await send("metro-motor-group.localhost", "/", { headers: { "x-forwarded-proto": "https" } }),
  );

  console.log(`checked ${checked.length} responses:\n${checked.join("\n")}`);
  expect(failures).toEqual([]);
  expect(checked.length).toBeGreaterThan(60);
});

test("TRACE is refused with 405 and Allow on every kind of route (issue 16 §2)", async () => {
  for (const [host, path] of [
    ["metro-motor-group.localhost", "/"],
    ["metro-motor-group.localhost", "/api/search"],
    ["localhost", "/api/health"],
    ["localhost", "/_next/static/x.js"],
  ] as const) {
    const answer = await send(host, path, { method: "TRACE" });
    expect(answer.status, `TRACE ${host}${path}`).toBe(405);
    expect(answer.headers.allow).toContain("GET");
  }
});

test("the pages hydrate and work under the policy: gallery, search filters, a lead form (no violations)", async ({
  page,
  asSite,
}) => {
  // The fixtures fail this test on any Content-Security-Policy violation in the browser.
  const site = asSite("metro-motor-group");
  await site.goto("/search");
  const heading = page.locator("#results-heading");
  const before = await heading.textContent();
  await page.getByRole("group", { name: "Make" }).getByRole("checkbox").first().check();
  await expect(page).toHaveURL(/make=/);
  await expect(heading).not.toHaveText(before ?? "");
  await page.locator("#results article a").first().click();
  await expect(page).toHaveURL(/\/cars\//);
  const count = page.getByTestId("photo-count");
  if (await count.isVisible()) {
    const first = await count.textContent();
    await page.getByRole("button", { name: "Next photo" }).click();
    await expect(count).not.toHaveText(first ?? "");
  }
  for (const slug of ["harbour-toyota", "outback-used-cars"]) {
    await asSite(slug).goto("/");
    await asSite(slug).goto("/contact-us");
    await expect(page.locator("form").first()).toBeVisible();
  }
});
