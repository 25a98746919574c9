/** A car's page on its site (spec 01 §2 "/cars/{slug}"); every link to a car is built here. */
export function carPath(slug: string): string {
  return `/cars/${encodeURIComponent(slug)}`;
}
