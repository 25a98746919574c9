/**
 * What a rendered page weighs, by part (bench/page-cpu.ts, issue 35 §1): the whole HTML, the Flight
 * payload (the text of the `self.__next_f.push(…)` scripts that hydrate it), the inline SVG and the
 * class attributes, in UTF-8 bytes.
 */
export type PageWeight = { html: number; flight: number; svg: number; classes: number };

const bytes = (text: string) => Buffer.byteLength(text, "utf8");

function sumOf(html: string, pattern: RegExp, group = 0): number {
  let total = 0;
  for (const match of html.matchAll(pattern)) total += bytes(match[group] ?? "");
  return total;
}

export function pageWeight(html: string): PageWeight {
  return {
    html: bytes(html),
    flight: sumOf(html, /<script[^>]*>(self\.__next_f\.push\([\s\S]*?)<\/script>/g, 1),
    svg: sumOf(html, /<svg[\s\S]*?<\/svg>/g),
    classes: sumOf(html, / class="[^"]*"/g),
  };
}
