import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { CAST, type CastKey, type ConsoleReply, signInCast } from "../test/console-matrix";
import { CONSOLE_ROUTES, type ConsoleRequest } from "../test/console-routes-table";
import { QUICK_ENQUIRY } from "../test/lead-records";
import { leakedMarkers, SECRET_CLASS_MARKERS, SECRET_MARKERS } from "../test/secret-markers";
import { type Answer, E2E_PORT, expect, sendToSite, siteUrl, test } from "./fixtures";
import { askRsc, importSecretSites } from "./secret-sites";

/**
 * Issue 31 with decision 0042: the console shows a dealer's staff their site, never its secrets. On the
 * marker site (every secret and internal value a unique marker), with a real enquiry in its inbox whose
 * webhook carries the marked signing key, every member of the cast (one of each role) walks the
 * console: every page reachable by a link from the sites list, in HTML and as its RSC payload, and every
 * console route and admin API answer the role matrix knows, each GET, and each POST with an empty body.
 * No answer may hold a secret-class marker (the webhook's key, the chat token). Internal values (lead
 * routing, filter expressions) are the staff's to read; the lead page shows where its webhook went.
 */

const SITE = "e2e-secrets";
const CONSOLE_HOST = "console.localhost";
/** Page kinds walked per member: one per route shape, as the site's walk does. */
const MAX_PAGES = 60;

async function send(request: ConsoleRequest): Promise<ConsoleReply> {
  const headers: Record<string, string> = {};
  if (request.cookie) headers.cookie = request.cookie;
  if (request.bearer) headers.authorization = `Bearer ${request.bearer}`;
  if (request.method === "POST") {
    headers["content-type"] = "application/json";
    headers.origin = `http://${CONSOLE_HOST}:${E2E_PORT}`;
  }
  return sendToSite(CONSOLE_HOST, request.path, {
    method: request.method,
    ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
    headers,
  });
}

/** A console path with its record ids and query taken out: one fetch per kind of page. */
const consoleShape = (link: string) =>
  (link.split("?")[0] ?? "").replace(/\/[0-9a-f-]{36}(?=\/|$)/g, "/:uuid").replace(/\/\d+(?=\/|$)/g, "/:id");

/** Console links in a page's HTML, as paths with their query. */
function consoleLinks(html: string): string[] {
  const host = `${CONSOLE_HOST}:${E2E_PORT}`;
  const links: string[] = [];
  for (const match of html.matchAll(/href="([^"#]*)/g)) {
    const href = (match[1] ?? "").replaceAll("&amp;", "&");
    if (!href || href.startsWith("/_next/")) continue;
    const url = new URL(href, `http://${host}`);
    if (url.host === host) links.push(url.pathname + url.search);
  }
  return links;
}

/** A shopper's enquiry on the marker site, sent as its form sends it: the lead the inbox shows. */
async function sendMarkerSiteEnquiry(page: Page): Promise<void> {
  await page.goto(siteUrl(SITE, "/"));
  const body = await page.evaluate(async (shopper) => {
    const form = (await (await fetch("/api/leads/form")).json()) as Record<string, string>;
    const search = (await (await fetch("/api/search?status=in_stock")).json()) as {
      hits: { id: number; dealershipSlug: string }[];
    };
    return {
      ...shopper,
      email: `console-secrets-${Date.now()}@example.com`,
      message: "Secrets walk enquiry",
      // A car of the dealership the cast's manager and sales people are given.
      car_id: search.hits.find((hit) => hit.dealershipSlug === "metro-toyota-brisbane")?.id,
      terms_agreed: true,
      path: "/search",
      ...form,
    };
  }, QUICK_ENQUIRY);
  // A person takes more than the minimum fill time.
  await page.waitForTimeout(3_100);
  const status = await page.evaluate(async (lead) => {
    const answer = await fetch("/api/leads", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(lead),
    });
    return answer.status;
  }, body);
  expect(status).toBe(201);
}

type Walk = { leaks: string[]; shapes: Set<string>; answers: number };

/** One member's walk: pages by link from the sites list, then every route of the matrix's table. */
async function walkAs(member: CastKey, cookie: string, staffId: number): Promise<Walk> {
  const walk: Walk = { leaks: [], shapes: new Set(), answers: 0 };
  const check = (what: string, answer: Answer | ConsoleReply) => {
    walk.answers++;
    for (const marker of leakedMarkers(answer.body, SECRET_CLASS_MARKERS))
      walk.leaks.push(`${member}: ${what} (${answer.status}) holds ${marker}`);
  };
  const ask = (link: string, options: Parameters<typeof sendToSite>[2] = {}) =>
    sendToSite(CONSOLE_HOST, link, { ...options, headers: { ...options?.headers, cookie } });
  const queue = ["/", `/sites/${SITE}`];
  while (queue.length && walk.shapes.size < MAX_PAGES) {
    const link = queue.shift() as string;
    const shape = consoleShape(link);
    if (walk.shapes.has(shape)) continue;
    walk.shapes.add(shape);
    const page = await ask(link);
    expect(page.status, `${member}: GET ${link}`).toBeLessThan(500);
    check(`page ${link}`, page);
    check(`RSC payload ${link}`, await askRsc(ask, link, { cookie }));
    if (/^text\/html/.test(String(page.headers["content-type"]))) queue.push(...consoleLinks(page.body));
  }
  for (const route of CONSOLE_ROUTES) {
    const request = { ...route.request({ site: SITE, staffId }), cookie };
    const reply = await send(request);
    expect(reply.status, `${member}: ${request.method} ${request.path}`).toBeLessThan(500);
    check(`${request.method} ${request.path}`, reply);
  }
  for (const path of [`/admin/api/sites/${SITE}/leads`, `/admin/api/sites/${SITE}/leads?status=new`])
    check(`GET ${path}`, await send({ method: "GET", path, cookie }));
  return walk;
}

test("issue 31 with decision 0042: no console page, RSC payload or API answer holds a secret, for any role", async ({
  page,
}) => {
  test.setTimeout(300_000);
  await importSecretSites();
  await sendMarkerSiteEnquiry(page);
  const token = readFileSync(
    path.join(process.env.FORECOURT_E2E_DATA_DIR as string, "admin-token"),
    "utf8",
  ).trim();
  const cast = await signInCast(send, token, "metro-toyota-brisbane", `secrets-${Date.now()}`, SITE);
  const leaks: string[] = [];
  const reached: Record<string, string[]> = {};
  for (const member of CAST) {
    if (member.key === "other-group-admin") continue;
    const walk = await walkAs(member.key, cast.cookies[member.key], cast.ids.sales);
    leaks.push(...walk.leaks);
    reached[member.key] = [...walk.shapes];
  }
  // The walk reached the pages that show config-derived routing: the lead page with its deliveries.
  expect(reached["group-admin"]).toContain(`/sites/${SITE}/leads/:uuid`);
  expect(reached.manager).toContain(`/sites/${SITE}/leads/:uuid`);
  expect(leaks).toEqual([]);
  // What staff may read, they do: the lead page names the webhook its delivery went to.
  const inbox = await sendToSite(CONSOLE_HOST, `/sites/${SITE}/leads?q=console-secrets`, {
    headers: { cookie: cast.cookies["group-admin"] },
  });
  const leadPath = consoleLinks(inbox.body).find((link) => /\/leads\/[0-9a-f-]{36}$/.test(link));
  expect(leadPath, "the enquiry is in the group admin's inbox").toBeTruthy();
  const leadPage = await sendToSite(CONSOLE_HOST, leadPath as string, {
    headers: { cookie: cast.cookies["group-admin"] },
  });
  expect(leadPage.body).toContain(new URL(SECRET_MARKERS.webhookUrl).host);
  expect(leadPage.body).not.toContain(SECRET_MARKERS.webhookSecret);
});
