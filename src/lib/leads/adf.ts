import { formatPrice } from "../format/format";
import { withoutBidiControls } from "../text/bidi";
import { escapeXmlAttribute, escapeXmlText, stripInvalidXmlChars } from "../text/xml-escape";
import { optInRows, testDriveTimeText } from "./dealer-email";
import type { LeadDelivery, LeadTradeIn } from "./lead-delivery";
import { tradeInRows } from "./trade-in-rows";

/**
 * One lead as an ADF 1.0 document (Auto-lead Data Format, the XML dealer CRMs import). The prospect
 * is the shopper; the vendor is the location the lead goes to; the provider is the website. Elements
 * whose value is unknown are left out rather than sent empty, and every value passes through the XML
 * escape, so whatever a shopper types still yields a well-formed document.
 *
 * ADF knows only new and used vehicles, so a demonstrator is sent as status "new" (dealers sell a
 * demo as a new, unregistered-to-a-buyer car) and its comments say it is a demo.
 */
export function buildAdfXml(delivery: LeadDelivery): string {
  // A direction override in what the shopper typed could make a value read as something it is not.
  const lead = withoutBidiControls(delivery);
  const prospect = node("prospect", { status: "new" }, [
    text("id", { sequence: "1", source: lead.site.name }, lead.leadId),
    text("requestdate", {}, adfDate(lead.createdAt)),
    wantedVehicle(lead),
    tradeInVehicle(lead),
    customer(lead),
    vendor(lead),
    node("provider", {}, [
      text("name", { part: "full" }, lead.site.name),
      text("service", {}, "Forecourt"),
      text("url", {}, lead.site.url),
    ]),
  ]);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<?adf version="1.0"?>',
    serialize(node("adf", {}, [prospect]), ""),
  ].join("\n");
}

function wantedVehicle(lead: LeadDelivery): XmlNode | null {
  const vehicle = lead.vehicle;
  if (!vehicle) return null;
  return node("vehicle", { interest: "buy", status: vehicle.carType === "used" ? "used" : "new" }, [
    text("year", {}, vehicle.year === null ? null : String(vehicle.year)),
    text("make", {}, vehicle.make),
    text("model", {}, vehicle.model),
    text("vin", {}, vehicle.vin),
    text("stock", {}, vehicle.stocknum),
    text("trim", {}, vehicle.badge),
    text("price", { type: "asking", currency: "AUD" }, vehicle.price === null ? null : amount(vehicle.price)),
    text(
      "price",
      { type: "offer", currency: "AUD" },
      lead.offerFromClient === null ? null : amount(lead.offerFromClient),
    ),
    text("comments", {}, lines([vehicle.carType === "demo" ? "Demonstrator" : null, vehicle.url])),
  ]);
}

/**
 * The shopper's own car, in ADF's element order (year, make, model, vin, trim, odometer, condition,
 * price, pricecomments, comments). The dealer's offer is an "appraisal" price and the estimate range
 * its price comments; everything else the wizard learnt (rego, condition answers, accepted or not)
 * goes in the comments, as the e-mail says it (lib/leads/trade-in-rows).
 */
function tradeInVehicle(lead: LeadDelivery): XmlNode | null {
  const tradeIn = lead.tradeIn;
  if (!tradeIn) return null;
  const { vehicle, valuation } = tradeIn;
  const estimate = valuation?.kind === "estimate" ? valuation : null;
  const structured = new Set(["Car", "VIN", "Odometer", "Estimate", "Offer"]);
  const comments = tradeInRows(tradeIn)
    .filter((row) => row.value !== null && !structured.has(row.label))
    .map((row) => `${row.label}: ${row.value}`);
  if (valuation?.kind === "in-person") comments.push(`No online estimate: ${valuation.message}`);
  // Kept even with no details: the shopper saying they have a trade-in is itself worth the dealer's call.
  return node(
    "vehicle",
    { interest: "trade-in", status: "used" },
    [
      text("year", {}, vehicle ? String(vehicle.year) : null),
      text("make", {}, vehicle?.make ?? null),
      text("model", {}, vehicle?.model ?? null),
      text("vin", {}, vehicle?.vin ?? null),
      text("trim", {}, vehicle?.badge ?? null),
      text(
        "odometer",
        { status: "original", units: "km" },
        tradeIn.kms === null ? null : String(Math.round(tradeIn.kms)),
      ),
      text("condition", {}, tradeIn.answers ? adfCondition(valuation) : null),
      text("price", { type: "appraisal", currency: "AUD" }, estimate ? amount(estimate.offer) : null),
      text(
        "pricecomments",
        {},
        estimate ? `Estimate ${formatPrice(estimate.low)} to ${formatPrice(estimate.high)}` : null,
      ),
      text("comments", {}, comments.length ? lines(comments) : null),
    ],
    { keepEmpty: true },
  );
}

/**
 * ADF's condition (excellent | good | fair | poor | unknown) from the condition answers' effect on
 * the value: none is good, up to 10 % off is fair, more is poor; no estimate says nothing of it.
 */
function adfCondition(valuation: LeadTradeIn["valuation"]): string {
  if (valuation?.kind !== "estimate") return "unknown";
  const off = -valuation.adjustments.reduce((sum, adjustment) => sum + adjustment.percent, 0);
  return off === 0 ? "good" : off <= 10 ? "fair" : "poor";
}

function customer(lead: LeadDelivery): XmlNode | null {
  const { customer: shopper } = lead;
  const preferred = shopper.preferredContactMethod;
  const contact = node(
    "contact",
    { primarycontact: "1" },
    [
      text("name", { part: "first" }, shopper.firstName),
      text("name", { part: "last" }, shopper.lastName),
      text("email", { preferredcontact: preferred === "Email" ? "1" : null }, shopper.email),
      text(
        "phone",
        { type: "voice", preferredcontact: preferred === "Phone" || preferred === "SMS" ? "1" : null },
        shopper.phone,
      ),
      present(shopper.postcode)
        ? node("address", {}, [text("postalcode", {}, shopper.postcode), text("country", {}, "AU")])
        : null,
    ],
    { keepEmpty: true },
  );
  return node("customer", {}, [contact, text("comments", {}, customerComments(lead))], { keepEmpty: true });
}

/** The shopper's message first, then what else the form collected, one "Label: value" per line. */
function customerComments(lead: LeadDelivery): string | null {
  const details = [
    labelled("Category", lead.category),
    labelled("Subcategory", lead.subcategory),
    labelled("Preferred contact", lead.customer.preferredContactMethod),
    labelled("Offer", lead.offerFromClient === null ? null : formatPrice(lead.offerFromClient)),
    labelled("Requested test drive", testDriveTimeText(lead)),
    ...optInRows(lead).map(({ label, value }) => labelled(label, value)),
    ...Object.entries(lead.extra).map(([label, value]) => labelled(label, value)),
    labelled("Source page", lead.sourceUrl),
  ];
  const message = present(lead.message) ? lead.message.trim() : null;
  return [message, lines(details)].filter(present).join("\n\n") || null;
}

function vendor(lead: LeadDelivery): XmlNode | null {
  const location = lead.location;
  const name = location?.name ?? lead.dealership?.name ?? lead.site.name;
  const address = location?.address;
  return node(
    "vendor",
    {},
    [
      location ? text("id", { source: "forecourt" }, String(location.id)) : null,
      text("vendorname", {}, name),
      node(
        "contact",
        {},
        [
          text("name", { part: "full" }, name),
          text("email", {}, location?.email),
          text("phone", { type: "voice" }, location?.phone),
          address && [address.street, address.city, address.state, address.postcode].some(present)
            ? node("address", {}, [
                text("street", { line: "1" }, address.street),
                text("city", {}, address.city),
                text("regioncode", {}, address.state),
                text("postalcode", {}, address.postcode),
                text("country", {}, "AU"),
              ])
            : null,
        ],
        { keepEmpty: true },
      ),
    ],
    { keepEmpty: true },
  );
}

/** ISO 8601 with an explicit offset, as ADF expects: 2026-11-23T07:30:00+00:00. */
function adfDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toISOString().replace(/\.\d{3}Z$/, "+00:00");
}

function amount(dollars: number): string {
  return Number.isInteger(dollars) ? String(dollars) : dollars.toFixed(2);
}

function labelled(label: string, value: string | null | undefined): string | null {
  return present(value) ? `${label}: ${value.trim()}` : null;
}

function lines(values: (string | null | undefined)[]): string | null {
  return values.filter(present).join("\n") || null;
}

function present(value: string | null | undefined): value is string {
  return typeof value === "string" && value.trim() !== "";
}

// A small element tree: every element holds either text or child elements, never both, so indenting
// the output never changes a value.

type Attributes = Record<string, string | null | undefined>;
type XmlNode = { name: string; attributes: Attributes; text?: string; children?: XmlNode[] };

/** A text element, or null when the value is empty (or nothing but characters XML cannot carry). */
function text(name: string, attributes: Attributes, value: string | null | undefined): XmlNode | null {
  const cleaned = value == null ? "" : stripInvalidXmlChars(value).trim();
  return cleaned === "" ? null : { name, attributes, text: cleaned };
}

/** An element with children; null when none are present, unless it says something on its own. */
function node(
  name: string,
  attributes: Attributes,
  children: (XmlNode | null)[],
  { keepEmpty = false }: { keepEmpty?: boolean } = {},
): XmlNode | null {
  const kept = children.filter((child): child is XmlNode => child !== null);
  if (kept.length === 0 && !keepEmpty) return null;
  return { name, attributes, children: kept };
}

function serialize(element: XmlNode | null, indent: string): string {
  if (!element) return "";
  const attributes = Object.entries(element.attributes)
    .filter((entry): entry is [string, string] => typeof entry[1] === "string")
    .map(([key, value]) => ` ${key}="${escapeXmlAttribute(value)}"`)
    .join("");
  const open = `${indent}<${element.name}${attributes}`;
  if (element.text !== undefined) return `${open}>${escapeXmlText(element.text)}</${element.name}>`;
  const children = element.children ?? [];
  if (children.length === 0) return `${open}/>`;
  const inner = children.map((child) => serialize(child, `${indent}  `)).join("\n");
  return `${open}>\n${inner}\n${indent}</${element.name}>`;
}
