/*
 * The building blocks of building an index in bounded steps: a loop over the cars and a sort, each
 * yielding between steps so a caller can hand the thread back (see index-build.ts).
 */

/**
 * Building an index is a series of steps, each a bounded amount of work (at most `BUILD_STEP` cars of
 * one loop, one run of a sort, or a slice of a merge): the generator yields between them. `buildSearchIndex` runs
 * them back to back; `buildSearchIndexInSlices` hands control back to the caller's event loop every
 * few milliseconds, so a server building a 50,000-car index (seconds of work) keeps answering.
 */
export type BuildSteps<T> = Generator<void, T, void>;

/** Cars handled between two yields of the build: a few hundred microseconds of work. */
export const BUILD_STEP = 512;

/** Runs steps back to back: the result, without handing the thread back. */
export function runSteps<T>(steps: BuildSteps<T>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

export type BuildSlicing = {
  /** Hands control back to the caller's event loop (a server: `() => new Promise(setImmediate)`). */
  pause: () => Promise<void>;
  /** How long a slice of building may run before it pauses; default 8 ms. */
  sliceMs?: number;
  /** The clock slices are measured on; default `performance.now`. */
  now?: () => number;
};

/**
 * Runs steps in slices of about `sliceMs` of work (a slice ends after the step that reaches it, so it
 * can overrun by one step: a few milliseconds), pausing between them, so whatever else shares the
 * thread (a server's requests) runs between slices.
 */
export async function runStepsInSlices<T>(
  steps: BuildSteps<T>,
  { pause, sliceMs = 8, now = () => performance.now() }: BuildSlicing,
): Promise<T> {
  let sliceStarted = now();
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    if (now() - sliceStarted >= sliceMs) {
      await pause();
      sliceStarted = now();
    }
  }
}

/** `of` each car, yielding every BUILD_STEP cars. */
export function* perCar<T>(count: number, of: (doc: number) => T): BuildSteps<T[]> {
  const out = new Array<T>(count);
  for (let doc = 0; doc < count; doc++) {
    out[doc] = of(doc);
    if (doc % BUILD_STEP === BUILD_STEP - 1) yield;
  }
  return out;
}

/** Items a merge pass of `sortSteps` handles between two yields. */
const MERGE_STEP = 8_192;
/** Length of the runs `sortSteps` sorts in one step each before merging them. */
const SORT_RUN = 2_048;

/**
 * Sorts `items` by `compare` (a total order, or one whose ties need no particular order) as steps:
 * runs of SORT_RUN sorted one per step, then merged pass by pass. One sort of 50,000 cars in one
 * go takes 30–60 ms; a step here takes a few.
 */
export function* sortSteps(
  items: Int32Array<ArrayBuffer>,
  compare: (a: number, b: number) => number,
): BuildSteps<Int32Array<ArrayBuffer>> {
  const n = items.length;
  for (let start = 0; start < n; start += SORT_RUN) {
    items.subarray(start, Math.min(n, start + SORT_RUN)).sort(compare);
    yield;
  }
  let from = items;
  let to = new Int32Array(n);
  for (let width = SORT_RUN; width < n; width *= 2) {
    let merged = 0;
    for (let lo = 0; lo < n; lo += 2 * width) {
      const mid = Math.min(n, lo + width);
      const hi = Math.min(n, lo + 2 * width);
      let i = lo;
      let j = mid;
      let k = lo;
      while (i < mid && j < hi) to[k++] = compare(from[j]!, from[i]!) < 0 ? from[j++]! : from[i++]!;
      while (i < mid) to[k++] = from[i++]!;
      while (j < hi) to[k++] = from[j++]!;
      merged += hi - lo;
      if (merged >= MERGE_STEP) {
        merged = 0;
        yield;
      }
    }
    [from, to] = [to, from];
    yield;
  }
  return from;
}
