import { describe, expect, it } from "vitest";
import { timeSlicer } from "./time-slice";

describe("pauses for long work on the server's thread (issue 15 §4)", () => {
  it("lets a timer run once a slice of work has passed, and costs nothing before", async () => {
    // The slicer's own clock: a busy machine descheduling the test between two lines cannot end a
    // slice early (the wall-clock version of this test failed so in the sixth session's CI run).
    let clock = 1_000;
    const pause = timeSlicer(5, () => clock);
    let timerRan = false;
    setTimeout(() => {
      timerRan = true;
    }, 0);
    clock += 4.9;
    await pause(); // within the slice: no turn of the loop
    expect(timerRan).toBe(false);
    clock += 0.2; // a slice of work has passed
    await pause();
    expect(timerRan).toBe(true);
  });

  it("a turn starts the next slice: work just after it pauses again only after another slice", async () => {
    let clock = 0;
    const pause = timeSlicer(5, () => clock);
    let turns = 0;
    const countTurns = setInterval(() => turns++, 0);
    try {
      clock = 6;
      await pause(); // a slice over: a turn
      const after = turns;
      clock = 10;
      await pause(); // 4 ms into the new slice: none
      expect(turns).toBe(after);
      clock = 11.5;
      await pause(); // the new slice over: a turn
      expect(turns).toBeGreaterThan(after);
    } finally {
      clearInterval(countTurns);
    }
  });

  it("by default it reads the real clock", async () => {
    const pause = timeSlicer(0);
    let timerRan = false;
    setTimeout(() => {
      timerRan = true;
    }, 0);
    await pause();
    expect(timerRan).toBe(true);
  });
});
