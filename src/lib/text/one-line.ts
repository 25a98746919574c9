import { stripBidiControls } from "./bidi";

/**
 * Text from outside (a shopper, a remote mail or web server) as one safe line for a log, a delivery
 * error or a terminal: control characters become spaces, direction overrides (which can make a line
 * read differently from what it holds) are dropped, whitespace runs become one space, and the result
 * is clipped to `maxChars` characters with an ellipsis.
 */
export function oneLine(text: string, maxChars = Number.POSITIVE_INFINITY): string {
  const line = stripBidiControls(text.replace(/[^\x20-\x7e\u00a0-\uffff]+/g, " "))
    .replace(/[\u2028\u2029]/g, "")
    .replace(/\s+/g, " ")
    .trim();
  return clipText(line, maxChars);
}

/** At most `maxChars` characters (code points, so an emoji is never cut in half), with an ellipsis. */
export function clipText(text: string, maxChars: number): string {
  if (text.length <= maxChars) return text;
  const chars = [...text];
  return chars.length <= maxChars ? text : `${chars.slice(0, maxChars - 1).join("")}…`;
}
