import { execFile } from "node:child_process";
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Locator, type Page, type Response } from "@playwright/test";
import { DEMO_SITES as DEMO_SITE_DEFINITIONS } from "../src/demo/demo-sites";
import { DISMISSED_POPUPS_KEY } from "../src/lib/offers/promo-popup";
import { type SiteReply, siteRequest } from "../test/site-request";

/** Port the e2e web server listens on (see playwright.config.ts). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? "3100");

/** The demo sites `npm start` seeds (src/demo). */
export const DEMO_SITES = ["metro-motor-group", "harbour-toyota", "outback-used-cars"] as const;

const SLUG_RE = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** `http://<slug>.localhost:<E2E_PORT><path>`; Chromium resolves every *.localhost name to loopback. */
export function siteUrl(slug: string, path = "/"): string {
  if (!SLUG_RE.test(slug))
    throw new Error(`siteUrl: not a valid site slug (DNS label): ${JSON.stringify(slug)}`);
  const rest =
    path === "" || path.startsWith("/") || path.startsWith("?") || path.startsWith("#") ? path : `/${path}`;
  return `http://${slug}.localhost:${E2E_PORT}${rest}`;
}

export type SiteHandle = {
  /** Absolute URL of `path` (default "/") on the site's subdomain. */
  url: (path?: string) => string;
  /** Navigates the test's page to `url(path)`. */
  goto: (path?: string) => Promise<Response | null>;
};

type Fixtures = {
  /** Address one tenant site by slug: `await asSite("acme-motors").goto("/inventory")`. */
  asSite: (slug: string) => SiteHandle;
  /** Every test's page fails on a Content-Security-Policy violation (issue 16 §1); automatic. */
  failOnCspViolations: undefined;
  /** `test.use({ cspViolationsExpected: true })` where a test makes the policy block something on purpose. */
  cspViolationsExpected: boolean;
  /**
   * The demo's promo popup (spec 02 §2) is a modal: it would sit over whatever a spec clicks. Every
   * page starts with it already closed, as for a shopper who closed it before; `test.use({ promoPopup:
   * "shown" })` where a spec is about the popup itself.
   */
  promoPopup: "closed" | "shown";
  closePromoPopups: undefined;
};

/** The demo sites' popup campaigns (src/demo/demo-sites.ts `promoPopup`). */
export const DEMO_PROMO_POPUPS = DEMO_SITE_DEFINITIONS.flatMap((site) =>
  site.promoPopup ? [site.promoPopup] : [],
);

/** Marks `slugs` as closed in every page's local storage before its scripts run. */
export async function closePromoPopups(
  page: Page,
  slugs: readonly string[] = DEMO_PROMO_POPUPS,
): Promise<void> {
  await page.addInitScript(
    ({ key, closed }) => {
      try {
        localStorage.setItem(key, JSON.stringify(closed));
      } catch {
        // A page without storage (about:blank) has no popup either.
      }
    },
    { key: DISMISSED_POPUPS_KEY, closed: [...slugs] },
  );
}

export const test = base.extend<Fixtures>({
  asSite: async ({ page }, provide) => {
    await provide((slug: string): SiteHandle => {
      const url = (path?: string) => siteUrl(slug, path);
      return { url, goto: (path?: string) => page.goto(url(path)) };
    });
  },
  cspViolationsExpected: [false, { option: true }],
  promoPopup: ["closed", { option: true }],
  closePromoPopups: [
    async ({ page, promoPopup }, provide) => {
      if (promoPopup === "closed") await closePromoPopups(page);
      await provide(undefined);
    },
    { auto: true },
  ],
  failOnCspViolations: [
    async ({ page, cspViolationsExpected }, provide) => {
      const violations = await watchCspViolations(page);
      await provide(undefined);
      if (cspViolationsExpected) return;
      expect(violations, `Content-Security-Policy violations on ${page.url()}`).toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * Collects the page's Content-Security-Policy violations as they happen: the `securitypolicyviolation`
 * events of every document it loads, and Chromium's "Refused to …" console messages.
 */
export async function watchCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeBinding("__forecourtCspViolation", ({ frame }, text: string) => {
    violations.push(`${frame.url()}: ${text}`);
  });
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { __forecourtCspViolation?: (text: string) => void })
        .__forecourtCspViolation;
      report?.(
        `${event.effectiveDirective} blocked ${event.blockedURI || "(inline)"} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  page.on("console", (message) => {
    if (/^Refused to |Content Security Policy/.test(message.text())) {
      violations.push(`${page.url()}: ${message.text()}`);
    }
  });
  return violations;
}

export type Answer = SiteReply;

/** One request to the e2e server with a site's Host (`<slug>.localhost`); Node does not resolve *.localhost. */
export function sendToSite(
  host: string,
  path: string,
  options: { method?: string; body?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  return siteRequest({
    port: E2E_PORT,
    host: `${host}:${E2E_PORT}`,
    method: options.method ?? "GET",
    path,
    ...(options.body === undefined ? {} : { body: options.body }),
    ...(options.headers ? { headers: options.headers } : {}),
  });
}

export { expect };

/**
 * The whole messages in a mail spool (the server's DATA_DIR/mail): each `.eml` file's name and text.
 * The spool writes a message to a hidden temporary file and renames it, so a file listed may be gone
 * when read (a flake of the sixth session's CI run read one): such a file is skipped, not an error.
 */
export async function spooledMails(dir: string): Promise<{ file: string; text: string }[]> {
  const names = (await readdir(dir).catch(() => [] as string[])).filter(
    (name) => name.endsWith(".eml") && !name.startsWith("."),
  );
  const mails = await Promise.all(
    names.map(async (file) => ({ file, text: await readFile(join(dir, file), "utf8").catch(() => null) })),
  );
  return mails.flatMap(({ file, text }) => (text === null ? [] : [{ file, text }]));
}

/**
 * Runs axe-core on the page as it is now and fails listing every violation (rule id, impact, first target).
 * `configure` may narrow the scan, e.g. `(b) => b.exclude("#third-party-widget")`.
 */
export async function expectNoAxeViolations(
  page: Page,
  configure?: (builder: AxeBuilder) => AxeBuilder,
): Promise<void> {
  // Contrast is judged on the page at rest: a toast or panel fading in is mid-opacity for a moment,
  // and axe reads that moment's colours. The scan runs with reduced motion asked for, so a toast that
  // starts to leave during it (a loaded CI run) is gone at once rather than half faded, and finite
  // animations and transitions already running are let finish (at most 2 s).
  await page.emulateMedia({ reducedMotion: "reduce" });
  try {
    await scanAtRest(page, configure);
  } finally {
    await page.emulateMedia({ reducedMotion: null });
  }
}

async function scanAtRest(page: Page, configure?: (builder: AxeBuilder) => AxeBuilder): Promise<void> {
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2_000)),
    ]),
  );
  // A page refreshed in place (router.refresh() after a save) streams its metadata back after its body
  // (Next 16's streamed metadata), so for a moment the document has no <title>: wait for the page at
  // rest. A page that never gets one still fails below (axe's document-title rule).
  await page
    .waitForFunction(() => document.title !== "", undefined, { timeout: 5_000 })
    .catch(() => undefined);
  // Legacy mode: axe runs in the page (and each same-origin frame) and returns its results there. The
  // default mode opens a blank page per check to merge frames' results and injects axe again into it:
  // without it the renderer's CPU on two specs fell by 29% (sixth session, docs/benchmarks.md).
  // Our pages' only frame is a video facade's third-party player, which no check could judge anyway.
  // Violations only: by default axe also returns every node that passed or was inapplicable, each with
  // a unique selector and its HTML, which Playwright then carries over; we read only the violations.
  // On four specs (48 scans) the renderer's CPU fell 10% and Playwright's a third (seventh session).
  const builder = new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ["violations"] });
  const results = await (configure ? configure(builder) : builder).analyze();
  const violations = results.violations.map((v) => {
    const first = v.nodes[0]?.target
      .map((sel) => (Array.isArray(sel) ? sel.join(" >>> ") : sel))
      .join(" -> ");
    const more = v.nodes.length > 1 ? ` (+${v.nodes.length - 1} more)` : "";
    return `${v.id} [${v.impact ?? "unknown"}] ${first ?? "(no target)"}${more}: ${v.help}`;
  });
  expect(violations, `axe found ${violations.length} accessibility violation(s) on ${page.url()}`).toEqual(
    [],
  );
}

/**
 * Waits until React has hydrated `locator`'s element (it carries React's props), so a click reaches its
 * handler. Before then a click on a form's button is the browser's own submit: on a busy machine the
 * server's HTML can be on screen seconds before the page's scripts have run.
 */
export async function whenHydrated(locator: Locator): Promise<void> {
  await expect
    .poll(
      () =>
        locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith("__reactProps$"))),
      {
        message: "the element is hydrated",
        timeout: 15_000,
      },
    )
    .toBe(true);
}

/** One path per route shape: a second car, search query or photo says nothing new. */
export function routeShape(path: string): string {
  const [pathname = "", query] = path.split("?");
  return `${pathname
    .replace(/^\/cars\/[^/]+/, "/cars/:slug")
    .replace(/^\/search\/.+/, "/search/:segments")
    .replace(/^\/media\/.+/, "/media/:photo")
    .replace(/^\/_next\/static\/.+\.(\w+)$/, "/_next/static/:file.$1")
    .replace(/^\/our-location\/.+/, "/our-location/:slug")
    // A blog article says what its category page's other articles say (issue 19 item 4).
    .replace(/^\/blog\/[^/]+\/[^/]+$/, "/blog/:category/:slug")}${query ? "?…" : ""}`;
}

const run = promisify(execFile);

/** `forecourt import <file>` on the e2e server's data directory, as a dealer's script would run it. */
export function forecourtImport(file: string) {
  return run(process.execPath, [
    "node_modules/.bin/tsx",
    "--conditions=react-server",
    "cli/main.ts",
    "import",
    file,
    "--data-dir",
    process.env.FORECOURT_E2E_DATA_DIR as string,
  ]);
}

/** Test cards of the local payment processor (lib/payments/local-processor-cards). */
/** The trade-in wizard's step 2 with the best answer to every condition question. */
export async function answerTradeInCondition(page: Page): Promise<void> {
  for (const answer of [
    "Full logbook history",
    "Never in an accident",
    "No warning lights or known faults",
    "Scratches, chips or small dents",
    "Clean, no wear worth mentioning",
    "Plenty of tread left",
    "Two or more keys",
    "Nothing owing",
  ]) {
    await page.getByRole("radio", { name: answer }).check();
  }
}

export const TEST_CARD = { ok: "4242 4242 4242 4242", decline: "4000 0000 0000 0002" } as const;

/** Fills the reserve form (the reserve page's, the online purchase's deposit step) and sends it. */
export async function submitReserveForm(form: Locator, card: string, phone = "0412 345 678"): Promise<void> {
  await form.getByLabel("First name").fill("Ada");
  await form.getByLabel("Last name").fill("Lovelace");
  await form.getByLabel("Email").fill("ada@example.com");
  await form.getByLabel("Phone").fill(phone);
  await form.getByLabel("Postcode").fill("2830");
  await form.getByLabel("Card number").fill(card);
  await form.getByLabel("Expiry (MM/YY)").fill("12/30");
  await form.getByLabel("Security code").fill("123");
  await form.getByRole("button", { name: /deposit and reserve/ }).click();
}
