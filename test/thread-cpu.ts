import { readFileSync } from "node:fs";

/*
 * How long the event loop goes without a turn, measured so that a busy machine does not count: the
 * hold tests (issue 15 §4, decision 0089) bound a stretch of this thread's own work, not how long the
 * kernel made it wait for a core.
 */

/**
 * Linux's scheduler figures for the thread that reads them (the test's: a fork's main thread, or a
 * worker thread): the first field is its nanoseconds on a CPU.
 */
const SCHEDSTAT = "/proc/thread-self/schedstat";

function schedstatMs(): number | null {
  try {
    const ns = Number(readFileSync(SCHEDSTAT, "latin1").split(" ", 1)[0]);
    return Number.isFinite(ns) ? ns / 1e6 : null;
  } catch {
    return null;
  }
}

/**
 * A clock of the CPU time the calling thread has run, in milliseconds. On Linux that thread's own time
 * (schedstat); elsewhere the whole process's (`process.cpuUsage`), which also counts V8's parallel GC
 * helpers and libuv's pool, so it can only read higher. The sixth session's CI run failed the snapshot
 * hold test at 70 ms on the process's figure: beside the e2e run a 15 ms parallel scavenge on two
 * threads is 30 ms of the process's CPU, counted as if the main thread had worked it.
 */
export function threadCpuClock(): () => number {
  if (schedstatMs() !== null) return () => schedstatMs() ?? 0;
  return () => {
    const { user, system } = process.cpuUsage();
    return (user + system) / 1_000;
  };
}

export type Stretches = {
  /** The longest stretch of the thread's work between two turns of the event loop, in ms. */
  longest(): number;
  /** Stops the ticks; counts a last stretch that ends now. */
  stop(): number;
};

/**
 * Ticks every `everyMs` on the event loop and keeps the longest stretch between two ticks: at most the
 * wall time between them (a shopper's request arriving then waits at least that long) and at most the
 * thread's CPU time in it (the rest was other processes' turns on a shared core).
 */
export function watchStretches(everyMs = 1): Stretches {
  const cpu = threadCpuClock();
  let longest = 0;
  let lastCpu = cpu();
  let lastWall = performance.now();
  const measure = () => {
    const nowCpu = cpu();
    const wall = performance.now();
    longest = Math.max(longest, Math.min(nowCpu - lastCpu, wall - lastWall));
    lastCpu = nowCpu;
    lastWall = wall;
  };
  const ticks = setInterval(measure, everyMs);
  return {
    longest: () => longest,
    stop() {
      clearInterval(ticks);
      measure();
      return longest;
    },
  };
}
