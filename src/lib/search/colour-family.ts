/**
 * Colour families (issue 34 item 4, decision 0073): a shopper filters by "White", not by each maker's
 * paint name ("Crystal White Pearl", "Glacier White", "Snowflake White Pearl"). A paint's family is
 * read from its words, the way text search reads them (lib/search/text-query: lower-case, words of
 * ASCII letters and digits), so the index and the SQL reference (`colourFamilySql` in
 * server/stock/listed-stock.ts, built from the same rules) give every car the same family.
 *
 * The rules are tried in order and the first whose words the paint has wins: plain colour words
 * first ("Silver Pearl" is Silver, "Aurora Black Pearl" Black), then the words makers use for a
 * colour ("Graphite", "Ink", a lone "Pearl" is white). A few well-known paints carry no colour word
 * at all and are named whole ("Atomic Rush" is Toyota's red). Anything else is "Other"; a car with no
 * paint recorded has no family.
 */

export const COLOUR_FAMILIES = [
  "White",
  "Black",
  "Silver",
  "Grey",
  "Blue",
  "Red",
  "Green",
  "Yellow",
  "Orange",
  "Brown",
  "Gold",
  "Beige",
  "Purple",
  "Other",
] as const;
export type ColourFamily = (typeof COLOUR_FAMILIES)[number];

/** A rule: a family and the words that make a paint that family. Words are [a-z0-9]+ only. */
export type ColourRule = { family: ColourFamily; words: readonly string[] };

/** Paints known by their whole name (lower-case, words joined by one space) that carry no colour word. */
export const NAMED_PAINTS: Readonly<Record<string, ColourFamily>> = {
  "atomic rush": "Red",
};

export const COLOUR_RULES: readonly ColourRule[] = [
  // The plain colour words, first: they say what the paint is whatever else its name holds.
  { family: "White", words: ["white"] },
  { family: "Black", words: ["black"] },
  { family: "Silver", words: ["silver"] },
  { family: "Grey", words: ["grey", "gray"] },
  { family: "Blue", words: ["blue"] },
  { family: "Red", words: ["red"] },
  { family: "Green", words: ["green"] },
  { family: "Yellow", words: ["yellow"] },
  { family: "Orange", words: ["orange"] },
  { family: "Brown", words: ["brown"] },
  { family: "Gold", words: ["gold"] },
  { family: "Beige", words: ["beige"] },
  { family: "Purple", words: ["purple"] },
  // The words makers name colours with, when no plain colour word is there.
  {
    family: "White",
    words: ["ivory", "snow", "snowflake", "glacier", "arctic", "frost", "frosted", "alabaster"],
  },
  { family: "Black", words: ["ink", "ebony", "onyx", "jet", "obsidian", "midnight", "carbon"] },
  { family: "Silver", words: ["platinum", "aluminium", "aluminum", "chrome", "titanium", "quartz"] },
  {
    family: "Grey",
    words: ["graphite", "charcoal", "gunmetal", "steel", "slate", "granite", "ash", "cement"],
  },
  { family: "Blue", words: ["navy", "azure", "cobalt", "sapphire", "ocean", "aqua"] },
  { family: "Red", words: ["maroon", "burgundy", "crimson", "ruby", "scarlet", "cherry"] },
  { family: "Green", words: ["olive", "emerald", "teal", "jade", "lime"] },
  { family: "Yellow", words: ["lemon", "mustard"] },
  { family: "Brown", words: ["bronze", "copper", "mocha", "chocolate", "coffee", "mahogany"] },
  { family: "Beige", words: ["sand", "sandstone", "champagne", "tan", "cream", "khaki"] },
  { family: "Purple", words: ["violet", "plum", "lilac", "mauve"] },
  // A lone "Pearl" (Toyota's "Crystal Pearl") is a pearl white; with a colour word the word won above.
  { family: "White", words: ["pearl"] },
];

/** A paint name's words, as text search splits them. */
function paintWords(paint: string): string[] {
  return paint
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/**
 * The family of a paint name; null when there is no paint, or no word in it (blank is no value, spec
 * 01 §5).
 */
export function colourFamily(paint: string | null | undefined): ColourFamily | null {
  if (paint === null || paint === undefined) return null;
  const words = paintWords(paint);
  if (words.length === 0) return null;
  const whole = words.join(" ");
  if (Object.hasOwn(NAMED_PAINTS, whole)) return NAMED_PAINTS[whole]!;
  const has = new Set(words);
  for (const rule of COLOUR_RULES) if (rule.words.some((w) => has.has(w))) return rule.family;
  return "Other";
}

/**
 * The rule's regular expression over a lower-cased paint name, as both JavaScript and PostgreSQL read
 * it: one of the words, standing alone between non-word characters or the ends.
 */
export function colourRulePattern(rule: ColourRule): string {
  return `(^|[^a-z0-9])(${rule.words.join("|")})([^a-z0-9]|$)`;
}
