/**
 * The console's stock list (issue 32 §1): what its address holds (search, filters, sort, page), read
 * forgivingly: an unknown value is dropped, never an error page.
 */

export const STOCK_SORTS = ["newest", "price_desc", "price_asc", "days_desc"] as const;
export type StockSort = (typeof STOCK_SORTS)[number];

export const STOCK_SORT_LABELS: Record<StockSort, string> = {
  newest: "Newest first",
  price_desc: "Highest price",
  price_asc: "Lowest price",
  days_desc: "Longest in stock",
};

export const STOCK_TYPES = ["new", "used", "demo"] as const;
export const STOCK_STATUSES = ["in_stock", "coming_soon", "sold"] as const;
export const STOCK_STATUS_LABELS: Record<(typeof STOCK_STATUSES)[number], string> = {
  in_stock: "In stock",
  coming_soon: "Coming soon",
  sold: "Sold",
};

/** Cars to a page of the list. */
export const STOCK_PAGE_SIZE = 50;

export type StockQuery = {
  /** Stock number, VIN, rego or make/model words; "" for none. */
  q: string;
  dealershipId: number | null;
  type: (typeof STOCK_TYPES)[number] | null;
  status: (typeof STOCK_STATUSES)[number] | null;
  /** Changed by staff: yes, no, or either (null). */
  changed: boolean | null;
  sort: StockSort;
  page: number;
};

type Params = Record<string, string | string[] | undefined>;

const one = (params: Params, key: string): string => {
  const raw = params[key];
  return ((Array.isArray(raw) ? raw[0] : raw) ?? "").trim();
};

function pick<T extends string>(list: readonly T[], value: string): T | null {
  return (list as readonly string[]).includes(value) ? (value as T) : null;
}

export function parseStockQuery(params: Params): StockQuery {
  const dealership = Number(one(params, "dealership"));
  const page = Number(one(params, "page"));
  const changed = one(params, "changed");
  return {
    q: one(params, "q").slice(0, 100),
    dealershipId: Number.isInteger(dealership) && dealership > 0 ? dealership : null,
    type: pick(STOCK_TYPES, one(params, "type")),
    status: pick(STOCK_STATUSES, one(params, "status")),
    changed: changed === "yes" ? true : changed === "no" ? false : null,
    sort: pick(STOCK_SORTS, one(params, "sort")) ?? "newest",
    page: Number.isInteger(page) && page > 1 && page <= 10_000 ? page : 1,
  };
}

/** The address of a query (defaults left out), for links and the pager. */
export function stockQueryString(query: StockQuery, page = query.page): string {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.dealershipId !== null) params.set("dealership", String(query.dealershipId));
  if (query.type) params.set("type", query.type);
  if (query.status) params.set("status", query.status);
  if (query.changed !== null) params.set("changed", query.changed ? "yes" : "no");
  if (query.sort !== "newest") params.set("sort", query.sort);
  if (page > 1) params.set("page", String(page));
  return params.toString();
}

/** The words of a search, lower case, for matching stock numbers, VINs, regos and make/model text. */
export function searchWords(q: string): string[] {
  return q
    .toLowerCase()
    .split(/\s+/)
    .map((w) => w.replace(/[%_\\]/g, ""))
    .filter(Boolean)
    .slice(0, 6);
}

/** Whole days a car has been in stock at `now` (from its first import). */
export function daysInStock(createdAt: string, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - Date.parse(createdAt)) / 86_400_000));
}
