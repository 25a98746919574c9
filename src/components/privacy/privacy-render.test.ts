import { createElement as h } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { DeletionDone, HeldRecords, PrivacyRequests } from "@/components/console/privacy-requests";
import { PrivacyRightsNotice } from "@/components/legal/privacy-rights-notice";
import { EXPORT_FORMAT, exportSummary } from "@/lib/privacy/shopper-export";
import { HoldingsTable } from "./holdings-table";
import { MyDataPanel } from "./my-data-panel";

/**
 * Issue 36 item 6 (APP 12 and 13, decision 0070): what staff, shoppers and the privacy policy show of
 * a privacy request, rendered as a browser first receives it.
 */
const summary = exportSummary({
  format: EXPORT_FORMAT,
  site: { slug: "harbour-toyota", name: "Harbour City Toyota" },
  exported_at: "2026-12-01T00:00:00.000Z",
  found_by: { phone: "412345678" },
  accounts: [{ saved_cars: [{}], saved_searches: [], alert_events: [], sessions: [] }],
  leads: [{}, {}],
  reservations: [{}],
  trade_ins: [],
  purchase_journeys: [],
  messages: [{}, {}, {}],
  not_included: [],
});

describe("what a site holds about a person", () => {
  it("is a table of kinds and counts, with a caption and row headers", () => {
    const html = renderToStaticMarkup(h(HoldingsTable, { rows: summary, caption: "Records by kind" }));
    expect(html).toContain("<caption");
    expect(html).toContain("Records by kind");
    expect(html).toMatch(
      /<th scope="row"[^>]*>Enquiries, test drives, chat and other leads<\/th><td[^>]*>2<\/td>/,
    );
    expect(html).toMatch(/<th scope="row"[^>]*>Messages sent to them<\/th><td[^>]*>3<\/td>/);
  });

  it("in the console, lists their leads by kind and day on Sydney's clock; or says nothing is held", () => {
    const held = renderToStaticMarkup(
      h(HeldRecords, {
        holdings: {
          summary,
          leads: [{ kind: "Test Drive", created_at: "2026-11-30T23:15:00.000Z", status: "new" }],
        },
      }),
    );
    expect(held).toContain("Their leads");
    expect(held).toContain("Test Drive, 1 Dec 2026, 10:15 am AEDT (new)");
    const none = renderToStaticMarkup(
      h(HeldRecords, { holdings: { summary: summary.map((r) => ({ ...r, count: 0 })), leads: [] } }),
    );
    expect(none).toContain("Nothing: no record on this site has that phone number or e-mail address.");
    expect(none).not.toContain("<table");
  });

  it("the console's form asks for a phone or an e-mail, each labelled; nothing is shown before a search", () => {
    const html = renderToStaticMarkup(
      h(PrivacyRequests, { slug: "harbour-toyota", siteName: "Harbour City Toyota" }),
    );
    expect(html).toMatch(
      /<form[^>]*aria-label="Find a shopper’s data"|<form[^>]*aria-label="Find a shopper&#x27;s data"/,
    );
    expect(html).toMatch(/<label[^>]*for="[^"]+-phone"[^>]*>Phone number<\/label>/);
    expect(html).toMatch(/<input[^>]*type="tel"/);
    expect(html).toMatch(/<label[^>]*for="[^"]+-email"[^>]*>E-mail address<\/label>/);
    expect(html).toContain("Find their data");
    expect(html).not.toContain("Delete their data");
  });

  it("a deletion says what it did, kind by kind, as a status", () => {
    const html = renderToStaticMarkup(
      h(DeletionDone, {
        counts: { account: 1, leads: 3, reservations: 1, trade_ins: 0, purchase_journeys: 0, messages: 4 },
      }),
    );
    expect(html).toContain('role="status"');
    expect(html).toContain("Their data is deleted.");
    expect(html).toContain("3 leads: name, e-mail, phone and message deleted; still counted.");
    expect(html).toContain("1 reservation: the person’s details deleted; the deposit’s record kept.");
    expect(html).not.toContain("trade-in");
    const nothing = renderToStaticMarkup(
      h(DeletionDone, {
        counts: { account: 0, leads: 0, reservations: 0, trade_ins: 0, purchase_journeys: 0, messages: 0 },
      }),
    );
    expect(nothing).toContain("There was nothing left to delete.");
  });
});

describe("a signed-in shopper's own data", () => {
  it("offers the file as a download link and deletion behind a confirm step", () => {
    const html = renderToStaticMarkup(h(MyDataPanel, { siteName: "Outback Used Cars" }));
    expect(html).toMatch(/<h2[^>]*>Your data<\/h2>/);
    expect(html).toMatch(/<a href="\/api\/account\/data" download=""[^>]*>Download my data<\/a>/);
    expect(html).toContain("Delete my data…");
    // The confirm step is not shown until asked for.
    expect(html).not.toContain("Yes, delete my data");
    expect(html).toContain('href="/privacy-policy"');
  });
});

describe("the privacy policy's retention and requests", () => {
  const values = {
    dealerName: "Harbour City Toyota",
    privacyResponseDays: 30,
    reserveDeposit: "$200",
    email: "hello@harbour.example",
  };

  it("states the site's periods, and how to ask: signed in, by e-mail or the contact page", () => {
    const html = renderToStaticMarkup(
      h(PrivacyRightsNotice, {
        facts: { leads: "2 years", journeys: "1 year", events: "3 months", accountPath: "/my-garage" },
        values,
      }),
    );
    expect(html).toContain("<strong>2 years</strong>");
    expect(html).toContain("<strong>1 year</strong>");
    expect(html).toContain("<strong>3 months</strong>");
    expect(html).toContain('href="/my-garage"');
    expect(html).toContain("<strong>Download my data</strong>");
    expect(html).toContain('href="mailto:hello@harbour.example"');
    expect(html).toContain('href="/contact"');
    expect(html).toContain("within 30 days");
  });

  it("on a site without sign-in, sends the shopper to ask the dealer", () => {
    const html = renderToStaticMarkup(
      h(PrivacyRightsNotice, {
        facts: { leads: "30 days", journeys: "7 days", events: "7 days", accountPath: null },
        values: { ...values, email: undefined },
      }),
    );
    expect(html).not.toContain("Download my data");
    expect(html).toContain("Ask us through");
    expect(html).toContain("<strong>30 days</strong>");
  });
});
