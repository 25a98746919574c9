/**
 * Legal copy is text with placeholders, filled from the site (decision 0024). A placeholder is a
 * name in braces, `{dealer_name}`; the text around it is plain text. Links come only from the
 * placeholders that stand for one (an e-mail address, a phone number, a page of the site), so copy a
 * site overrides in its config can never carry markup or a link of its own choosing.
 */

export type LegalSegment = { kind: "text"; text: string } | { kind: "link"; text: string; href: string };

/** What the placeholders are filled from: the site's own details (lib/content/legal-values.ts). */
export type LegalValues = {
  dealerName: string;
  /** The site's contact e-mail (config `contact.email`), if it has one. */
  email?: string;
  /** Where complaints go (config `contact.complaints_email`, else the contact e-mail). */
  complaintsEmail?: string;
  /** The number to call, as the site displays it, with its tel: target. */
  phone?: { text: string; href: string };
  /** Spec 02 §9 "Privacy complaints answered within 30 days". */
  privacyResponseDays: number;
  /** Spec 02 §9 "Reserve deposit $200, fully refundable", as the site sets it. */
  reserveDeposit: string;
};

const CONTACT_PAGE = "/contact";
const contactLink = (text: string): LegalSegment => ({ kind: "link", text, href: CONTACT_PAGE });

/** Each placeholder and what it becomes. A detail the site lacks points to the contact page instead. */
const PLACEHOLDERS: Record<string, (v: LegalValues) => LegalSegment> = {
  dealer_name: (v) => ({ kind: "text", text: v.dealerName }),
  email: (v) =>
    v.email
      ? { kind: "link", text: v.email, href: `mailto:${v.email}` }
      : contactLink("the e-mail address on our contact page"),
  complaints_email: (v) => {
    const address = v.complaintsEmail ?? v.email;
    return address
      ? { kind: "link", text: address, href: `mailto:${address}` }
      : contactLink("the e-mail address on our contact page");
  },
  phone: (v) => (v.phone ? { kind: "link", ...v.phone } : contactLink("the number on our contact page")),
  // Spec 02 §9 "Privacy policy summary": "It links to /contact".
  contact_page: () => contactLink("our contact page"),
  privacy_page: () => ({ kind: "link", text: "our privacy policy", href: "/privacy-policy" }),
  complaints_page: () => ({
    kind: "link",
    text: "our complaint handling process",
    href: "/pages/complaint-handling-process",
  }),
  oaic: () => ({
    kind: "link",
    text: "the Office of the Australian Information Commissioner (OAIC)",
    href: "https://www.oaic.gov.au",
  }),
  privacy_response_days: (v) => ({ kind: "text", text: String(v.privacyResponseDays) }),
  reserve_deposit: (v) => ({ kind: "text", text: v.reserveDeposit }),
};

export const LEGAL_PLACEHOLDERS: readonly string[] = Object.keys(PLACEHOLDERS);

const PLACEHOLDER_RE = /\{([a-z_]+)\}/g;

/** The placeholders a text uses that do not exist (a config override is refused with these). */
export function unknownPlaceholders(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER_RE)]
    .map((m) => m[1] as string)
    .filter((name) => !Object.hasOwn(PLACEHOLDERS, name));
}

/**
 * One paragraph of legal copy with its placeholders filled: plain text and links, in order, adjacent
 * text merged. An unknown placeholder stays as written (config validation refuses them first).
 */
export function fillLegalText(text: string, values: LegalValues): LegalSegment[] {
  const out: LegalSegment[] = [];
  const pushText = (t: string) => {
    if (!t) return;
    const last = out.at(-1);
    if (last?.kind === "text") last.text += t;
    else out.push({ kind: "text", text: t });
  };
  let at = 0;
  for (const match of text.matchAll(PLACEHOLDER_RE)) {
    const name = match[1] as string;
    const index = match.index ?? 0;
    pushText(text.slice(at, index));
    const fill = Object.hasOwn(PLACEHOLDERS, name) ? PLACEHOLDERS[name] : undefined;
    const segment = fill ? fill(values) : { kind: "text" as const, text: match[0] };
    if (segment.kind === "text") pushText(segment.text);
    else out.push(segment);
    at = index + match[0].length;
  }
  pushText(text.slice(at));
  return out;
}

/** The filled paragraph as plain text (page descriptions, tests). */
export function legalPlainText(segments: readonly LegalSegment[]): string {
  return segments.map((s) => s.text).join("");
}
