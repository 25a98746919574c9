import { type ComponentProps, type FunctionComponent, createElement as h } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ConsolePager, ConsoleTabs } from "./console-tabs";
import { RecordCards } from "./record-cards";
import { DetailSection, FactList, NoticeList, Timeline } from "./record-detail";
import { ReservationActions, type ReservationActionsProps } from "./reservation-actions";
import { TradeInOfferActions, type TradeInOfferActionsProps } from "./trade-in-offer-actions";

/** Issue 31 §5–6: the console's reservations and trade-ins components, as a person meets them. */
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replaceAll("&#x27;", "'")
    .replace(/\s+/g, " ")
    .trim();

describe("the lists: tabs by status, one card per record, paging", () => {
  it("the tabs are links in a named navigation, the current one marked", () => {
    const html = renderToStaticMarkup(
      h(ConsoleTabs, {
        label: "Reservations by status",
        tabs: [
          { href: "/sites/s/reservations?status=active", label: "Held", current: true },
          { href: "/sites/s/reservations?status=completed", label: "Completed", current: false },
        ],
      }),
    );
    expect(html).toContain('<nav aria-label="Reservations by status"');
    expect(html.match(/aria-current="page"/g)).toHaveLength(1);
    expect(html).toMatch(/<a[^>]*aria-current="page"[^>]*>Held<\/a>/);
  });

  it("each record is a card headed by a link to its page, its facts as a description list", () => {
    const html = renderToStaticMarkup(
      h(RecordCards, {
        label: "Held",
        empty: "No held reservations.",
        cards: [
          {
            id: "res_1",
            href: "/sites/s/reservations/res_1",
            title: "2021 Toyota HiLux SR5 (stock U1)",
            status: "Held",
            facts: [
              { label: "Shopper", value: "Jane Citizen" },
              { label: "Deposit", value: "$200" },
            ],
          },
        ],
      }),
    );
    expect(html).toContain('<ol aria-label="Held"');
    expect(html).toMatch(
      /<h2[^>]*><a [^>]*href="\/sites\/s\/reservations\/res_1"[^>]*>2021 Toyota HiLux SR5 \(stock U1\)<\/a>/,
    );
    expect(html).toMatch(/<dt[^>]*>Shopper<\/dt><dd[^>]*>Jane Citizen<\/dd>/);
    expect(
      text(renderToStaticMarkup(h(RecordCards, { label: "x", empty: "No held reservations.", cards: [] }))),
    ).toBe("No held reservations.");
  });

  it("the pager links only to pages that exist", () => {
    expect(renderToStaticMarkup(h(ConsolePager, { newer: null, older: null }))).toBe("");
    const html = renderToStaticMarkup(h(ConsolePager, { newer: null, older: "/x?page=2" }));
    expect(text(html)).toBe("Older");
  });
});

describe("a record's page: facts, steps and the messages the shopper was sent", () => {
  // Children passed the canonical way, as createElement's third argument.
  const Section = DetailSection as FunctionComponent<Omit<ComponentProps<typeof DetailSection>, "children">>;
  it("a section is a region named by its heading; steps are an ordered list with machine-readable times", () => {
    const html = renderToStaticMarkup(
      h(
        Section,
        { title: "Steps" },
        h(Timeline, {
          label: "What happened",
          entries: [
            {
              key: "1",
              at: new Date("2026-11-20T01:00:00Z"),
              when: "20 Nov 2026, 12:00 pm AEDT",
              what: "held → cancelled",
              why: "cancelled by the dealer",
            },
          ],
        }),
      ),
    );
    expect(html).toMatch(/<section[^>]*aria-labelledby="section-steps"[^>]*><h2 id="section-steps"/);
    expect(html).toContain('<time dateTime="2026-11-20T01:00:00.000Z">');
    expect(text(html)).toContain("held → cancelled");
  });

  it("the messages say how, to whom, what and whether each went; none yet says so", () => {
    const html = renderToStaticMarkup(
      h(NoticeList, {
        notices: [
          {
            id: 1,
            how: "E-mail",
            to: "jane@example.com",
            subject: "Your reservation is cancelled",
            state: "queued",
          },
        ],
      }),
    );
    expect(text(html)).toBe("E-mail to jane@example.com : “Your reservation is cancelled” — queued");
    expect(text(renderToStaticMarkup(h(NoticeList, { notices: [] })))).toBe(
      "Nothing has been sent to the shopper yet.",
    );
    expect(renderToStaticMarkup(h(FactList, { facts: [{ label: "Deposit", value: "$200" }] }))).toContain(
      "<dt",
    );
  });
});

describe("the actions: offered only when possible, each asked first", () => {
  const reservation: ReservationActionsProps = {
    slug: "s",
    id: "res_1",
    seenStatus: "held",
    seenExpiresAt: "2026-11-22T00:00:00.000Z",
    shopper: "Jane Citizen",
    deposit: "$200",
    captured: true,
    canComplete: true,
    canCancel: true,
    maxExtendDays: 7,
    none: null,
  };

  it("a held reservation offers complete, cancel and refund, and extend, as buttons", () => {
    const html = renderToStaticMarkup(h(ReservationActions, reservation));
    expect(html.match(/<button[^>]*>[^<]+<\/button>/g)?.map(text)).toEqual([
      "Complete the sale",
      "Cancel and refund",
      "Extend the hold",
    ]);
  });

  it("a finished one says why nothing can be done", () => {
    const html = renderToStaticMarkup(
      h(ReservationActions, {
        ...reservation,
        canComplete: false,
        canCancel: false,
        maxExtendDays: 0,
        none: "The reservation is completed (sold).",
      }),
    );
    expect(text(html)).toBe("The reservation is completed (sold).");
    expect(html).not.toContain("<button");
  });

  it("a trade-in offers confirm and revise; an in-person one only revise", () => {
    const tradeIn: TradeInOfferActionsProps = {
      slug: "s",
      id: "tv_1",
      seenRevision: 0,
      shopper: "Sam Seller",
      offer: "$20,000",
      canConfirm: true,
      canRevise: true,
      none: null,
    };
    const both = renderToStaticMarkup(h(TradeInOfferActions, tradeIn));
    expect(both.match(/<button[^>]*>[^<]+<\/button>/g)?.map(text)).toEqual([
      "Confirm the offer",
      "Revise the offer",
    ]);
    const revise = renderToStaticMarkup(
      h(TradeInOfferActions, { ...tradeIn, offer: null, canConfirm: false }),
    );
    expect(revise.match(/<button[^>]*>[^<]+<\/button>/g)?.map(text)).toEqual(["Revise the offer"]);
  });
});
