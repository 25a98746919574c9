import { type GeoPoint, postcodeFormatError, resolvePostcode } from "../locations/distance";
import { SORT_OPTIONS, type SortOption } from "../stock/stock-values";
import { keywordValues, MAX_KEYWORDS } from "./keywords";
import { unformatNumber } from "./range-input";
import {
  FACET_ATTRIBUTES,
  type FacetAttribute,
  isFacetAttribute,
  isRangeAttribute,
  RANGE_ATTRIBUTES,
  RANGE_BOUNDS,
  type RangeAttribute,
} from "./search-attributes";
import type { RangeValue, SearchState } from "./search-types";

/**
 * The URL holds the search state (ARCHITECTURE rule 4; spec 01 §2 "Query keys: query, page, sortBy,
 * plus one key per filter attribute"). Refinement values repeat their key (`make=Toyota&make=Mazda`,
 * as checkboxes in a GET form send them). A range is `price=10000:50000` with either side optional;
 * two plain values (`price=10000&price=50000`, as two number inputs in a GET form send them) mean the
 * same.
 *
 * `strict` parsing (the JSON API) reports every malformed value; `lenient` parsing (pages) drops
 * what is malformed and keeps the rest, so a hostile URL falls back to the nearest valid state.
 */

export const MAX_QUERY_LENGTH = 200;
export const MAX_VALUES_PER_ATTRIBUTE = 50;
export const MAX_VALUE_LENGTH = 100;
export const MAX_PAGE = 10_000;
export const DEFAULT_SORT: SortOption = "relevance";

export type ParamIssue = { key: string; message: string };
export type ParsedSearchState = { state: SearchState; issues: ParamIssue[] };

export const EMPTY_SEARCH_STATE: SearchState = {
  query: "",
  page: 1,
  sortBy: DEFAULT_SORT,
  refinements: {},
  ranges: {},
};

type ParamSource = URLSearchParams | Record<string, string | string[] | undefined>;

function entries(source: ParamSource): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const add = (key: string, value: string) => out.set(key, [...(out.get(key) ?? []), value]);
  if (source instanceof URLSearchParams) {
    for (const [key, value] of source) add(key, value);
  } else {
    for (const [key, value] of Object.entries(source)) {
      if (value === undefined) continue;
      for (const v of Array.isArray(value) ? value : [value]) add(key, v);
    }
  }
  return out;
}

function parseNumber(raw: string): number | null {
  // The typed range fields send what a shopper wrote ("$40,000"), as a form without JavaScript does.
  const trimmed = unformatNumber(raw);
  if (!/^-?\d+(\.\d+)?$/.test(trimmed)) return null;
  const n = Number(trimmed);
  return Number.isFinite(n) ? n : null;
}

function parseRange(attribute: RangeAttribute, values: string[], issues: ParamIssue[]): RangeValue | null {
  let parts: string[];
  if (values.length === 1 && values[0]!.includes(":")) parts = values[0]!.split(":");
  else parts = values;
  if (parts.length !== 2) {
    issues.push({ key: attribute, message: `must be "min:max" (either side may be empty)` });
    return null;
  }
  const bounds = RANGE_BOUNDS[attribute];
  const range: RangeValue = {};
  for (const [side, raw] of [
    ["min", parts[0]!],
    ["max", parts[1]!],
  ] as const) {
    if (raw.trim() === "") continue;
    const n = parseNumber(raw);
    if (n === null) {
      issues.push({ key: attribute, message: `${side} "${raw.slice(0, 40)}" is not a number` });
      continue;
    }
    if (n < bounds.min || n > bounds.max) {
      issues.push({ key: attribute, message: `${side} must be between ${bounds.min} and ${bounds.max}` });
      continue;
    }
    range[side] = n;
  }
  if (range.min !== undefined && range.max !== undefined && range.min > range.max) {
    issues.push({ key: attribute, message: "min must not be greater than max" });
    return null;
  }
  return range.min === undefined && range.max === undefined ? null : range;
}

function parseValues(attribute: FacetAttribute, values: string[], issues: ParamIssue[]): string[] {
  if (attribute === "keyword") return parseKeywords(values, issues);
  const out: string[] = [];
  for (const raw of values) {
    const value = raw.trim();
    if (!value) continue;
    if (value.length > MAX_VALUE_LENGTH) {
      issues.push({ key: attribute, message: `values must be at most ${MAX_VALUE_LENGTH} characters` });
      continue;
    }
    if (attribute === "certified" && value !== "true" && value !== "false") {
      issues.push({ key: attribute, message: 'must be "true" or "false"' });
      continue;
    }
    if (attribute === "seats" && !/^\d{1,3}$/.test(value)) {
      issues.push({ key: attribute, message: "must be a whole number" });
      continue;
    }
    if (!out.includes(value)) out.push(value);
  }
  if (out.length > MAX_VALUES_PER_ATTRIBUTE) {
    issues.push({ key: attribute, message: `at most ${MAX_VALUES_PER_ATTRIBUTE} values` });
    return out.slice(0, MAX_VALUES_PER_ATTRIBUTE);
  }
  return out;
}

/** Keywords (decision 0087): the words typed, each its own value, at most MAX_KEYWORDS. */
function parseKeywords(values: string[], issues: ParamIssue[]): string[] {
  const { values: words, dropped } = keywordValues(values.map((v) => v.slice(0, MAX_VALUE_LENGTH)));
  if (dropped) issues.push({ key: "keyword", message: `at most ${MAX_KEYWORDS} keywords` });
  return words;
}

/** Parses a query string into a search state; `issues` lists everything that was malformed and dropped. */
export function parseSearchParams(source: ParamSource): ParsedSearchState {
  const params = entries(source);
  const issues: ParamIssue[] = [];
  const state: SearchState = { ...EMPTY_SEARCH_STATE, refinements: {}, ranges: {} };

  const single = (key: string): string | undefined => {
    const values = params.get(key);
    if (!values) return undefined;
    if (values.length > 1) issues.push({ key, message: "must be given once" });
    return values[0];
  };

  const query = single("query");
  if (query !== undefined) {
    const trimmed = query.trim().replace(/\s+/g, " ");
    if (trimmed.length > MAX_QUERY_LENGTH) {
      issues.push({ key: "query", message: `must be at most ${MAX_QUERY_LENGTH} characters` });
      state.query = trimmed.slice(0, MAX_QUERY_LENGTH);
    } else state.query = trimmed;
  }

  const page = single("page");
  if (page !== undefined && page !== "") {
    const n = /^\d{1,6}$/.test(page.trim()) ? Number(page) : Number.NaN;
    if (!Number.isInteger(n) || n < 1 || n > MAX_PAGE) {
      issues.push({ key: "page", message: `must be a whole number from 1 to ${MAX_PAGE}` });
    } else state.page = n;
  }

  const sortBy = single("sortBy");
  if (sortBy !== undefined && sortBy !== "") {
    if ((SORT_OPTIONS as readonly string[]).includes(sortBy)) state.sortBy = sortBy as SortOption;
    else issues.push({ key: "sortBy", message: `must be one of ${SORT_OPTIONS.join(", ")}` });
  }

  // Issue 17 item 5: "cars near me" by postcode; the format is checked here, whether the postcode
  // exists by the server, which holds the postcode data.
  const postcode = single("postcode");
  if (postcode !== undefined && postcode.trim() !== "") {
    const error = postcodeFormatError(postcode.slice(0, POSTCODE_INPUT_LIMIT));
    if (error) issues.push({ key: "postcode", message: error });
    else state.postcode = postcode.trim();
  }

  for (const [key, values] of params) {
    if (isFacetAttribute(key)) {
      const parsed = parseValues(key, values, issues);
      if (parsed.length) state.refinements[key] = parsed;
    } else if (isRangeAttribute(key)) {
      const range = parseRange(key, values, issues);
      if (range) state.ranges[key] = range;
    }
  }
  return { state, issues };
}

/** The canonical query string for a state: stable key order, defaults left out. */
export function searchStateToParams(state: SearchState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.query) params.set("query", state.query);
  for (const attribute of FACET_ATTRIBUTES) {
    for (const value of state.refinements[attribute] ?? []) params.append(attribute, value);
  }
  for (const attribute of RANGE_ATTRIBUTES) {
    const range = state.ranges[attribute];
    if (range && (range.min !== undefined || range.max !== undefined)) {
      params.set(attribute, `${range.min ?? ""}:${range.max ?? ""}`);
    }
  }
  if (state.postcode) params.set("postcode", state.postcode);
  if (state.sortBy !== DEFAULT_SORT) params.set("sortBy", state.sortBy);
  if (state.page > 1) params.set("page", String(state.page));
  return params;
}

export function searchStateToQueryString(state: SearchState): string {
  const qs = searchStateToParams(state).toString();
  return qs ? `?${qs}` : "";
}

/** Spec 01 §4: "any change resets the page". */
export function toggleRefinement(state: SearchState, attribute: FacetAttribute, value: string): SearchState {
  const current = state.refinements[attribute] ?? [];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  const refinements = { ...state.refinements, [attribute]: next };
  if (!next.length) delete refinements[attribute];
  return { ...state, refinements, page: 1 };
}

export function setRefinement(state: SearchState, attribute: FacetAttribute, values: string[]): SearchState {
  const refinements = { ...state.refinements, [attribute]: values };
  if (!values.length) delete refinements[attribute];
  return { ...state, refinements, page: 1 };
}

export function setRange(
  state: SearchState,
  attribute: RangeAttribute,
  range: RangeValue | null,
): SearchState {
  const ranges = { ...state.ranges };
  if (range && (range.min !== undefined || range.max !== undefined)) ranges[attribute] = range;
  else delete ranges[attribute];
  return { ...state, ranges, page: 1 };
}

export function setQuery(state: SearchState, query: string): SearchState {
  return { ...state, query: query.trim().replace(/\s+/g, " ").slice(0, MAX_QUERY_LENGTH), page: 1 };
}

export function setSort(state: SearchState, sortBy: SortOption): SearchState {
  return { ...state, sortBy, page: 1 };
}

/** Issue 17 item 5: order by distance from a postcode ("" for none); like a sort, it resets the page. */
export function setPostcode(state: SearchState, postcode: string): SearchState {
  const next: SearchState = { ...state, page: 1 };
  if (postcode) next.postcode = postcode;
  else delete next.postcode;
  return next;
}

export function setPage(state: SearchState, page: number): SearchState {
  return { ...state, page: Math.min(MAX_PAGE, Math.max(1, Math.trunc(page))) };
}

export function clearFilters(state: SearchState): SearchState {
  // The postcode orders rather than filters: like the sort, it stays.
  return state.postcode
    ? { ...EMPTY_SEARCH_STATE, sortBy: state.sortBy, postcode: state.postcode }
    : { ...EMPTY_SEARCH_STATE, sortBy: state.sortBy };
}

/** Spec 01 §2 search history: only "searches with non-empty filters" are remembered. */
export function hasFilters(state: SearchState): boolean {
  return (
    state.query !== "" ||
    Object.values(state.refinements).some((v) => v && v.length > 0) ||
    Object.values(state.ranges).some((r) => r && (r.min !== undefined || r.max !== undefined))
  );
}

/** Merges preset refinements (from a route such as /search/used-cars) under the URL's own. */
export function withPreset(
  state: SearchState,
  preset: Partial<Record<FacetAttribute, string[]>>,
): SearchState {
  const refinements = { ...preset, ...state.refinements };
  return { ...state, refinements };
}

function sameValues(a: readonly string[] | undefined, b: readonly string[] | undefined): boolean {
  const x = a ?? [];
  const y = b ?? [];
  return x.length === y.length && x.every((v) => y.includes(v));
}

/**
 * The URL of a state on a preset page (e.g. /search/used-cars): the preset path while its refinements
 * hold, with only the rest in the query; once a preset refinement changes, /search with everything.
 */
export function searchUrl(
  state: SearchState,
  basePath: string,
  preset: Partial<Record<FacetAttribute, string[]>>,
): string {
  const presetHolds = Object.entries(preset).every(([attribute, values]) =>
    sameValues(state.refinements[attribute as FacetAttribute], values),
  );
  if (!presetHolds) return `/search${searchStateToQueryString(state)}`;
  const own = { ...state.refinements };
  for (const attribute of Object.keys(preset)) delete own[attribute as FacetAttribute];
  return `${basePath}${searchStateToQueryString({ ...state, refinements: own })}`;
}

/** How much of a typed postcode is read back into the field, or checked (the rest is noise). */
export const POSTCODE_INPUT_LIMIT = 20;

/** What the search page's postcode field shows: what the shopper typed, trimmed, cut to the limit. */
export function typedPostcode(raw: string | readonly string[] | undefined): string {
  const value = typeof raw === "string" ? raw : raw?.[0];
  return value?.trim().slice(0, POSTCODE_INPUT_LIMIT) ?? "";
}

export type NearPostcode = { state: SearchState; near: GeoPoint | null; error: string | null };

/**
 * "Cars near me" (issue 17 item 5): the point a parsed search's postcode stands for, by `lookup` (the
 * server's postcode data). A malformed postcode (parsing dropped it already) or an unknown one gives
 * the spec's message (spec 02 §8), and the search goes on without it.
 */
export function nearPostcode(
  parsed: ParsedSearchState,
  lookup: (postcode: string) => GeoPoint | null,
): NearPostcode {
  const malformed = parsed.issues.find((issue) => issue.key === "postcode")?.message ?? null;
  const { postcode, ...withoutPostcode } = parsed.state;
  if (!postcode) return { state: parsed.state, near: null, error: malformed };
  const resolved = resolvePostcode(postcode, lookup);
  return resolved.ok
    ? { state: parsed.state, near: resolved.point, error: null }
    : { state: withoutPostcode, near: null, error: resolved.error };
}
