/**
 * Search filter combinations no cache has seen (issue 35 §1), shared by bench/pages.ts and
 * bench/mixed-load.ts: the n-th call gives the n-th combination, and no two are the same, because each
 * carries a price ceiling of its own (45,000 + n dollars, or a km ceiling for the kinds with a price
 * band). The rest varies the way shoppers' filters do: a car type, a make, a body, a sort, now and then
 * a second page or a postcode, so most pages show a full page of cards and their facets.
 */
const CAR_TYPES = ["", "used", "new", "demo"];
const MAKES = ["", "Toyota", "Mazda", "Hyundai", "Kia", "Ford", "", "Mitsubishi", "Nissan"];
const BODIES = ["", "SUV", "", "Ute", "Hatch", "Sedan"];
const SORTS = ["", "price_asc", "price_desc", "", "latest"];
const POSTCODES = ["4000", "2150", "3108", "6107"];

/** The path and query of the n-th distinct search (n from 0); `base` is /search or /api/search. */
export function distinctSearch(n: number, base = "/search"): string {
  const params = new URLSearchParams();
  const pick = <T>(list: readonly T[], salt: number): T => list[(n * salt + (n >> 3)) % list.length]!;
  const carType = pick(CAR_TYPES, 1);
  if (carType) params.append("car_type", carType);
  const make = pick(MAKES, 5);
  if (make) params.append("make", make);
  const body = pick(BODIES, 7);
  if (body) params.append("body", body);
  if (n % 5 === 4) params.set("km", `:${90_000 + n}`);
  else params.set("price", `:${45_000 + n}`);
  const sort = pick(SORTS, 3);
  if (sort) params.set("sortBy", sort);
  if (n % 11 === 3) params.set("postcode", pick(POSTCODES, 1));
  if (n % 9 === 5) params.set("page", "2");
  return `${base}?${params}`;
}
