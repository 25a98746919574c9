import { AppRouterContext } from "next/dist/shared/lib/app-router-context.shared-runtime";
import { createElement as h, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { LeadPage } from "@/lib/leads/lead-page";
import { leadDelivery, WIZARD_TRADE_IN } from "../../../test/lead-records";
import { LeadDeliveries, LeadHistory, OtherLeads } from "./lead-activity";
import { LeadCar, LeadTradeInPanel, ShopperDetails } from "./lead-shopper";
import { AcceptedOfferBanner, LeadSummary } from "./lead-summary";
import { DeliveryRetryButton, LeadAssignForm, LeadNoteForm, LeadStatusForm } from "./lead-workflow";

/** Issue 31 §4, a lead's console page as the server first draws it. */

const router = { push() {}, replace() {}, refresh() {}, back() {}, forward() {}, prefetch() {} };
const render = (element: ReactElement) =>
  renderToStaticMarkup(h(AppRouterContext.Provider, { value: router as never }, element));
const tags = (html: string, tag: string) => html.match(new RegExp(`<${tag}\\b[^>]*>`, "g")) ?? [];
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ");

const snapshot = leadDelivery();
const LEAD: LeadPage = {
  id: snapshot.leadId,
  site: { slug: "harbour-toyota", name: "Harbour City Toyota" },
  createdAt: "2026-11-23T01:00:00.000Z",
  category: "Vehicle Enquiry",
  subcategory: null,
  source: "Website",
  url: snapshot.sourceUrl,
  userAgent: "Mozilla/5.0",
  dealershipName: "Harbour City Toyota",
  contact: { name: "Jane Citizen", email: "jane.citizen@example.com", phone: "0412345678" },
  snapshot,
  fields: {},
  acceptedOffer: null,
  car: {
    id: 9876,
    title: "2024 Toyota Corolla Ascent Sport",
    stocknum: "ABC123",
    vin: null,
    priceThen: 32990,
    availability: "sold",
    href: "http://harbour-toyota.localhost:3000/cars/2024-toyota-corolla",
  },
  status: "new",
  statusReason: null,
  statusChangedAt: null,
  assignee: null,
  firstResponseAt: null,
  deliveries: [],
  otherLeads: [],
  notes: [],
  history: [],
  assignees: [],
  mayWrite: true,
};

describe("issue 31 §4: the lead's summary", () => {
  it("says where it stands, and how long the shopper has waited or the dealer took", () => {
    const waiting = text(render(h(LeadSummary, { lead: LEAD, now: new Date("2026-11-23T04:05:00Z") })));
    expect(waiting).toContain("First response None yet: waiting 3 hours 5 minutes");
    expect(waiting).toContain("Assigned to Unassigned");
    const answered = text(
      render(
        h(LeadSummary, {
          lead: {
            ...LEAD,
            status: "lost",
            statusReason: "Bought elsewhere",
            firstResponseAt: "2026-11-23T01:12:00.000Z",
          },
          now: new Date(),
        }),
      ),
    );
    expect(answered).toContain("First response After 12 minutes");
    expect(answered).toContain("Status Lost: Bought elsewhere");
  });

  it("an accepted trade-in offer stands out with its own headline; any other lead has none", () => {
    const html = render(
      h(AcceptedOfferBanner, { lead: { acceptedOffer: { offer: 18200, car: "2021 Toyota Corolla" } } }),
    );
    expect(html).toContain("Trade-in offer ACCEPTED: $18,200 for 2021 Toyota Corolla");
    expect(render(h(AcceptedOfferBanner, { lead: { acceptedOffer: null } }))).toBe("");
  });
});

describe("issue 31 §4: what the shopper gave, and the car", () => {
  it("shows the dealer e-mail's rows in words (phone and e-mail linked, the message as written), not the car twice", () => {
    const html = render(h(ShopperDetails, { lead: LEAD }));
    expect(html).toContain('href="tel:');
    expect(html).toContain('href="mailto:jane.citizen@example.com"');
    expect(text(html)).toContain("Marketing opt-in Yes");
    expect(html).toContain("Is this car still available?\nCould I see it on Saturday?");
    expect(text(html)).toContain("Source Website");
    expect(html).not.toContain(">Vehicle</h3>");
  });

  it("a lead stored before snapshots shows the form's own fields, labelled", () => {
    const html = text(
      render(
        h(ShopperDetails, {
          lead: {
            ...LEAD,
            snapshot: null,
            fields: { name: "Old", opt_in: true, vehicle_price_budget: 30000 },
          },
        }),
      ),
    );
    expect(html).toContain("First name Old");
    expect(html).toContain("Marketing opt-in Yes");
    expect(html).toContain("Vehicle price budget 30000");
  });

  it("the car says its state now and links to its page on the site", () => {
    const html = render(h(LeadCar, { car: LEAD.car! }));
    expect(html).toContain('href="http://harbour-toyota.localhost:3000/cars/2024-toyota-corolla"');
    expect(text(html)).toContain("Now Sold");
    expect(text(html)).toContain("Price when sent $32,990");
  });
});

describe("issue 31 §4: the trade-in", () => {
  it("shows the car, the answers, the valuation and whether the offer was accepted", () => {
    const html = text(render(h(LeadTradeInPanel, { tradeIn: WIZARD_TRADE_IN })));
    expect(html).toContain("Car 2021 Toyota Corolla Ascent Sport");
    expect(html).toContain("Rego DEMO1");
    expect(html).toContain("Tyres Due for replacement");
    expect(html).toContain("Offer $18,200, subject to inspection");
    expect(html).toContain("Offer accepted Yes");
  });
});

describe("issue 31 §4: other leads, deliveries and history", () => {
  it("marks a likely duplicate, and does not link a lead the member may not open", () => {
    const html = render(
      h(OtherLeads, {
        slug: "harbour-toyota",
        leads: [
          {
            id: "a",
            createdAt: LEAD.createdAt,
            category: "Vehicle Enquiry",
            subcategory: null,
            status: "new",
            car: null,
            likelyDuplicate: true,
            visible: true,
          },
          {
            id: "b",
            createdAt: LEAD.createdAt,
            category: "Finance",
            subcategory: null,
            status: "sold",
            car: null,
            likelyDuplicate: false,
            visible: false,
          },
        ],
      }),
    );
    expect(html).toContain('href="/sites/harbour-toyota/leads/a"');
    expect(html).not.toContain("/leads/b");
    expect(html.match(/Likely duplicate/g)).toHaveLength(1);
  });

  it("a failed-for-good delivery has a Retry naming it; a delivered one and a read-only member have none", () => {
    const dead = {
      id: 7,
      channel: "webhook" as const,
      target: "http://127.0.0.1:9/hook",
      status: "dead" as const,
      attempts: 1,
      lastError: "refused: 127.0.0.1 resolves to a private, loopback or link-local address",
      nextAttemptAt: null,
      deliveredAt: null,
    };
    const delivered = {
      ...dead,
      id: 8,
      channel: "email" as const,
      target: "sales@x.example",
      status: "delivered" as const,
      lastError: null,
      deliveredAt: LEAD.createdAt,
    };
    const html = render(
      h(LeadDeliveries, { slug: "s", leadId: "l", deliveries: [dead, delivered], mayRetry: true }),
    );
    expect(text(html)).toContain("Failed: gave up · 1 attempt");
    expect(text(html)).toContain("Last error: refused: 127.0.0.1");
    expect(tags(html, "button")).toHaveLength(1);
    expect(html).toContain('Retry <span class="sr-only">Webhook to http://127.0.0.1:9/hook</span>');
    expect(
      render(h(LeadDeliveries, { slug: "s", leadId: "l", deliveries: [dead], mayRetry: false })),
    ).not.toContain("<button");
  });

  it("the history is an ordered list with who, when and what changed", () => {
    const html = render(
      h(LeadHistory, {
        history: [
          { key: "arrived", at: LEAD.createdAt, who: null, kind: "arrived", what: "Arrived", lines: [] },
          {
            key: "audit-1",
            at: LEAD.createdAt,
            who: "Max",
            kind: "change",
            what: "Changed a lead's status",
            lines: ["status: new → contacted"],
          },
          {
            key: "note-1",
            at: LEAD.createdAt,
            who: "Max",
            kind: "note",
            what: "Note",
            lines: ["Called back"],
          },
        ],
      }),
    );
    expect(tags(html, "ol")).toHaveLength(1);
    expect(text(html)).toMatch(
      /Arrived .* Changed a lead's status .* Max .*status: new → contacted.* Note .* Called back/,
    );
  });
});

describe("issue 31 §4: the workflow's forms", () => {
  it("status: the five statuses, the current one chosen; a reason asked for only when closing", () => {
    const open = render(h(LeadStatusForm, { slug: "s", leadId: "l", status: "contacted" }));
    expect(tags(open, "option").map((o) => /value="(\w+)"/.exec(o)?.[1])).toEqual([
      "new",
      "contacted",
      "appointment",
      "sold",
      "lost",
    ]);
    expect(open).toMatch(/<option value="contacted" selected="">/);
    expect(open).toMatch(/<label[^>]*>Status<\/label>/);
    expect(open).not.toContain(">Reason</label>");
    const closed = render(h(LeadStatusForm, { slug: "s", leadId: "l", status: "sold" }));
    expect(closed).toMatch(/<label[^>]*>Reason<\/label>/);
    expect(closed).toContain('role="status"');
  });

  it("assignment: unassigned or an eligible person, Assign to me, and a past assignee marked", () => {
    const html = render(
      h(LeadAssignForm, {
        slug: "s",
        leadId: "l",
        assignee: { id: 3, label: "Old Hand <old@x.example>" },
        assignees: [{ id: 5, label: "Max <max@x.example>" }],
        self: 5,
      }),
    );
    expect(text(html)).toContain("Unassigned");
    expect(html).toContain("Old Hand &lt;old@x.example&gt; (cannot see this lead now)");
    expect(html).toContain(">Assign to me</button>");
    const mine = render(
      h(LeadAssignForm, {
        slug: "s",
        leadId: "l",
        assignee: { id: 5, label: "Max" },
        assignees: [{ id: 5, label: "Max" }],
        self: 5,
      }),
    );
    expect(mine).not.toContain("Assign to me");
  });

  it("note: a labelled box saying notes cannot be edited; Retry names its delivery for a screen reader", () => {
    const html = render(h(LeadNoteForm, { slug: "s", leadId: "l", lastNoteId: null }));
    expect(html).toMatch(/<label[^>]*>Note<\/label>/);
    expect(html).toContain("cannot be edited");
    const retry = render(
      h(DeliveryRetryButton, { slug: "s", leadId: "l", deliveryId: 1, what: "E-mail to a@b", failed: true }),
    );
    expect(retry).toContain('<span class="sr-only">E-mail to a@b</span>');
  });
});
