import "server-only";
import { JSONParser, TokenType } from "@streamparser/json";
import { MAX_FEED_DEPTH, tooDeepMessage } from "@/lib/import/json-depth";
import { timeSlicer } from "../time-slice";

/**
 * A JSON bundle read as it arrives (issue 15 §1). A 50,000-car feed is ~150 MB: `JSON.parse` on it holds
 * the server's one thread for ~2 s, and every shopper's request with it. The streaming parser takes the
 * body chunk by chunk, and `pause` between chunks lets requests run; each car is kept as it completes,
 * so nothing holds the whole text. Decision 0017.
 */

export class FeedUnreadableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "FeedUnreadableError";
  }
}

/** A feed nesting deeper than MAX_FEED_DEPTH: unreadable too (400), with its own reason. */
export class FeedTooDeepError extends FeedUnreadableError {
  constructor(message: string) {
    super(message);
    this.name = "FeedTooDeepError";
  }
}

const BOM = [0xef, 0xbb, 0xbf];

/**
 * The bundle object from JSON chunks. Top-level sections are kept whole, except `cars`, which is
 * collected car by car. Throws FeedUnreadableError with the parser's reason for text that is not a
 * JSON object.
 */
export async function readJsonBundle(
  chunks: AsyncIterable<Uint8Array>,
  pause: () => Promise<void> = timeSlicer(),
): Promise<Record<string, unknown>> {
  const bundle: Record<string, unknown> = {};
  const cars: unknown[] = [];
  let rootChecked = false;
  let ended = false;
  const parser = new JSONParser({ paths: ["$.*", "$.cars.*"], keepStack: false });
  parser.onValue = ({ value, key, stack }) => {
    if (stack.length === 2 && stack[1]?.key === "cars") {
      cars.push(value);
    } else if (stack.length === 1 && typeof key === "string") {
      if (key === "cars") {
        // Emitted empty (its items went to `cars` above): keep what it was, so a non-array is reported.
        bundle.cars = Array.isArray(value) ? cars : value;
      } else {
        // Defined, not assigned: a feed's "__proto__" section stays a key the schema ignores, instead
        // of a prototype the bundle would read its site or dealerships from (issue 16 item 2).
        Object.defineProperty(bundle, key, { value, enumerable: true, writable: true, configurable: true });
      }
    }
  };
  parser.onEnd = () => {
    ended = true;
  };
  // Nesting is counted token by token, so a bomb is refused at its 65th level, before the parser builds
  // it or a validator walks it (issue 29 item 4).
  let depth = 0;
  parser.onToken = ({ token, offset }) => {
    if (token === TokenType.LEFT_BRACE || token === TokenType.LEFT_BRACKET) {
      if (++depth > MAX_FEED_DEPTH) throw new FeedTooDeepError(tooDeepMessage(`at byte ${offset}`));
    } else if (token === TokenType.RIGHT_BRACE || token === TokenType.RIGHT_BRACKET) depth--;
  };
  const write = (chunk: Uint8Array | null) => {
    try {
      if (chunk) parser.write(chunk);
      else if (!ended) parser.end();
    } catch (error) {
      if (error instanceof FeedTooDeepError) throw error;
      throw new FeedUnreadableError(`The feed is not valid JSON: ${(error as Error).message}`);
    }
  };
  let bomAt = 0; // bytes of a leading UTF-8 byte-order mark seen so far
  for await (const piece of chunks) {
    let chunk = piece;
    if (!rootChecked) {
      // Skips a byte-order mark (which the parser does not take) and leading whitespace, byte by byte,
      // since a chunk may end inside the mark; the first byte after them must open an object.
      let i = 0;
      for (; i < chunk.length; i++) {
        const byte = chunk[i];
        if (bomAt < 3 && byte === BOM[bomAt]) bomAt++;
        else if (byte === 0x20 || byte === 0x09 || byte === 0x0a || byte === 0x0d) bomAt = 3;
        else {
          rootChecked = true;
          if (byte !== 0x7b) {
            throw new FeedUnreadableError('A bundle is a JSON object: { "site": …, "cars": [ … ] }');
          }
          break;
        }
      }
      chunk = chunk.subarray(i);
      if (!chunk.length) continue;
    }
    write(chunk);
    await pause();
  }
  if (!rootChecked) throw new FeedUnreadableError("The feed is empty");
  write(null);
  return bundle;
}
