import {
  footerLines,
  type NoticeBrand,
  type NoticeContent,
  safeUrl,
  signedBy,
  yardPhoneLine,
} from "./notice-content";

/** A confirmation's plain-text part: the same words as the HTML part, in the order a reader meets them. */
export function noticeText(content: NoticeContent, brand: NoticeBrand): string {
  const lines = [`Hi ${content.firstName},`, ""];
  for (const paragraph of content.intro) lines.push(paragraph, "");
  if (content.facts.length) {
    for (const fact of content.facts) lines.push(`${fact.label}: ${fact.value}`);
    lines.push("");
  }
  lines.push("WHAT HAPPENS NEXT", content.nextStep.text);
  for (const link of content.nextStep.links) lines.push(`${link.label}: ${safeUrl(link.url)}`);
  lines.push("");
  for (const paragraph of content.more) lines.push(paragraph, "");
  if (content.yard) {
    const { yard } = content;
    lines.push("YOUR DEALER", yard.name);
    if (yard.address) lines.push(yard.address);
    const phone = yardPhoneLine(yard);
    if (phone) lines.push(phone);
    if (yard.hours.length) {
      lines.push("Opening hours:");
      for (const row of yard.hours) lines.push(`  ${row.days}: ${row.hours}`);
    }
    lines.push("");
  }
  lines.push(`Thank you,`, signedBy(content, brand), "", "--", `${brand.siteName} ${brand.siteUrl}`);
  lines.push(...footerLines(content, brand));
  return `${lines.join("\n")}\n`;
}
