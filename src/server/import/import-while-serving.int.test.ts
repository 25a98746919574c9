import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateDemoBundles } from "@/demo/generate-demo";
import { threadCpuClock, watchStretches } from "../../../test/thread-cpu";
import type { DatabaseHandle } from "../db/client";
import { openTestDatabase } from "../db/test-database";
import { timeSlicer } from "../time-slice";
import { importBundle } from "./import-bundle";

/**
 * Issue 15 §4: a server importing a feed keeps answering. On embedded PGlite the database runs on the
 * server's own thread, so an import that never paused would hold every request for its whole length.
 * The longest stretch the event loop goes without a turn is what a shopper's request can be held.
 */
let handle: DatabaseHandle;
const [group] = generateDemoBundles({ cars: 2000 });

beforeAll(async () => {
  handle = await openTestDatabase();
  await importBundle(handle.db, group!.bundle, { replaceStock: true });
});
afterAll(async () => {
  await handle?.close();
});

const cpuMs = threadCpuClock();

describe("an import inside a serving server (issue 15 §4)", () => {
  it("gives the event loop a turn at least every few hundred milliseconds through a full re-import", async () => {
    const cars = group!.bundle.cars!.map((c) => ({
      ...c,
      price: typeof c.price === "number" ? c.price + 100 : c.price,
    }));
    const started = cpuMs();
    // The longest stretch of the thread's own work between two turns of the event loop
    // (test/thread-cpu.ts): a busy machine's waits for a core are no pause the import could shorten.
    const stretches = watchStretches(2);
    await importBundle(handle.db, { ...group!.bundle, cars }, { replaceStock: true, pause: timeSlicer() });
    const longest = stretches.stop();
    const total = cpuMs() - started;
    // A batch is 50-150 ms on PGlite; the bound leaves room for a loaded machine and PGlite's own
    // occasional pauses (growing its memory). Unpaused, the loop would wait for the whole import.
    expect(total).toBeGreaterThan(longest * 4);
    expect(longest).toBeLessThan(1_000);
  });
});
