import { describe, expect, it } from "vitest";
import { threadCpuClock, watchStretches } from "./thread-cpu";

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe("the hold tests' measure of a stretch (test/thread-cpu.ts)", () => {
  it("counts the thread's own work between two turns of the loop", async () => {
    const cpu = threadCpuClock();
    const stretches = watchStretches(1);
    await tick();
    const from = cpu();
    const deadline = performance.now() + 10_000;
    while (cpu() - from < 40) {
      // Work without a turn of the event loop until the thread has run 40 ms (a clock that never
      // moves fails the test at the deadline, rather than hanging it).
      if (performance.now() > deadline) throw new Error("the thread's CPU clock did not advance");
    }
    await tick();
    expect(stretches.stop()).toBeGreaterThanOrEqual(40);
  });

  it("does not count time the thread spent not running: blocked 80 ms, it held the loop but did no work", async () => {
    const stretches = watchStretches(1);
    await tick();
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 80);
    await tick();
    expect(stretches.stop()).toBeLessThan(40);
  });
});
