import { describe, expect, it } from "vitest";
import { createEventBuffer } from "./event-buffer";
import type { EventRow } from "./write-events";

/**
 * The buffer between the events endpoint and the database (issue 33 §2 "never slows a page"): rows
 * wait in memory and are written in few statements; a failed write is tried again; memory is bounded.
 */
const row = (i: number): EventRow => ({
  siteId: 1,
  day: "2026-11-20",
  at: new Date(1_700_000_000_000 + i),
  event: 0,
  page: "home",
  carId: null,
  visitor: null,
  source: null,
  medium: null,
  campaign: null,
  device: "phone",
  query: null,
  results: null,
});

/** A writer that records each statement's rows, failing while `down` is set. */
function fakeDatabase() {
  const statements: number[] = [];
  const state = { down: false };
  const db = async (rows: readonly EventRow[]) => {
    if (state.down) throw new Error("connection refused");
    statements.push(rows.length);
    return rows.length;
  };
  return { db, statements, state };
}

describe("the event buffer", () => {
  it("holds rows until a flush, then writes them in as few statements as it can", async () => {
    const { db, statements } = fakeDatabase();
    const buffer = createEventBuffer(db, { everyMs: 3_600_000, flushRows: 100 });
    buffer.add(Array.from({ length: 50 }, (_, i) => row(i)));
    buffer.add(Array.from({ length: 30 }, (_, i) => row(i)));
    expect(statements).toEqual([]);
    expect(buffer.size).toBe(80);
    expect(await buffer.flush()).toBe(80);
    expect(statements).toEqual([80]);
    await buffer.stop();
  });

  it("writes on its own once FLUSH_ROWS wait, without a request waiting on it", async () => {
    const { db, statements } = fakeDatabase();
    const buffer = createEventBuffer(db, { everyMs: 3_600_000, flushRows: 10 });
    buffer.add(Array.from({ length: 12 }, (_, i) => row(i)));
    await buffer.flush();
    expect(statements.reduce((a, b) => a + b, 0)).toBe(12);
    await buffer.stop();
  });

  it("keeps the rows of a failed write for the next flush", async () => {
    const { db, statements, state } = fakeDatabase();
    const lines: string[] = [];
    const buffer = createEventBuffer(db, { everyMs: 3_600_000, log: (l) => lines.push(l) });
    state.down = true;
    buffer.add([row(1), row(2)]);
    expect(await buffer.flush()).toBe(0);
    expect(buffer.size).toBe(2);
    expect(lines[0]).toMatch(/writing 2 events failed: connection refused/);
    state.down = false;
    expect(await buffer.flush()).toBe(2);
    expect(statements).toEqual([2]);
    await buffer.stop();
  });

  it("holds at most maxHeld rows: past it new events are dropped, not memory grown", async () => {
    const { db, state } = fakeDatabase();
    const buffer = createEventBuffer(db, { everyMs: 3_600_000, maxHeld: 5, flushRows: 1000 });
    state.down = true;
    buffer.add(Array.from({ length: 4 }, (_, i) => row(i)));
    buffer.add(Array.from({ length: 4 }, (_, i) => row(i)));
    expect(buffer.size).toBe(5);
    state.down = false;
    await buffer.stop();
    expect(buffer.size).toBe(0);
  });
});
