import { oneLine } from "../text/one-line";
import { stripInvalidXmlChars } from "../text/xml-escape";
import { type NoticeBrand, type NoticeContent, safeUrl } from "./notice-content";
import { noticeHtml } from "./notice-html";
import { noticeText } from "./notice-text";
import { clipSms, type ShopperNoticeMessage } from "./shopper-notice";

/** The three forms of one confirmation; every value a shopper typed is cleaned here once. */
export function renderNotice(
  content: NoticeContent,
  brand: NoticeBrand,
): ShopperNoticeMessage & { html: string } {
  const clean = cleanContent(content);
  return {
    subject: clean.subject,
    text: noticeText(clean, brand),
    html: noticeHtml(clean, brand),
    sms: clipSms(clean.sms),
    ...(content.attachments?.length ? { attachments: content.attachments } : {}),
  };
}

/** Line breaks and control characters out of every one-line value; paragraphs keep their words only. */
function cleanContent(content: NoticeContent): NoticeContent {
  const line = (value: string) => oneLine(stripInvalidXmlChars(value));
  return {
    ...content,
    subject: line(content.subject),
    firstName: line(content.firstName) || "there",
    intro: content.intro.map(line).filter(Boolean),
    facts: content.facts.map((f) => ({ label: line(f.label), value: line(f.value) })).filter((f) => f.value),
    nextStep: {
      text: line(content.nextStep.text),
      links: content.nextStep.links
        .filter((l) => safeUrl(l.url))
        .map((l) => ({ ...l, label: line(l.label) })),
    },
    more: content.more.map(line).filter(Boolean),
    yard: content.yard
      ? {
          ...content.yard,
          name: line(content.yard.name),
          address: content.yard.address ? line(content.yard.address) || null : null,
          phone: content.yard.phone ? line(content.yard.phone) || null : null,
        }
      : null,
    sms: line(content.sms),
    about: line(content.about),
  };
}
