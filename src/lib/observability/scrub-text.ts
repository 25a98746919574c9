/**
 * Personal data taken out of a text bound for a log or an error report (issue 36 item 3, decision
 * 0068): e-mail addresses, phone numbers (eight to fifteen digits, spaces and brackets between them
 * allowed, a `+` before) and IP addresses. For what the code does not write itself: an error's message
 * and stack, where a database or a mail server may quote what it was given.
 */
const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;
const PHONE = /\+?\(?\d(?:[ ()]{0,2}\d){7,14}/g;
const IPV4 = /\b(?:\d{1,3}\.){3}\d{1,3}\b/g;
const IPV6 = /(?<![\w:])(?=[0-9a-f:]*::|(?:[0-9a-f]{1,4}:){3})[0-9a-f:]{3,39}(?![\w:])/gi;

export function scrubText(text: string): string {
  return text
    .replace(EMAIL, "[email]")
    .replace(IPV4, "[ip]")
    .replace(IPV6, "[ip]")
    .replace(PHONE, "[number]");
}
