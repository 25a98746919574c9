import { describe, expect, it } from "vitest";
import { timeSlicer } from "./time-slice";

describe("pauses for long work on the server's thread (issue 15 §4)", () => {
  it("lets a timer run once a slice of work has passed, and costs nothing before", async () => {
    const pause = timeSlicer(5);
    let timerRan = false;
    setTimeout(() => {
      timerRan = true;
    }, 0);
    await pause(); // within the slice: no turn of the loop
    expect(timerRan).toBe(false);
    const until = performance.now() + 6;
    while (performance.now() < until) {
      // a slice of work
    }
    await pause();
    expect(timerRan).toBe(true);
  });
});
