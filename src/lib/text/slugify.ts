/** URL slug: lower-case ASCII letters and digits joined by single hyphens ("Land Rover" → "land-rover"). */
export function slugify(input: string): string {
  return input
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** Whether `text` is slug-shaped, as every stored slug is: anything else names nothing we have. */
export function isSlug(text: string): boolean {
  return text.length <= 200 && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(text);
}
