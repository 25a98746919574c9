import { describe, expect, it, vi } from "vitest";
import { startBackgroundLoop } from "./background-loop";

/** The outbox worker's and the digest job's loop: one pass at a time, a kick never lost. */
describe("startBackgroundLoop", () => {
  it("runs a pass at once; kicks during a pass make one more pass after it, not one each", async () => {
    let passes = 0;
    let running = 0;
    let most = 0;
    let release = () => {};
    const loop = startBackgroundLoop(async () => {
      passes++;
      running++;
      most = Math.max(most, running);
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      running--;
    }, 60_000);
    expect(passes).toBe(1);
    loop.kick();
    loop.kick();
    loop.kick();
    release();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(passes).toBe(2);
    release();
    await loop.stop();
    expect(passes).toBe(2);
    expect(most).toBe(1);
  });

  it("after stop, no pass runs: stop waits for the one under way", async () => {
    let started = 0;
    let finished = 0;
    const loop = startBackgroundLoop(async () => {
      started++;
      await new Promise((resolve) => setTimeout(resolve, 20));
      finished++;
    }, 5);
    await loop.stop();
    expect(finished).toBe(1);
    loop.kick();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect([started, finished]).toEqual([1, 1]);
  });

  it("a tick runs a pass every interval", async () => {
    // On the test's own clock: a starved process's timers fire late and together, which is not the rule.
    vi.useFakeTimers();
    try {
      let passes = 0;
      const loop = startBackgroundLoop(async () => {
        passes++;
      }, 10);
      await vi.advanceTimersByTimeAsync(55);
      await loop.stop();
      expect(passes).toBe(6); // at once, then at 10, 20, 30, 40 and 50 ms
    } finally {
      vi.useRealTimers();
    }
  });
});
