import { formatPhone, formatPrice, telHref } from "../format/format";
import { stateTimeZone } from "../locations/time-zones";
import {
  type BookedSlot,
  bookedSlotWhen,
  bookingInvite,
  INSPECTION_INVITE_FILENAME,
  type MailAttachment,
} from "../scheduling/booked-slot";
import { withoutBidiControls } from "../text/bidi";
import { EMAIL_FONT, emailDocument } from "../text/email-html";
import { oneLine } from "../text/one-line";
import { escapeHtml, stripInvalidXmlChars } from "../text/xml-escape";
import { acceptedOfferHeadline, acceptedTradeInOffer } from "./accepted-offer";
import type { LeadDelivery } from "./lead-delivery";
import { tradeInRows } from "./trade-in-rows";

/**
 * The e-mail a salesperson gets for one lead: a subject that says what and who at a glance, and the
 * same rows as plain text and as a simple table-based HTML page (the shape mail clients render
 * reliably). Everything the shopper typed is escaped, never trusted as markup.
 */
export type DealerEmail = {
  subject: string;
  text: string;
  html: string;
  /** A booked test drive's calendar invite for the salesperson (issue 34 item 2), else none. */
  attachments: MailAttachment[];
};

type Row = { label: string; value: string; href?: string };
type Section = { title: string; rows: Row[] } | { title: string; paragraph: string };
/** Rows are null where there is nothing to show; such rows, and sections left empty, are dropped. */
type DraftSection = { title: string; rows: (Row | null)[] } | { title: string; paragraph: string };

export function renderDealerEmail(delivery: LeadDelivery): DealerEmail {
  // A direction override in what the shopper typed could make a row read as something it is not.
  const lead = withoutBidiControls(delivery);
  const subject = dealerEmailSubject(lead);
  const sections = dealerEmailSections(lead);
  const invite = dealerInvite(lead);
  return {
    subject,
    text: renderText(lead, sections),
    html: renderHtml(lead, subject, sections),
    attachments: invite ? [invite] : [],
  };
}

/**
 * The time a test drive was asked for: a booked slot on the yard's clock with its zone named
 * ('Saturday 5 December 2026 at 10:00 am AEDT (Sydney time)'), else the wall-clock time as entered.
 */
export function testDriveTimeText(lead: Pick<LeadDelivery, "testDriveAt" | "testDriveSlot">): string | null {
  if (lead.testDriveSlot) return bookedSlotWhen(lead.testDriveSlot);
  return lead.testDriveAt ? formatTestDriveTime(lead.testDriveAt) : null;
}

/**
 * The salesperson's calendar invite for a booked test drive or trade-in inspection (decision 0084):
 * who, which car, how to reach them.
 */
function dealerInvite(lead: LeadDelivery): MailAttachment | null {
  const inspection = lead.inspectionSlot ?? null;
  const slot: BookedSlot | null = inspection ?? lead.testDriveSlot ?? null;
  if (!slot) return null;
  const who = leadCustomerName(lead.customer);
  const tradeInCar = lead.tradeIn?.vehicle
    ? joinPresent([String(lead.tradeIn.vehicle.year), lead.tradeIn.vehicle.make, lead.tradeIn.vehicle.model])
    : "";
  const car = inspection ? tradeInCar : lead.vehicle ? leadVehicleTitle(lead.vehicle) : "";
  const address = lead.location?.address;
  const place = [
    lead.location?.name,
    address?.street,
    joinPresent([address?.city, address?.state, address?.postcode]),
  ].filter(present);
  const createdAt = new Date(lead.createdAt);
  return bookingInvite(slot, {
    summary: singleLine(
      `${inspection ? "Trade-in inspection" : "Test drive"}: ${joinPresent([who, car ? `— ${car}` : null]) || lead.category}`,
    ),
    notes: [
      ...(lead.customer.phone ? [`Phone: ${formatPhone(lead.customer.phone)}`] : []),
      ...(lead.customer.email ? [`Email: ${lead.customer.email}`] : []),
      ...(lead.vehicle?.stocknum ? [`Stock number: ${lead.vehicle.stocknum}`] : []),
      `Lead ID: ${lead.leadId}`,
    ],
    location: place.length ? place.join(", ") : null,
    url: lead.vehicle?.url ?? lead.sourceUrl,
    stamp: Number.isNaN(createdAt.getTime()) ? new Date(slot.start) : createdAt,
    ...(inspection ? { filename: INSPECTION_INVITE_FILENAME } : {}),
  });
}

/**
 * `New Vehicle Enquiry: 2024 Toyota Corolla Ascent Sport (stock ABC123) — Jane Citizen`; an accepted
 * trade-in offer says so first (`Trade-in offer ACCEPTED: $18,200 for 2021 Toyota Corolla — Jane
 * Citizen`), so it is never read as the valuation lead the same shopper sent minutes before (issue 31).
 */
export function dealerEmailSubject(lead: LeadDelivery): string {
  const accepted = acceptedTradeInOffer(lead);
  if (accepted) {
    const who = leadCustomerName(lead.customer);
    const what = acceptedOfferHeadline(accepted);
    return singleLine(who ? `${what} — ${who}` : what);
  }
  const vehicle = lead.vehicle;
  const vehiclePart = vehicle
    ? joinPresent([leadVehicleTitle(vehicle), vehicle.stocknum ? `(stock ${vehicle.stocknum})` : null])
    : "";
  const what = vehiclePart ? `New ${lead.category}: ${vehiclePart}` : `New ${lead.category}`;
  const who = leadCustomerName(lead.customer);
  // A subject is a mail header: a line break in shopper input must not start a new header.
  return singleLine(who ? `${what} — ${who}` : what);
}

/** "2024 Toyota Corolla Ascent Sport": the known parts, in the order a salesperson says them. */
export function leadVehicleTitle(vehicle: NonNullable<LeadDelivery["vehicle"]>): string {
  return joinPresent([
    vehicle.year === null ? null : String(vehicle.year),
    vehicle.make,
    vehicle.model,
    vehicle.badge,
  ]);
}

export function leadCustomerName(customer: LeadDelivery["customer"]): string {
  return joinPresent([customer.firstName, customer.lastName]);
}

const CAR_TYPE_LABEL = { new: "New", used: "Used", demo: "Demo" } as const;

/** The zone of "Received" when the lead's location has no Australian state. */
export const DEFAULT_RECEIVED_TIME_ZONE = "Australia/Sydney";

/**
 * When the lead was received, on the clock of the yard it goes to (its location's state), Sydney's
 * when that is unknown; the zone's abbreviation says which: "Monday 23 November 2026 at 6:30 pm AEDT".
 */
export function formatReceivedAt(iso: string, state?: string | null): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat("en-AU", {
    timeZone: stateTimeZone(state) ?? DEFAULT_RECEIVED_TIME_ZONE,
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
  }).format(date);
}

/**
 * A requested test drive time. It is a local date-time as the shopper entered it (no zone, meant in
 * the dealer's own time), so it is formatted as wall-clock fields, never shifted through a time zone.
 */
export function formatTestDriveTime(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2}))?/.exec(value.trim());
  if (!match) return value;
  const [, year, month, day, hour, minute] = match;
  const date = new Date(
    Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour ?? 0), Number(minute ?? 0)),
  );
  if (Number.isNaN(date.getTime()) || date.getUTCDate() !== Number(day)) return value;
  const options: Intl.DateTimeFormatOptions = {
    timeZone: "UTC",
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
  };
  if (hour !== undefined) Object.assign(options, { hour: "numeric", minute: "2-digit" });
  return new Intl.DateTimeFormat("en-AU", options).format(date);
}

export function yesNo(value: boolean): string {
  return value ? "Yes" : "No";
}

/** The shopper's opt-ins, labelled as the dealer knows them (spec 02 §3: opt_in, opt_in_finance, opt_in_trade). */
export function optInRows(lead: LeadDelivery): { label: string; value: string }[] {
  return [
    { label: "Marketing opt-in", value: yesNo(lead.optIn) },
    { label: "Finance opt-in", value: yesNo(lead.optInFinance) },
    { label: "Trade-in opt-in", value: yesNo(lead.optInTrade) },
  ];
}

/** The e-mail's heading: what arrived ("New Test Drive"), or the accepted offer. */
export function leadHeadline(lead: LeadDelivery): string {
  const accepted = acceptedTradeInOffer(lead);
  return accepted ? acceptedOfferHeadline(accepted) : `New ${lead.category}`;
}

export type DealerEmailSection = Section;

/**
 * The e-mail's sections, each row as the dealer reads it; the console's lead page shows the same
 * (leaving out the car and the trade-in, which it shows with their current state).
 */
export function dealerEmailSections(
  lead: LeadDelivery,
  include: { vehicle?: boolean; tradeIn?: boolean } = {},
): Section[] {
  const { customer } = lead;
  const vehicle = include.vehicle === false ? null : lead.vehicle;
  const tradeIn = include.tradeIn === false ? null : lead.tradeIn;
  const sections: DraftSection[] = [
    {
      title: "Customer",
      rows: [
        row("Name", leadCustomerName(customer)),
        row(
          "Phone",
          customer.phone && formatPhone(customer.phone),
          customer.phone && telHref(customer.phone),
        ),
        row("Email", customer.email, customer.email && `mailto:${customer.email}`),
        row("Postcode", customer.postcode),
        row("Preferred contact", customer.preferredContactMethod),
      ],
    },
  ];
  if (present(lead.message)) sections.push({ title: "Message", paragraph: lead.message.trim() });
  if (vehicle) {
    sections.push({
      title: "Vehicle",
      rows: [
        row("Vehicle", leadVehicleTitle(vehicle)),
        row("Condition", CAR_TYPE_LABEL[vehicle.carType]),
        row("Price", vehicle.price === null ? null : formatPrice(vehicle.price)),
        row("Stock number", vehicle.stocknum),
        row("VIN", vehicle.vin),
        row("Link", vehicle.url, vehicle.url),
      ],
    });
  }
  sections.push({
    title: "Enquiry",
    rows: [
      row("Category", lead.category),
      row("Subcategory", lead.subcategory),
      row("Offer", lead.offerFromClient === null ? null : formatPrice(lead.offerFromClient)),
      row("Test drive time", testDriveTimeText(lead)),
      row("Inspection time", lead.inspectionSlot ? bookedSlotWhen(lead.inspectionSlot) : null),
    ],
  });
  if (tradeIn) {
    const tradeRows = tradeInRows(tradeIn).map(({ label, value }) => row(label, value));
    // The shopper said they have a trade-in even when they gave no details; that alone is worth a call.
    sections.push({
      title: "Trade-in",
      rows: hasRows(tradeRows) ? tradeRows : [row("Trade-in", "Yes, no details given")],
    });
  }
  sections.push({ title: "Opt-ins", rows: optInRows(lead) });
  sections.push({
    title: "Other answers",
    rows: Object.entries(lead.extra).map(([label, value]) => row(label, value)),
  });
  sections.push({
    title: "Lead",
    rows: [
      row("Location", lead.location?.name ?? lead.dealership?.name),
      row("Website", lead.site.name, lead.site.url),
      row("Source page", lead.sourceUrl, lead.sourceUrl),
      row("Lead ID", lead.leadId),
      row("Received", formatReceivedAt(lead.createdAt, lead.location?.address?.state)),
    ],
  });
  return sections
    .map(
      (section): Section =>
        "rows" in section ? { ...section, rows: section.rows.filter(isShown) } : section,
    )
    .filter((section) => !("rows" in section) || section.rows.length > 0);
}

function renderText(lead: LeadDelivery, sections: Section[]): string {
  const who = leadCustomerName(lead.customer);
  const lines = [clean(who ? `${leadHeadline(lead)} from ${who}` : leadHeadline(lead))];
  for (const section of sections) {
    lines.push("", section.title.toUpperCase());
    if ("paragraph" in section) lines.push(clean(section.paragraph));
    else for (const { label, value } of section.rows) lines.push(`${clean(label)}: ${clean(value)}`);
  }
  return `${lines.join("\n")}\n`;
}

const BORDER = "border-top:1px solid #e4e4e7;";

function renderHtml(lead: LeadDelivery, subject: string, sections: Section[]): string {
  const who = leadCustomerName(lead.customer);
  const body = sections.map(renderHtmlSection).join("\n");
  return emailDocument(
    subject,
    `<tr><td style="padding:24px 24px 8px;">
<h1 style="margin:0;${EMAIL_FONT}font-size:20px;line-height:1.3;color:#18181b;">${escapeHtml(leadHeadline(lead))}</h1>
${who ? `<p style="margin:4px 0 0;color:#52525b;">from ${escapeHtml(who)} via ${escapeHtml(lead.site.name)}</p>` : ""}
</td></tr>
${body}
<tr><td style="padding:16px 24px 24px;font-size:13px;color:#52525b;">Sent by Forecourt for ${escapeHtml(lead.site.name)}.</td></tr>`,
  );
}

function renderHtmlSection(section: Section): string {
  const heading = `<h2 style="margin:0 0 8px;${EMAIL_FONT}font-size:16px;line-height:1.3;color:#18181b;">${escapeHtml(section.title)}</h2>`;
  if ("paragraph" in section) {
    return `<tr><td style="padding:16px 24px 0;">
${heading}
<p style="margin:0;padding:12px;background-color:#f4f4f5;border-radius:4px;">${multiline(section.paragraph)}</p>
</td></tr>`;
  }
  const rows = section.rows
    .map(
      ({ label, value, href }) =>
        `<tr><th scope="row" style="width:35%;padding:6px 12px 6px 0;${BORDER}text-align:left;vertical-align:top;font-weight:bold;color:#52525b;">${escapeHtml(label)}</th><td style="padding:6px 0;${BORDER}vertical-align:top;word-break:break-word;">${href ? `<a href="${escapeHtml(href)}" style="color:#1d4ed8;">${multiline(value)}</a>` : multiline(value)}</td></tr>`,
    )
    .join("\n");
  return `<tr><td style="padding:16px 24px 0;">
${heading}
<table cellpadding="0" cellspacing="0" border="0" style="width:100%;border-collapse:collapse;${EMAIL_FONT}font-size:15px;">
${rows}
</table>
</td></tr>`;
}

function multiline(value: string): string {
  return escapeHtml(value).replace(/\r\n?|\n/g, "<br>");
}

/** A row, or null when there is nothing to show. Links are kept only for schemes that cannot run script. */
function row(label: string, value: string | null | undefined, href?: string | null): Row | null {
  if (!present(value)) return null;
  const safeHref = href ? safeLink(href) : null;
  return safeHref ? { label, value: value.trim(), href: safeHref } : { label, value: value.trim() };
}

function safeLink(href: string): string | null {
  if (href.startsWith("tel:") || href.startsWith("mailto:")) return href;
  try {
    const url = new URL(href);
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : null;
  } catch {
    return null;
  }
}

function isShown(row: Row | null): row is Row {
  return row !== null;
}

function hasRows(rows: (Row | null)[]): boolean {
  return rows.some(isShown);
}

function present(value: string | null | undefined): value is string {
  return typeof value === "string" && value.trim() !== "";
}

function joinPresent(parts: (string | null | undefined)[]): string {
  return parts
    .filter(present)
    .map((part) => part.trim())
    .join(" ");
}

/** Drops characters a mail body should never carry (NUL, terminal escapes, lone surrogates). */
function clean(value: string): string {
  return stripInvalidXmlChars(value).replace(/\r\n?/g, "\n");
}

function singleLine(value: string): string {
  return oneLine(stripInvalidXmlChars(value));
}
