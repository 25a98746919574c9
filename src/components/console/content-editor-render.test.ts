import { AppRouterContext } from "next/dist/shared/lib/app-router-context.shared-runtime";
import { createElement as h, type ReactElement } from "react";
import { renderToStaticMarkup as renderPlain } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ContentWorkspace } from "./content-editor";
import { ContentHistory } from "./content-history";

/** Every opening tag of `tag` in the markup. */
const tags = (html: string, tag: string) => html.match(new RegExp(`<${tag}\\b[^>]*>`, "g")) ?? [];
const noop = () => undefined;
const router = { push() {}, replace() {}, refresh() {}, back() {}, forward() {}, prefetch() {} };
const renderToStaticMarkup = (element: ReactElement) =>
  renderPlain(h(AppRouterContext.Provider, { value: router as never }, element));
const render = async () => null;

const OFFER = {
  siteSlug: "harbour-toyota",
  kind: "offers" as const,
  slug: "spring-deal",
  revision: 3,
  values: {
    name: "Spring deal",
    description: "Free first service.\n\nAsk in store.",
    disclaimer: "Conditions apply.",
    category: "Service",
    startsAt: "2026-12-01T09:00",
  },
  live: true,
  siteUrl: "http://harbour-toyota.localhost:3000/offers/spring-deal",
  categories: [],
  history: [
    {
      revision: 3,
      what: "published",
      actor: "Mia <mia@x.test>",
      when: "27 Nov 2026, 9:15 am AEDT",
      changed: ["Name"],
    },
    { revision: 2, what: "published", actor: "Mia <mia@x.test>", when: null, changed: [] },
    { revision: 1, what: "imported (published)", actor: "Import", when: null, changed: [] },
  ],
  renderMarkdown: render,
};

describe("issue 32 item 2: content's editor", () => {
  const html = renderToStaticMarkup(h(ContentWorkspace, OFFER));

  it("labels every field, with its help tied to the control and the site's clock's date control", () => {
    for (const input of [...tags(html, "input"), ...tags(html, "textarea")]) {
      const id = /id="([^"]+)"/.exec(input)?.[1];
      expect(html).toContain(`for="${id}"`);
    }
    expect(html).toMatch(/<input[^>]*type="datetime-local"[^>]*value="2026-12-01T09:00"/);
    expect(html).toMatch(/aria-describedby="content-startsAt-hint"/);
  });

  it("asks no address for an existing item, and offers taking it off the site and a link to it", () => {
    expect(html).not.toContain("Address (slug)");
    expect(html).toContain("Take off the site");
    expect(html).toContain('href="http://harbour-toyota.localhost:3000/offers/spring-deal"');
  });

  it("previews the offer as the site's own offer card", () => {
    expect(html).toContain('data-testid="offer-card"');
    expect(html).toContain("Spring deal");
    expect(html).toContain("Free first service.");
  });

  it("lists the versions, newest first, with a rollback on each earlier one", () => {
    expect(html.indexOf("Version 3: published")).toBeLessThan(html.indexOf("Version 1: imported"));
    expect(html).toContain("Changed: Name");
    expect(html).toContain('Roll back to this<span class="sr-only"> (version 2)</span>');
    expect(html.match(/Roll back to this/g)).toHaveLength(2);
  });

  it("asks a new item's address, and has no history or link yet", () => {
    const fresh = renderToStaticMarkup(
      h(ContentWorkspace, {
        ...OFFER,
        kind: "pages",
        slug: "",
        revision: 0,
        values: {},
        live: false,
        siteUrl: null,
        history: [],
      }),
    );
    expect(fresh).toContain("Address (slug)");
    expect(fresh).not.toContain("Versions");
    expect(fresh).not.toContain("Take off the site");
    expect(fresh).toMatch(/<textarea[^>]*name="body"/);
    expect(fresh).toContain("(no title yet)");
  });

  it("a history of one version offers no rollback", () => {
    const one = renderToStaticMarkup(
      h(ContentHistory, {
        siteSlug: "s",
        kind: "offers",
        slug: "x",
        revision: 1,
        entries: [OFFER.history[2]!],
        onDone: noop,
      }),
    );
    expect(one).not.toContain("Roll back");
    expect(one).toContain("Newest");
  });

  it("previews a popup as its words and button, and its button link takes a page of the site", () => {
    const popup = renderToStaticMarkup(
      h(ContentWorkspace, {
        ...OFFER,
        kind: "popups",
        values: {
          title: "Big sale",
          description: "This weekend only.",
          buttonText: "See offers",
          buttonUrl: "/special-offers",
        },
      }),
    );
    expect(popup).toContain("Big sale");
    expect(popup).toContain("See offers");
    expect(popup).toMatch(
      /<input[^>]*name="buttonUrl"[^>]*inputMode="url"|<input[^>]*inputMode="url"[^>]*name="buttonUrl"/,
    );
  });

  it("edits the guarantee strip as one item per site: no address asked, its promises in slots, previewed as the site's strip", () => {
    const strip = renderToStaticMarkup(
      h(ContentWorkspace, {
        ...OFFER,
        kind: "strip",
        slug: "",
        revision: 0,
        live: false,
        siteUrl: null,
        history: [],
        values: { title1: "One price", icon1: "price", title2: "Money back" },
      }),
    );
    expect(strip).not.toContain("Address (slug)");
    expect(strip).toContain("Promise 12: link");
    expect(strip).toMatch(/<select[^>]*name="icon1"/);
    expect(strip).toContain("One price");
    expect(strip).toContain("Money back");
  });

  it("edits the home page as one item per site: the hero's fields, sections chosen by name, previewed as the hero and the order", () => {
    const home = renderToStaticMarkup(
      h(ContentWorkspace, {
        ...OFFER,
        kind: "home",
        slug: "",
        revision: 0,
        live: false,
        siteUrl: null,
        history: [],
        values: { heroHeading: "Drive away today", section1: "offers", section2: "latest" },
      }),
    );
    expect(home).not.toContain("Address (slug)");
    expect(home).toMatch(/<select[^>]*name="section10"/);
    expect(home).toContain('<option value="offers" selected="">Special offers</option>');
    expect(home).toMatch(/<h3 id="home-heading-preview"[^>]*>Drive away today<\/h3>/);
    expect(home).toMatch(/Then, in this order:.*<li>Special offers<\/li><li>Latest arrivals<\/li><\/ol>/s);
  });
});
