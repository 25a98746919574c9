/**
 * Whether a request's user agent is a robot's, so its events are not counted (issue 33 §1 "Bots are
 * filtered"; decision 0061). The rule is isbot's (npm `isbot`, the list most analytics tools use),
 * written out here because no new dependency was taken in: every browser that runs our pages sends a
 * user agent starting "Mozilla/5.0" (Opera's old "Opera/" aside), so anything else (curl, python,
 * Go, Java and node HTTP clients, monitors) is not a shopper; of the rest, a robot names itself with
 * one of the words below (crawlers, link previews, ad checkers, SEO tools, AI crawlers, headless and
 * audit browsers). Lower-case substrings, matched against the lower-cased agent.
 */
const ROBOT_WORDS = [
  // Generic: what nearly every crawler calls itself.
  "bot",
  "crawl",
  "spider",
  "slurp",
  "scrape",
  "fetcher",
  "archiver",
  "monitor",
  "checker",
  "validator",
  "preview",
  // Search, ads and link previews that use none of the words above.
  "mediapartners-google",
  "adsbot",
  "apis-google",
  "google-inspectiontool",
  "google-read-aloud",
  "googleother",
  "feedfetcher",
  "facebookexternalhit",
  "facebookcatalog",
  "meta-externalagent",
  "whatsapp",
  "skypeuripreview",
  "embedly",
  "quora link preview",
  "ia_archiver",
  "yahoo! slurp",
  "bingpreview",
  "qwantify",
  "yandex",
  "baiduspider",
  "sogou",
  "exabot",
  "petalbot",
  "bytespider",
  "ccbot",
  "gptbot",
  "chatgpt-user",
  "claude-web",
  "perplexity",
  "cohere-ai",
  "diffbot",
  // Audits, uptime checks and automation.
  "lighthouse",
  "pagespeed",
  "gtmetrix",
  "pingdom",
  "uptime",
  "statuscake",
  "headlesschrome",
  "phantomjs",
  "electron",
  "selenium",
  "webdriver",
  "cypress",
  "puppeteer",
  "playwright",
] as const;

const BROWSER_PREFIXES = ["mozilla/", "opera/"] as const;

export function isBotUserAgent(userAgent: string | null | undefined): boolean {
  const agent = userAgent?.trim().toLowerCase() ?? "";
  if (!BROWSER_PREFIXES.some((prefix) => agent.startsWith(prefix))) return true;
  return ROBOT_WORDS.some((word) => agent.includes(word));
}
