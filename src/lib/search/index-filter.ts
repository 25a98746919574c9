import { CONJUNCTIVE_FACETS } from "./keywords";
import {
  FACET_ATTRIBUTES,
  type FacetAttribute,
  RANGE_ATTRIBUTES,
  type RangeAttribute,
} from "./search-attributes";
import type { Column, SearchIndex } from "./search-index";
import type { SearchRequest } from "./search-types";
import { queryTokens } from "./text-query";

/*
 * The filtering pass of an index search: which cars are hits, and which fail exactly one refinement
 * (its "near misses", what that attribute's disjunctive facet counts and stats are made of).
 *
 * Every refinement (list or range) is a test. Pass 1 works out per car `fails[doc]`, the tests it
 * fails, and `failedSum[doc]`, the sum of their numbers (so for a car failing exactly one it is that
 * test's number). A query word the car lacks counts 2 (out). Each car starts failing everything;
 * walking the cars that pass (a word's postings, a value's cars, a range's run of the value order)
 * takes the test off, so a test costs what it lets through, not the whole stock. Multi-valued lists
 * are the exception: a full pass adds failures. Pass 2 splits the hits from the rest and links each
 * test's near misses.
 *
 * The per-car state lives in the index's scratch buffers: a search allocates nothing per car.
 */

/** A refinement as a test: a list of wanted values of a facet, or a range of values. */
export type Test =
  | {
      attribute: FacetAttribute;
      kind: "list";
      column: Column;
      failing: Uint8Array;
      /** Every chosen value must hold (the keywords, decision 0087): how many there are; else 0. */
      needed: number;
    }
  | { attribute: RangeAttribute; kind: "range"; min: number; max: number };

/**
 * What filtering found, besides the index's scratch buffers it filled: `fails` (0 for a hit),
 * `failedSum`, `hitList` and `restList` (hits and the rest in car order) and `nextMiss`.
 */
export type Matches = {
  tokens: string[];
  tests: Test[];
  /** Each test's attribute, by test number. */
  testAttributes: string[];
  /** For each refined facet, 1 for the slots that fail, by slot; slot 0 (no value) always fails. */
  failingOf: Map<FacetAttribute, Uint8Array>;
  hitCount: number;
  restCount: number;
  /** Each test's first near miss, -1 for none; the next ones follow `scratch.nextMiss` (-1 ends). */
  missHead: Int32Array;
  /** With a text query, each hit's count of whole-word matches (`scratch.scoreOf`); else null. */
  scoreOf: Uint8Array | null;
};

/** Runs both passes of a search's filtering over the index. */
export function matchCars(index: SearchIndex, request: SearchRequest): Matches {
  const { fails, failedSum, nextMiss, hitList, restList } = index.scratch;
  const tokens = queryTokens(request.query);
  const { tests, failingOf } = refinementTests(index, request);
  const testAttributes: string[] = tests.map((test) => test.attribute);
  startFailing(tests, tokens.length, fails, failedSum);
  const tokenMarks = markWords(index, tokens);
  tests.forEach((test, t) => {
    applyTest(index, test, t);
  });

  // Pass 2: the hits, the rest and each test's near misses. A facet or range then counts the hits
  // plus its own refinement's near misses (disjunctive).
  const scoreOf = tokens.length ? index.scratch.scoreOf : null;
  const missHead = new Int32Array(testAttributes.length).fill(-1);
  const missTail = new Int32Array(testAttributes.length).fill(-1);
  const hitCount = classify(fails, failedSum, hitList, restList, nextMiss, missHead, missTail);
  if (scoreOf) scoreHits(hitList, hitCount, tokenMarks, scoreOf);
  return {
    tokens,
    tests,
    testAttributes,
    failingOf,
    hitCount,
    restCount: index.cars.length - hitCount,
    missHead,
    scoreOf,
  };
}

/** The request's refinements as tests: its lists first, in facet order, then its ranges. */
function refinementTests(
  index: SearchIndex,
  request: SearchRequest,
): { tests: Test[]; failingOf: Map<FacetAttribute, Uint8Array> } {
  const tests: Test[] = [];
  const failingOf = new Map<FacetAttribute, Uint8Array>();
  for (const attribute of FACET_ATTRIBUTES) {
    const selected = request.refinements[attribute];
    if (!selected?.length) continue;
    const wanted = new Set(selected.map((v) => v.trim().toLowerCase()));
    const column = index.facets[attribute];
    // 1 for the slots that fail, by slot; slot 0 (no value) always fails.
    const failing = new Uint8Array(column.dict.length + 1).fill(1);
    column.lower.forEach((v, code) => {
      if (wanted.has(v)) failing[code + 1] = 0;
    });
    const needed = CONJUNCTIVE_FACETS.has(attribute) ? wanted.size : 0;
    // Counting from a refined facet's co-occurrences assumes any chosen value will do: not so here.
    if (!needed) failingOf.set(attribute, failing);
    tests.push({ attribute, kind: "list", column, failing, needed });
  }
  for (const attribute of RANGE_ATTRIBUTES) {
    const range = request.ranges[attribute];
    if (!range || (range.min === undefined && range.max === undefined)) continue;
    tests.push({ attribute, kind: "range", min: range.min ?? -Infinity, max: range.max ?? Infinity });
  }
  return { tests, failingOf };
}

/**
 * Every car starts failing every query word (2 each) and every test that is passed by walking the
 * cars that pass it (ranges and single-valued lists).
 */
function startFailing(tests: Test[], tokenCount: number, fails: Uint8Array, failedSum: Uint16Array) {
  let startFails = 2 * tokenCount;
  let startSum = 0;
  tests.forEach((test, t) => {
    if (test.kind === "range" || (test.column.single && !test.needed)) {
      startFails++;
      startSum += t;
    }
  });
  fails.fill(startFails);
  failedSum.fill(startSum);
}

/**
 * Per query word, per car: 0 no match, 1 starts a word of the car, 2 is a whole word of it. A car
 * starting a word of its own with the query word no longer fails it.
 */
function markWords(index: SearchIndex, tokens: string[]): Uint8Array[] {
  const { fails } = index.scratch;
  return tokens.map((token, t) => {
    const mark = index.scratch.marks[t]!.fill(0);
    const { sortedWords, postingOffsets, postingDocs } = index;
    const dict = index.words.dict;
    let lo = 0;
    let hi = sortedWords.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (dict[sortedWords[mid]!]! < token) lo = mid + 1;
      else hi = mid;
    }
    for (let i = lo; i < sortedWords.length; i++) {
      const code = sortedWords[i]!;
      const w = dict[code]!;
      if (!w.startsWith(token)) break;
      const value = w.length === token.length ? 2 : 1;
      for (let p = postingOffsets[code]!; p < postingOffsets[code + 1]!; p++) {
        const doc = postingDocs[p]!;
        if (mark[doc] === 0) fails[doc]! -= 2;
        if (mark[doc]! < value) mark[doc] = value;
      }
    }
    return mark;
  });
}

/** Applies test number `t`: takes it off the cars that pass it, or (a multi-valued list) adds it to those that fail. */
function applyTest(index: SearchIndex, test: Test, t: number) {
  const { fails, failedSum } = index.scratch;
  if (test.kind === "range") {
    const values = index.ranges[test.attribute];
    const order = index.rangeOrder[test.attribute];
    const from = lowerBound(order, values, test.min, false);
    const to = lowerBound(order, values, test.max, true);
    passAll(order, from, to, t, fails, failedSum);
    return;
  }
  const { column, failing, needed } = test;
  if (needed) failMultiListAllTest(column.offsets, column.slots, failing, needed, t, fails, failedSum);
  else if (column.single) {
    for (let slot = 1; slot < failing.length; slot++) {
      if (failing[slot] === 0)
        passAll(
          column.byValue!,
          column.byValueStart![slot]!,
          column.byValueStart![slot + 1]!,
          t,
          fails,
          failedSum,
        );
    }
  } else failMultiListTest(column.offsets, column.slots, failing, t, fails, failedSum);
}

/** Each hit's score: how many query words are a whole word of it. */
function scoreHits(hitList: Int32Array, hitCount: number, tokenMarks: Uint8Array[], scoreOf: Uint8Array) {
  for (let i = 0; i < hitCount; i++) {
    const doc = hitList[i]!;
    let score = 0;
    for (const mark of tokenMarks) if (mark[doc] === 2) score++;
    scoreOf[doc] = score;
  }
}

/*
 * The column loops of a search, kept as plain functions over typed arrays so V8 compiles each once,
 * monomorphic. A failed test bumps `fails[doc]` and adds its number to `failedSum[doc]`; a passed
 * one (when every car starts failing it) takes them off.
 */
/** Takes test t off the cars `list[from..to)`: they pass it. */
function passAll(
  list: Int32Array,
  from: number,
  to: number,
  t: number,
  fails: Uint8Array,
  failedSum: Uint16Array,
) {
  for (let i = from; i < to; i++) {
    const doc = list[i]!;
    fails[doc]!--;
    failedSum[doc]! -= t;
  }
}

/**
 * The first position in `order` (cars by ascending value) whose value is at least `bound` (or, with
 * `after`, above it).
 */
function lowerBound(order: Int32Array, values: Float64Array, bound: number, after: boolean): number {
  let lo = 0;
  let hi = order.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const v = values[order[mid]!]!;
    if (v < bound || (after && v === bound)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function failMultiListTest(
  offsets: Int32Array,
  slots: Int32Array,
  failing: Uint8Array,
  t: number,
  fails: Uint8Array,
  failedSum: Uint16Array,
) {
  for (let doc = 0; doc < offsets.length - 1; doc++) {
    let fail = 1;
    for (let k = offsets[doc]!; k < offsets[doc + 1]! && fail; k++) fail = failing[slots[k]!]!;
    fails[doc]! += fail;
    failedSum[doc]! += fail * t;
  }
}

/** A list test every chosen value of which must hold: a car fails unless it has `needed` passing slots. */
function failMultiListAllTest(
  offsets: Int32Array,
  slots: Int32Array,
  failing: Uint8Array,
  needed: number,
  t: number,
  fails: Uint8Array,
  failedSum: Uint16Array,
) {
  for (let doc = 0; doc < offsets.length - 1; doc++) {
    let have = 0;
    for (let k = offsets[doc]!; k < offsets[doc + 1]!; k++) have += 1 - failing[slots[k]!]!;
    const fail = have >= needed ? 0 : 1;
    fails[doc]! += fail;
    failedSum[doc]! += fail * t;
  }
}

/**
 * Splits the cars into hits and the rest (in car order) and links each test's near misses through
 * `nextMiss` from `missHead[t]` (ascending car order, no allocation per car). Returns the hit count.
 */
function classify(
  fails: Uint8Array,
  failedSum: Uint16Array,
  hitList: Int32Array,
  restList: Int32Array,
  nextMiss: Int32Array,
  missHead: Int32Array,
  missTail: Int32Array,
): number {
  let hitCount = 0;
  let restCount = 0;
  for (let doc = 0; doc < fails.length; doc++) {
    const f = fails[doc]!;
    // Written to both lists, kept by one: no branch on whether the car is a hit.
    const hit = f === 0 ? 1 : 0;
    hitList[hitCount] = doc;
    restList[restCount] = doc;
    hitCount += hit;
    restCount += 1 - hit;
    if (f === 1) {
      const t = failedSum[doc]!;
      nextMiss[doc] = -1;
      if (missHead[t] === -1) missHead[t] = doc;
      else nextMiss[missTail[t]!] = doc;
      missTail[t] = doc;
    }
  }
  return hitCount;
}
