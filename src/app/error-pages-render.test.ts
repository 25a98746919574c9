import { createElement as h } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import ConsoleError from "./console/error";
import ConsoleNotFound from "./console/not-found";
import RootError from "./error";
import GlobalError from "./global-error";
import PlatformError from "./platform/error";
import SiteError from "./s/[site]/error";

/**
 * Issue 36 item 3 (decision 0068): every part of the app has a friendly page for a failure (the
 * shopper's site inside its own layout, the console, the platform, the rest, and the root layout
 * itself) and the console a page for an address that leads nowhere. None shows the error's message,
 * which may hold what a shopper typed; each shows the digest as the reference.
 */
const failure = Object.assign(new Error("duplicate key: jo@example.com 0412 345 678"), {
  digest: "1234567890",
});
const reset = () => undefined;

describe("the error pages", () => {
  const pages = { SiteError, ConsoleError, PlatformError, RootError, GlobalError };

  for (const [name, Page] of Object.entries(pages)) {
    it(`${name} says something went wrong, offers to try again, shows the reference and not the error`, () => {
      const html = renderToStaticMarkup(h(Page, { error: failure, reset }));
      expect(html).toContain("Something went wrong");
      expect(html).toContain("Try again");
      expect(html).toContain("1234567890");
      expect(html).not.toContain("jo@example.com");
      expect(html).not.toContain("duplicate key");
    });
  }

  it("the site's page points the shopper home and to the dealer's phone; the console's back to the console", () => {
    expect(renderToStaticMarkup(h(SiteError, { error: failure, reset }))).toContain("call us");
    expect(renderToStaticMarkup(h(ConsoleError, { error: failure, reset }))).toContain("Back to the console");
  });

  it("the root layout's own failure page is a whole document", () => {
    expect(renderToStaticMarkup(h(GlobalError, { error: failure, reset }))).toMatch(
      /^<html lang="en-AU">(<head><\/head>)?<body/,
    );
  });

  it("the console's missing page says so and leads back to the console, with no retry", () => {
    const html = renderToStaticMarkup(h(ConsoleNotFound));
    expect(html).toContain("Page not found");
    expect(html).toContain("Back to the console");
    expect(html).not.toContain("Try again");
  });
});
