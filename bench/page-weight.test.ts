import { describe, expect, it } from "vitest";
import { pageWeight } from "./page-weight";

describe("a page's weight by part (bench/page-cpu.ts, issue 35 §1)", () => {
  it("counts the Flight scripts' text, the inline SVG and the class attributes, in UTF-8 bytes", () => {
    const flight = 'self.__next_f.push([1,"a:é"])';
    const svg = '<svg class="x"><path d="M0 0"/></svg>';
    const html = `<div class="ab">${svg}</div><script nonce="n">${flight}</script><script>other()</script>`;
    expect(pageWeight(html)).toEqual({
      html: Buffer.byteLength(html),
      flight: Buffer.byteLength(flight),
      svg: svg.length,
      classes: ' class="ab"'.length + ' class="x"'.length,
    });
  });

  it("weighs a page without Flight scripts or icons as its HTML alone", () => {
    expect(pageWeight("<p>hi</p>")).toEqual({ html: 9, flight: 0, svg: 0, classes: 0 });
  });
});
