import { describe, expect, it } from "vitest";
import { onOutboxWake, wakeOutbox } from "./outbox-signal";

describe("the outbox signal: a stored lead or digest wakes whichever worker listens", () => {
  it("with no worker listening (the CLI, tests), a wake does nothing", () => {
    expect(() => wakeOutbox()).not.toThrow();
  });

  it("wakes every listener until it stops listening", () => {
    let woken = 0;
    const stop = onOutboxWake(() => woken++);
    wakeOutbox();
    wakeOutbox();
    stop();
    wakeOutbox();
    expect(woken).toBe(2);
  });
});
