import { describe, expect, it } from "vitest";
import { MAX_FEED_DEPTH } from "@/lib/import/json-depth";
import { FeedTooDeepError, FeedUnreadableError, readJsonBundle } from "./json-feed-stream";

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

describe("issue 29 item 4: a nesting bomb is refused as it arrives, with a reason", () => {
  const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;

  it("refuses a 50,000-level object inside cars, and one at the top, before building it", async () => {
    for (const text of [
      `{"cars":[{"stocknum":"1","x":${nested(50_000)}}]}`,
      `{"site":${nested(50_000)}}`,
      `{"cars":[${"[".repeat(50_000)}${"]".repeat(50_000)}]}`,
    ]) {
      const error = await readJsonBundle(inPieces(text, 4096), async () => undefined).catch(
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(FeedTooDeepError);
      expect(error).toBeInstanceOf(FeedUnreadableError);
      expect((error as Error).message).toMatch(/more than 64 levels deep \(at byte \d+\)/);
    }
  });

  it(`reads a feed exactly ${MAX_FEED_DEPTH} levels deep`, async () => {
    // The bundle (1), cars (2), the car (3), then 61 more levels.
    const text = `{"cars":[{"x":${nested(MAX_FEED_DEPTH - 3)}}]}`;
    const bundle = await readJsonBundle(inPieces(text, 7), async () => undefined);
    expect(bundle.cars).toHaveLength(1);
    await expect(
      readJsonBundle(inPieces(`{"cars":[{"x":${nested(MAX_FEED_DEPTH - 2)}}]}`, 7), async () => undefined),
    ).rejects.toBeInstanceOf(FeedTooDeepError);
  });
});
