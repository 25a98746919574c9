import { telHref } from "../format/format";
import { EMAIL_FONT, emailDocument } from "../text/email-html";
import { escapeHtml } from "../text/xml-escape";
import {
  footerLines,
  type NoticeBrand,
  type NoticeContent,
  type NoticeYard,
  safeUrl,
  signedBy,
  yardPhoneLine,
} from "./notice-content";

/**
 * A confirmation's HTML part (issue 34 item 1): the site's colour band with its logo (or name), the
 * words, the facts, the next step as a button in the site's colour, the yard's card and the dealer's
 * legal footer; in the frame every e-mail we send uses (lib/text/email-html: tables and inline styles,
 * because mail programs drop style sheets). Built as strings with every value escaped here, as the
 * dealer's lead e-mail is: React's renderer refuses to load under the react-server condition that route
 * handlers and the command line run in (decision 0062). `renderNotice` hands it cleaned content.
 */
const MUTED = "color:#52525b;";
const H2 = `margin:0 0 8px;${EMAIL_FONT}font-size:16px;line-height:1.3;color:#18181b;`;
const BORDER = "border-top:1px solid #e4e4e7;";

const HEX = /^#[0-9a-f]{6}$/i;

export function noticeHtml(content: NoticeContent, given: NoticeBrand): string {
  // The colours go into style attributes as they are: only #rrggbb does (else the default blue on white).
  const brand =
    HEX.test(given.colour) && HEX.test(given.onColour)
      ? given
      : { ...given, colour: "#1d4ed8", onColour: "#ffffff" };
  const rows = [
    header(brand),
    `<tr><td style="padding:24px 24px 0;">
<h1 style="margin:0 0 16px;${EMAIL_FONT}font-size:20px;line-height:1.3;color:#18181b;">${escapeHtml(content.subject)}</h1>
<p style="margin:0 0 12px;">Hi ${escapeHtml(content.firstName)},</p>
${content.intro.map(paragraph).join("\n")}
</td></tr>`,
    facts(content.facts),
    nextStep(content.nextStep, brand),
    content.more.length
      ? `<tr><td style="padding:16px 24px 0;">${content.more.map(paragraph).join("\n")}</td></tr>`
      : "",
    content.yard ? yardCard(content.yard) : "",
    `<tr><td style="padding:16px 24px 0;"><p style="margin:0;">Thank you,<br>${escapeHtml(signedBy(content, brand))}</p></td></tr>`,
    footer(content, brand),
  ];
  return emailDocument(content.subject, rows.filter(Boolean).join("\n"));
}

function paragraph(text: string): string {
  return `<p style="margin:0 0 12px;">${escapeHtml(text)}</p>`;
}

function header(brand: NoticeBrand): string {
  const logo = brand.logoUrl ? safeUrl(brand.logoUrl) : null;
  const mark = logo
    ? `<img src="${escapeHtml(logo)}" alt="${escapeHtml(brand.siteName)}" height="40" style="display:block;height:40px;max-height:40px;width:auto;border:0;">`
    : `<span style="${EMAIL_FONT}font-size:20px;font-weight:bold;color:${brand.onColour};">${escapeHtml(brand.siteName)}</span>`;
  return `<tr><td style="padding:16px 24px;background-color:${brand.colour};">${mark}</td></tr>`;
}

function facts(list: NoticeContent["facts"]): string {
  if (!list.length) return "";
  const rows = list
    .map(
      (f) =>
        `<tr><th scope="row" style="width:35%;padding:6px 12px 6px 0;${BORDER}text-align:left;vertical-align:top;font-weight:bold;${MUTED}">${escapeHtml(f.label)}</th><td style="padding:6px 0;${BORDER}vertical-align:top;word-break:break-word;">${escapeHtml(f.value)}</td></tr>`,
    )
    .join("\n");
  return `<tr><td style="padding:8px 24px 0;">
<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="width:100%;border-collapse:collapse;${EMAIL_FONT}font-size:15px;">
${rows}
</table>
</td></tr>`;
}

function nextStep(step: NoticeContent["nextStep"], brand: NoticeBrand): string {
  const buttons = step.links
    .map((link) => {
      const href = safeUrl(link.url);
      return href
        ? `<a href="${escapeHtml(href)}" style="display:inline-block;margin:8px 8px 0 0;padding:10px 18px;border-radius:4px;background-color:${brand.colour};color:${brand.onColour};font-weight:bold;text-decoration:none;">${escapeHtml(link.label)}</a>`
        : "";
    })
    .join("");
  return `<tr><td style="padding:16px 24px 0;">
<div style="padding:12px 16px;border-left:4px solid ${brand.colour};background-color:#f4f4f5;">
<h2 style="${H2}">What happens next</h2>
<p style="margin:0;">${escapeHtml(step.text)}</p>${buttons ? `\n<p style="margin:0;">${buttons}</p>` : ""}
</div>
</td></tr>`;
}

function yardCard(yard: NoticeYard): string {
  const phone = yardPhoneLine(yard);
  const lines = [
    `<strong>${escapeHtml(yard.name)}</strong>`,
    yard.address ? escapeHtml(yard.address) : "",
    phone && yard.phone
      ? `<a href="${escapeHtml(telHref(yard.phone))}" style="color:#18181b;">${escapeHtml(phone)}</a>`
      : "",
  ].filter(Boolean);
  const hours = yard.hours.length
    ? `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin-top:8px;${EMAIL_FONT}font-size:14px;">
${yard.hours.map((r) => `<tr><td style="padding:2px 16px 2px 0;${MUTED}">${escapeHtml(r.days)}</td><td style="padding:2px 0;">${escapeHtml(r.hours)}</td></tr>`).join("\n")}
</table>`
    : "";
  return `<tr><td style="padding:16px 24px 0;">
<h2 style="${H2}">Your dealer</h2>
<p style="margin:0;">${lines.join("<br>")}</p>
${hours}
</td></tr>`;
}

function footer(content: NoticeContent, brand: NoticeBrand): string {
  const site = safeUrl(brand.siteUrl);
  const name = site
    ? `<a href="${escapeHtml(site)}" style="${MUTED}">${escapeHtml(brand.siteName)}</a>`
    : escapeHtml(brand.siteName);
  const lines = footerLines(content, brand).map(escapeHtml);
  return `<tr><td style="padding:16px 24px 24px;">
<p style="margin:16px 0 0;padding-top:12px;${BORDER}font-size:13px;${MUTED}">${[name, ...lines].join("<br>")}</p>
</td></tr>`;
}
