/**
 * Where a shopper goes from a car the site no longer lists (issue 4 §10 "redirects to similar stock"):
 * the search for the same make and model, with a note of the car they came for. A query-string search
 * always exists, even when no car of that model is left.
 */
export function similarStockPath(car: { make: string; model: string; slug: string }): string {
  const params = new URLSearchParams();
  params.append("make", car.make);
  params.append("model", car.model);
  params.set("sold", car.slug);
  return `/search?${params.toString()}`;
}
