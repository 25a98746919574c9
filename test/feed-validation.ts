import { XMLParser } from "fast-xml-parser";
import { isVin } from "../src/lib/feeds/feed-car";
import { GOOGLE_REQUIRED_ATTRIBUTES } from "../src/lib/feeds/google-vehicle-ads";
import {
  META_BODY_STYLES,
  META_DRIVETRAINS,
  META_FUEL_TYPES,
  META_REQUIRED_FIELDS,
  META_STATES_OF_VEHICLE,
  META_TRANSMISSIONS,
} from "../src/lib/feeds/meta-vehicles";

/*
 * Test support: reads the advertising feeds (issue 19 item 6) and says what is wrong with a row by the
 * channel's documented rules: every required field present, each value of the documented form. Used
 * by the integration test over the demo data and the e2e test over the served feeds.
 */

const parser = new XMLParser({
  ignoreAttributes: false,
  parseTagValue: false,
  isArray: (name) => ["item", "listing", "image", "component", "g:additional_image_link"].includes(name),
});

export type GoogleRow = Record<string, unknown>;
export type MetaRow = Record<string, unknown> & {
  mileage: { value: string; unit: string };
  image: { url: string }[];
  address: { component: { "#text": string; "@_name": string }[] };
};

export const googleRows = (xml: string): GoogleRow[] => parser.parse(xml).rss.channel.item ?? [];
export const metaRows = (xml: string): MetaRow[] => parser.parse(xml).listings.listing ?? [];

const PRICE = /^\d+\.\d{2} AUD$/;

/** Every required attribute present and each value of the form Google documents. */
export function googleProblems(row: GoogleRow, origin: string): string[] {
  const problems: string[] = [];
  for (const a of GOOGLE_REQUIRED_ATTRIBUTES) if (!row[`g:${a}`]) problems.push(`missing ${a}`);
  const text = (a: string) => String(row[`g:${a}`] ?? "");
  if (!text("link").startsWith(`${origin}/cars/`)) problems.push(`link ${text("link")}`);
  if (!/^https?:\/\//.test(text("image_link"))) problems.push(`image_link ${text("image_link")}`);
  if (!PRICE.test(text("price"))) problems.push(`price ${text("price")}`);
  if (!["new", "used"].includes(text("condition"))) problems.push(`condition ${text("condition")}`);
  if (!/^\d{4}$/.test(text("year"))) problems.push(`year ${text("year")}`);
  if (!/^\d+ km$/.test(text("mileage"))) problems.push(`mileage ${text("mileage")}`);
  if (!isVin(text("vin"))) problems.push(`vin ${text("vin")}`);
  if (text("title").length > 150) problems.push("title over 150");
  if (text("id").length > 50) problems.push("id over 50");
  const fulfilment = row["g:vehicle_fulfillment"] as Record<string, string> | undefined;
  if (fulfilment?.["g:option"] !== "in_store" || fulfilment["g:store_code"] !== text("store_code"))
    problems.push("vehicle_fulfillment");
  return problems;
}

function metaField(row: MetaRow, name: string): unknown {
  if (name === "mileage.value") return row.mileage?.value;
  if (name === "mileage.unit") return row.mileage?.unit;
  if (name === "image.url") return row.image?.[0]?.url;
  return row[name];
}

export function metaProblems(row: MetaRow, origin: string): string[] {
  const problems: string[] = [];
  for (const f of META_REQUIRED_FIELDS)
    if (metaField(row, f) === undefined || metaField(row, f) === "") problems.push(`missing ${f}`);
  const text = (f: string) => String(row[f] ?? "");
  if (!text("url").startsWith(`${origin}/cars/`)) problems.push(`url ${text("url")}`);
  if (!row.image?.every((i) => /^https?:\/\//.test(i.url))) problems.push("image url");
  if (row.image?.length > 20) problems.push("over 20 images");
  if (!PRICE.test(text("price"))) problems.push(`price ${text("price")}`);
  if (!/^\d+$/.test(String(row.mileage?.value)) || row.mileage?.unit !== "KM") problems.push("mileage");
  if (!(META_BODY_STYLES as readonly string[]).includes(text("body_style")))
    problems.push(`body_style ${text("body_style")}`);
  if (!(META_STATES_OF_VEHICLE as readonly string[]).includes(text("state_of_vehicle")))
    problems.push("state_of_vehicle");
  for (const [f, allowed] of [
    ["fuel_type", META_FUEL_TYPES],
    ["drivetrain", META_DRIVETRAINS],
    ["transmission", META_TRANSMISSIONS],
  ] as const) {
    if (row[f] !== undefined && !(allowed as readonly string[]).includes(text(f)))
      problems.push(`${f} ${text(f)}`);
  }
  if (!isVin(text("vin"))) problems.push(`vin ${text("vin")}`);
  if (!Number.isFinite(Number(row.latitude)) || !Number.isFinite(Number(row.longitude)))
    problems.push("lat/long");
  const names = row.address?.component?.map((c) => c["@_name"]) ?? [];
  for (const n of ["addr1", "city", "region", "postal_code", "country"])
    if (!names.includes(n)) problems.push(`address ${n}`);
  return problems;
}
