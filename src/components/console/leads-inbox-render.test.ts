import { AppRouterContext } from "next/dist/shared/lib/app-router-context.shared-runtime";
import { createElement as h, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { InboxRow } from "@/lib/inbox/inbox-row";
import { LeadsFilters, type LeadsFiltersProps } from "./leads-filters";
import { LeadsInbox, type LeadsInboxProps } from "./leads-inbox";
import { LeadsTable } from "./leads-table";

/** Issue 31 §4: the leads inbox as a person meets it, drawn on the server. */

const router = { push() {}, replace() {}, refresh() {}, back() {}, forward() {}, prefetch() {} };
const render = (element: ReactElement) =>
  renderToStaticMarkup(h(AppRouterContext.Provider, { value: router as never }, element));
const tags = (html: string, tag: string) => html.match(new RegExp(`<${tag}\\b[^>]*>`, "g")) ?? [];

const row = (overrides: Partial<InboxRow>): InboxRow => ({
  id: "6f1c2d3e-4b5a-4c6d-8e7f-901234567890",
  createdAt: "2026-11-25T22:15:00.000Z",
  cursor: "2026-11-25T22:15:00.000000Z_6f1c2d3e-4b5a-4c6d-8e7f-901234567890",
  kind: "vehicle-enquiry",
  kindLabel: "Vehicle enquiry",
  standout: false,
  category: "Vehicle Enquiry",
  subcategory: null,
  name: "Jane Citizen",
  email: "jane@example.com",
  phone: "0412 345 678",
  car: { name: "2024 Toyota Corolla Ascent Sport", stockNumber: "ABC123", vin: "JTNBA3HE10J123456" },
  dealership: "North Motors",
  status: "new",
  assignee: null,
  message: null,
  ...overrides,
});

const jane = row({});
const accepted = row({
  id: "7f1c2d3e-4b5a-4c6d-8e7f-901234567890",
  kind: "trade-in-accepted",
  kindLabel: "Trade-in offer accepted",
  standout: true,
  name: null,
  email: null,
  phone: null,
  car: null,
  dealership: null,
  status: "contacted",
  assignee: "Sam Sales",
});

describe("the leads table", () => {
  const html = render(
    h(LeadsTable, { slug: "harbour-toyota", rows: [jane, accepted], caption: "Leads, newest first" }),
  );

  it("has a captioned table with a header per column, and each lead once more as a card for phones", () => {
    expect(html).toContain('<caption class="sr-only">Leads, newest first</caption>');
    expect(tags(html, "th").length).toBe(8);
    expect(tags(html, "th").every((th) => th.includes('scope="col"'))).toBe(true);
    expect(html).toMatch(/<ol[^>]*aria-label="Leads, newest first"/);
    expect(tags(html, "li")).toHaveLength(2);
    // The table is for wide screens, the cards for narrow ones: one at a time.
    expect(html).toMatch(/<div class="hidden [^"]*lg:block/);
    expect(html).toMatch(/<ol class="[^"]*lg:hidden/);
  });

  it("shows when (on the console's clock), kind, shopper, contact, car, dealership, status and assignee", () => {
    expect(html).toContain('<time dateTime="2026-11-25T22:15:00.000Z">26 Nov 2026, 9:15 am AEDT</time>');
    expect(html).toContain("Vehicle enquiry");
    expect(html).toContain('href="tel:0412345678"');
    expect(html).toContain('href="mailto:jane@example.com"');
    expect(html).toContain("2024 Toyota Corolla Ascent Sport");
    expect(html).toContain("Stock ABC123");
    expect(html).toContain("North Motors");
    expect(html).toContain("Unassigned");
    expect(html).toContain("Sam Sales");
    expect(html).toContain("Contacted");
  });

  it("links every lead to its page in the console", () => {
    expect(html).toContain(`href="/sites/harbour-toyota/leads/${jane.id}"`);
    expect(html).toMatch(new RegExp(`href="/sites/harbour-toyota/leads/${accepted.id}"[^>]*>No name given<`));
  });

  it("the accepted trade-in offer stands out: its own label in a badge, the row marked", () => {
    expect(html).toMatch(
      /<span class="inline-block rounded-md border[^"]*"><span aria-hidden="true">★ <\/span>Trade-in offer accepted<\/span>/,
    );
    expect(tags(html, "tr").filter((tr) => tr.includes("border-l-4"))).toHaveLength(1);
    expect(html).toContain("The group");
    expect(html).toContain("None given");
  });
});

describe("the inbox around the table", () => {
  const props: LeadsInboxProps = {
    slug: "harbour-toyota",
    rows: [jane],
    updatesUrl: "/api/sites/harbour-toyota/leads/updates?kind=chat",
    drawnAt: "2026-11-26T00:00:00.000Z",
    firstPage: true,
    newestHref: "/sites/harbour-toyota/leads",
    olderHref: "/sites/harbour-toyota/leads?after=x",
    newerHref: null,
    empty: "No leads yet.",
  };

  it("has a polite live region for arriving leads, and paging that keeps the view", () => {
    const html = render(h(LeadsInbox, props));
    expect(html).toMatch(/<p aria-live="polite" role="status"[^>]*><\/p>/);
    expect(html).toContain("1 lead on this page, newest first");
    expect(html).toContain('<nav aria-label="Pages of leads"');
    expect(html).toMatch(/href="\/sites\/harbour-toyota\/leads\?after=x"[^>]*>Older</);
    expect(html).not.toContain(">Newer<");
  });

  it("says so when nothing matches, and offers the way back up from a later page", () => {
    const html = render(
      h(LeadsInbox, {
        ...props,
        rows: [],
        firstPage: false,
        olderHref: null,
        newerHref: "/sites/harbour-toyota/leads?before=y",
        empty: "No leads match these filters.",
      }),
    );
    expect(html).toContain("No leads match these filters.");
    expect(html).toMatch(/>Newest</);
    expect(html).toMatch(/href="\/sites\/harbour-toyota\/leads\?before=y"[^>]*>Newer</);
    expect(tags(html, "table")).toHaveLength(0);
  });
});

describe("the inbox's filters", () => {
  const props: LeadsFiltersProps = {
    action: "/sites/harbour-toyota/leads",
    values: { q: "jane", kind: "chat", from: "2026-02-30" },
    errors: { from: "Enter a date such as 2026-11-26." },
    kinds: [
      { value: "chat", label: "Chat message" },
      { value: "trade-in-accepted", label: "Trade-in offer accepted" },
    ],
    statuses: [{ value: "new", label: "New" }],
    dealerships: [],
    assignees: [
      { value: "me", label: "Me" },
      { value: "unassigned", label: "No one yet" },
    ],
  };
  const html = render(h(LeadsFilters, props));

  it("is a labelled search landmark and a GET form to the inbox, so a filtered view is a link", () => {
    expect(html).toMatch(/<search aria-label="Filter and search the leads"/);
    expect(html).toMatch(/<form [^>]*action="\/sites\/harbour-toyota\/leads" method="get"/);
  });

  it("labels every field and keeps what was chosen", () => {
    for (const [id, label] of [
      ["lead-q", "Search"],
      ["lead-kind", "Kind"],
      ["lead-status", "Status"],
      ["lead-assignee", "Assigned to"],
      ["lead-from", "Received from"],
      ["lead-to", "Received to"],
      ["lead-stock", "Car stock number"],
    ]) {
      expect(html).toContain(`<label for="${id}" class="block text-sm font-semibold">${label}</label>`);
    }
    expect(html).toMatch(/<input id="lead-q" type="search"[^>]*name="q" value="jane"/);
    expect(html).toMatch(/<option value="chat" selected="">Chat message<\/option>/);
    expect(html).toContain("A name, phone number, e-mail, stock number or VIN.");
  });

  it("shows a refused value's message beside its field, tied to it", () => {
    expect(html).toMatch(
      /<input id="lead-from"[^>]*aria-invalid="true"[^>]*aria-describedby="lead-from-error"/,
    );
    expect(html).toContain(
      '<p id="lead-from-error" class="mt-1 text-sm font-semibold text-destructive">Enter a date such as 2026-11-26.</p>',
    );
  });

  it("offers no dealership choice to someone who sees one", () => {
    expect(html).not.toContain('id="lead-dealership"');
  });
});
