import { describe, expect, it } from "vitest";
import { DEMO_BODIES } from "./car-drawings";
import {
  DEMO_VIEW_COUNT,
  demoImageUrl,
  demoImageUrls,
  parseDemoImagePath,
  renderCarSvg,
} from "./car-image-svg";
import { colourHex } from "./car-palette";

/** A rough well-formedness check: every opened element is closed in order, self-closing ones count as both. */
function tagsBalance(svg: string): boolean {
  const stack: string[] = [];
  for (const match of svg.matchAll(/<(\/?)([a-zA-Z]+)[^>]*?(\/?)>/g)) {
    const [, closing, name, selfClosing] = match;
    if (selfClosing) continue;
    if (closing) {
      if (stack.pop() !== name) return false;
    } else stack.push(name as string);
  }
  return stack.length === 0;
}

describe("renderCarSvg", () => {
  it("is a small, well-formed, self-contained SVG with a title for every body and view", () => {
    for (const body of DEMO_BODIES) {
      for (let view = 0; view < DEMO_VIEW_COUNT; view++) {
        const svg = renderCarSvg({ body, colour: "Soul Red Crystal", view });
        expect(svg).toMatch(
          /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 800 600"[^>]*>[\s\S]*<\/svg>$/,
        );
        expect(svg).toMatch(/<title>[^<]+<\/title>/);
        expect(tagsBalance(svg)).toBe(true);
        expect(new TextEncoder().encode(svg).length).toBeLessThan(4096);
        // No external references or fonts: only the namespace URI may appear.
        expect(svg.replace('xmlns="http://www.w3.org/2000/svg"', "")).not.toMatch(
          /href|url\(|https?:|<text|font|<image|<script/i,
        );
      }
    }
  });

  it("paints the body in the named colour's hex", () => {
    expect(colourHex("Red")).toBe("#b71c1c");
    expect(renderCarSvg({ body: "suv", colour: "Red", view: 0 })).toContain('fill="#b71c1c"');
    expect(renderCarSvg({ body: "sedan", colour: "Glacier White", view: 0 })).toContain(colourHex("white"));
    expect(renderCarSvg({ body: "hatch", colour: "eclipse-black", view: 2 })).toContain(colourHex("Black"));
  });

  it("maps common Australian paint names by their colour word", () => {
    expect(colourHex("Silver Sky")).toBe(colourHex("silver"));
    expect(colourHex("Deep Crystal Blue")).toBe(colourHex("blue"));
    expect(colourHex("Snowflake White Pearl")).toBe(colourHex("white"));
    expect(colourHex("Graphite")).not.toBe(colourHex("Grey"));
  });

  it("renders unknown colours grey", () => {
    expect(colourHex("Unobtainium")).toBe(colourHex("Grey"));
    expect(colourHex("")).toBe(colourHex("Grey"));
  });

  it("cannot be made to inject markup through the colour", () => {
    const hostile = `"><script>alert(1)</script><x y="`;
    const svg = renderCarSvg({ body: "ute", colour: hostile, view: 1 });
    expect(svg).not.toContain("<script");
    expect(svg).not.toContain("alert");
    expect(tagsBalance(svg)).toBe(true);
  });

  it("falls back to a sedan for a body outside the list (route parameters are untrusted)", () => {
    const svg = renderCarSvg({ body: "<tank>" as never, colour: "Blue", view: 0 });
    expect(svg).not.toContain("tank");
    expect(svg).toBe(renderCarSvg({ body: "sedan", colour: "Blue", view: 0 }));
  });

  it("gives each of the six views a distinct composition", () => {
    const views = Array.from({ length: DEMO_VIEW_COUNT }, (_, view) =>
      renderCarSvg({ body: "wagon", colour: "Blue", view }),
    );
    expect(new Set(views).size).toBe(DEMO_VIEW_COUNT);
    expect(renderCarSvg({ body: "wagon", colour: "Blue", view: 7 })).toBe(views[1]);
  });

  it("is pure: same input, same output", () => {
    expect(renderCarSvg({ body: "caravan", colour: "White", view: 3 })).toBe(
      renderCarSvg({ body: "caravan", colour: "White", view: 3 }),
    );
  });
});

describe("demoImageUrl", () => {
  it("builds /media/demo-car/{body}/{colour-slug}/{view}.svg", () => {
    expect(demoImageUrl("suv", "Glacier White", 2)).toBe("/media/demo-car/suv/glacier-white/2.svg");
    expect(demoImageUrl("people-mover", "White & Grey", 0)).toBe(
      "/media/demo-car/people-mover/white-and-grey/0.svg",
    );
  });

  it("wraps views into 0..5 and names a blank colour grey", () => {
    expect(demoImageUrl("ute", "Red", 8)).toBe("/media/demo-car/ute/red/2.svg");
    expect(demoImageUrl("ute", "!!!", 0)).toBe("/media/demo-car/ute/grey/0.svg");
  });

  it("demoImageUrls lists a gallery that wraps after six views", () => {
    const urls = demoImageUrls("van", "Blue", 8);
    expect(urls).toHaveLength(8);
    expect(urls[0]).toBe(demoImageUrl("van", "Blue", 0));
    expect(urls[7]).toBe(demoImageUrl("van", "Blue", 1));
  });
});

describe("parseDemoImagePath", () => {
  it("accepts the segments demoImageUrl produces", () => {
    for (const body of DEMO_BODIES) {
      const [, , , b, colour, file] = demoImageUrl(body, "Atomic Rush", 4).split("/");
      expect(parseDemoImagePath(b as string, colour as string, file as string)).toEqual({
        body,
        colour: "atomic-rush",
        view: 4,
      });
    }
  });

  it("rejects an unknown body", () => {
    expect(parseDemoImagePath("tank", "red", "0.svg")).toBeNull();
    expect(parseDemoImagePath("SUV", "red", "0.svg")).toBeNull();
  });

  it("rejects a colour that is not a slug", () => {
    for (const colour of [
      "",
      "Red",
      "red_blue",
      "-red",
      "red-",
      "a--b",
      "../etc",
      "%3Cscript%3E",
      "x".repeat(61),
    ]) {
      expect(parseDemoImagePath("suv", colour, "0.svg")).toBeNull();
    }
  });

  it("rejects a view outside 0..5 or not an .svg file", () => {
    for (const file of ["6.svg", "-1.svg", "01.svg", "1.png", "1", "1.svg.svg", ".svg"]) {
      expect(parseDemoImagePath("suv", "red", file)).toBeNull();
    }
  });
});

describe("issue 16 item 2: /media/demo-car/sedan/constructor/1.svg answered 500", () => {
  it.each(["constructor", "to-string", "__proto__", "value-of"])(
    "a colour named %s is drawn grey",
    (colour) => {
      expect(colourHex(colour)).toMatch(/^#[0-9a-f]{6}$/);
      const parsed = parseDemoImagePath("sedan", colour.replace(/_/g, ""), "1.svg");
      if (parsed) expect(tagsBalance(renderCarSvg(parsed))).toBe(true);
    },
  );
});
