import { describe, expect, it } from "vitest";
import { FeedUnreadableError, readJsonBundle } from "./json-feed-stream";

async function* inPieces(text: string, size: number): AsyncGenerator<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  for (let i = 0; i < bytes.length; i += size) yield bytes.subarray(i, i + size);
}

describe("a JSON feed read as it arrives (issue 15 §1: streamed)", () => {
  const bundle = {
    site: { slug: "alpha", name: "Alpha", dealerships: ["a"] },
    dealerships: [{ slug: "a", name: "A – Ü" }],
    cars: [
      { stocknum: "1", make: "Toyota", images: ["x", "y"] },
      { stocknum: "2", make: "Kia", nested: { deep: [1, { two: 2 }] } },
    ],
    promos: [],
  };

  it("gives the same bundle as JSON.parse, however the bytes are split (even inside a character)", async () => {
    const text = `\uFEFF ${JSON.stringify(bundle)}`;
    for (const size of [1, 3, 7, 64, 1 << 20]) {
      expect(await readJsonBundle(inPieces(text, size), async () => undefined)).toEqual(bundle);
    }
  });

  it("lets other work run between chunks", async () => {
    let pauses = 0;
    await readJsonBundle(inPieces(JSON.stringify(bundle), 16), async () => {
      pauses++;
    });
    expect(pauses).toBeGreaterThan(5);
  });

  it("keeps a `cars` that is not an array as it was, so validation names it", async () => {
    expect(await readJsonBundle(inPieces('{"cars":"none"}', 4))).toEqual({ cars: "none" });
    expect(await readJsonBundle(inPieces('{"cars":[]}', 4))).toEqual({ cars: [] });
  });

  it("refuses text that is not a JSON object, empty or cut off, with a readable reason", async () => {
    for (const [text, reason] of [
      ["", /empty/],
      ["  ", /empty/],
      ["[1,2]", /JSON object/],
      ["stocknum,make\n1,Kia", /JSON object/],
      ['{"cars":[{"stocknum":"1"}', /not valid JSON/],
      ['{"cars":[}', /not valid JSON/],
    ] as const) {
      const error = await readJsonBundle(inPieces(text, 5)).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(FeedUnreadableError);
      expect((error as Error).message).toMatch(reason);
    }
  });
});

describe('issue 16 item 2: a feed\'s top-level "__proto__" section', () => {
  it("is a key of the bundle, not its prototype", async () => {
    const bundle = await readJsonBundle(inPieces('{"__proto__":{"site":{"slug":"evil"}},"cars":[]}', 7));
    expect(bundle.site).toBeUndefined();
    expect(Object.getPrototypeOf(bundle)).toBe(Object.prototype);
    expect(Object.keys(bundle)).toEqual(["__proto__", "cars"]);
  });
});
