import { AppRouterContext } from "next/dist/shared/lib/app-router-context.shared-runtime";
import { createElement as h, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { defaultOpeningHours } from "@/lib/sites/new-site";
import { CloneSiteForm } from "./clone-site-form";
import { NewSiteFormView } from "./new-site-form";
import { SiteLifecyclePanel } from "./site-lifecycle-panel";
import { SitePreview, type SitePreviewView } from "./site-preview";

/** Issue 32 §6 (decision 0056): the operator's site forms as the server first draws them. */

const router = { push() {}, replace() {}, refresh() {}, back() {}, forward() {}, prefetch() {} };
const render = (element: ReactElement) =>
  renderToStaticMarkup(h(AppRouterContext.Provider, { value: router as never }, element));
const tags = (html: string, tag: string) => html.match(new RegExp(`<${tag}\\b[^>]*>`, "g")) ?? [];
const labelled = (html: string) => {
  const ids = new Set([...html.matchAll(/<label[^>]*for="([^"]+)"/g)].map((m) => m[1]));
  return [...tags(html, "input"), ...tags(html, "select"), ...tags(html, "textarea")].filter((t) => {
    const id = /id="([^"]+)"/.exec(t)?.[1];
    return id && !ids.has(id);
  });
};

const THEME = {
  primary: "#1d4ed8",
  primary_foreground: "#ffffff",
  accent: "#f59e0b",
  accent_foreground: "#111827",
  header_background: "#0f172a",
  header_foreground: "#ffffff",
};

describe("the new-site form", () => {
  const html = render(
    h(NewSiteFormView, {
      templates: [
        { name: "default", label: "Default", theme: THEME },
        { name: "toyota", label: "Toyota", theme: { ...THEME, primary: "#eb0a1e" } },
      ],
      dealerships: [{ slug: "harbour-city-toyota", name: "Harbour City Toyota" }],
    }),
  );

  it("asks for the site, its dealerships, locations and theme, each control labelled", () => {
    for (const label of ["Name", "Slug", "Template", "Custom domains", "Primary colour", "Header text"]) {
      expect(html).toContain(`>${label}</label>`);
    }
    expect(html).toContain("Harbour City Toyota");
    expect(html).toContain(">Add a new dealership</button>");
    expect(html).toContain(">Add a location</button>");
    expect(labelled(html)).toEqual([]);
  });

  it("prefills the theme with the first template's colours and reviews before creating", () => {
    expect(html).toMatch(/type="color"[^>]*value="#1d4ed8"/);
    expect(html).toMatch(/<button type="submit"[^>]*>Review<\/button>/);
    expect(html).not.toContain("Create site");
  });
});

describe("the preview the operator confirms", () => {
  const preview: SitePreviewView = {
    name: "Coast Motors",
    slug: "coast-motors",
    template: { name: "default", label: "Default" },
    home: "http://coast-motors.localhost:3000",
    domains: [],
    dealerships: [
      { slug: "harbour-city-toyota", name: "Harbour City Toyota", isNew: false },
      { slug: "coast-cars", name: "Coast Cars", isNew: true },
    ],
    locations: [
      {
        dealership_slug: "coast-cars",
        slug: "main",
        name: "Coast Cars Cairns",
        address: { street: "1 Esplanade", city: "Cairns", state: "qld", postcode: "4870" },
        contact_detail: { phone: "07 4000 0000", email: "", opening_hours: defaultOpeningHours() },
      },
    ],
    theme: THEME,
  };
  const html = render(h(SitePreview, { preview }));

  it("shows what will be made: addresses, dealerships (new ones marked), locations with their hours, colours", () => {
    expect(html).toContain("http://coast-motors.localhost:3000");
    expect(html).toContain("None (the platform address only)");
    expect(html).toContain("Coast Cars (coast-cars), new");
    expect(html).toContain("1 Esplanade, Cairns, QLD, 4870");
    expect(html).toContain("Sun closed, Mon 08:30–17:30");
    expect(html).toContain("background:#0f172a;color:#ffffff");
  });
});

describe("clone, archive and delete", () => {
  it("the clone form suggests a copy's name and slug", () => {
    const html = render(h(CloneSiteForm, { slug: "harbour-toyota", name: "Harbour Toyota" }));
    expect(html).toContain('value="Harbour Toyota (copy)"');
    expect(html).toContain('value="harbour-toyota-copy"');
    expect(labelled(html)).toEqual([]);
  });

  it("a live site offers archiving, confirmed first", () => {
    const html = render(
      h(SiteLifecyclePanel, { slug: "coast", archived: false, leadCount: 2, exportReady: false }),
    );
    expect(html).toContain(">Archive…</button>");
    expect(html).not.toContain("Delete the site");
  });

  it("an archived site offers unarchiving, the leads' export, and a delete held until the slug is typed", () => {
    const html = render(
      h(SiteLifecyclePanel, { slug: "coast", archived: true, leadCount: 2, exportReady: false }),
    );
    expect(html).toContain(">Unarchive</button>");
    expect(html).toContain('href="/api/sites/coast/leads/export"');
    expect(html).toContain("Export its 2 leads first");
    expect(html).toContain(">Type coast to confirm</label>");
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>Delete the site<\/button>/);
  });
});
