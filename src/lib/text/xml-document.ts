import { XMLBuilder } from "fast-xml-parser";
import { stripInvalidXmlChars } from "./xml-escape";

/**
 * XML documents we publish (the advertising feeds, sitemaps) are written by fast-xml-parser's XMLBuilder from plain objects: it escapes text and
 * attributes, so a value from a dealer's feed can never break the document. Measured here on 50,000
 * cars: about 2 s for a feed, against 15–20 s for xmlbuilder2's DOM and callback writers (decision 0032).
 * Text is cleaned first of the code points XML 1.0 cannot carry at all (a NUL in a dealer's comments).
 */

/** An element: text, a number, a list (the element repeated), or child elements and `@_attributes`. */
export type XmlValue = string | number | XmlNode | readonly XmlValue[];
export type XmlNode = { [name: string]: XmlValue | undefined };

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: "@_",
  format: true,
  indentBy: "  ",
  suppressEmptyNode: true,
});

function clean(value: XmlValue | undefined): XmlValue | undefined {
  if (value === undefined) return undefined;
  if (typeof value === "string") return stripInvalidXmlChars(value);
  if (typeof value === "number") return value;
  if (Array.isArray(value)) return value.map((v) => clean(v) as XmlValue);
  const out: XmlNode = {};
  for (const [key, v] of Object.entries(value as XmlNode)) if (v !== undefined) out[key] = clean(v);
  return out;
}

/** `<?xml version="1.0" encoding="UTF-8"?>` and the document whose root element is `root`. */
export function xmlDocument(root: XmlNode): string {
  return builder.build({
    "?xml": { "@_version": "1.0", "@_encoding": "UTF-8" },
    ...(clean(root) as XmlNode),
  });
}
