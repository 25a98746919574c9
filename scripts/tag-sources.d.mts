export const TAGS_HEADER: string;
export type TagName = "gtm" | "ga4" | "meta" | "youtube";
export const TAG_SOURCES: Record<
  TagName,
  { script: string[]; connect: string[]; img: string[]; frame: string[] }
>;
export const TAG_NAMES: readonly TagName[];
export function parseTagNames(value: unknown): TagName[];
export const VIDEO_EMBED_MARKER: string;
export function pageTagNames(tags: readonly TagName[], html: string | null): TagName[];
export function tagSources(
  tags: readonly TagName[],
  directive: "script" | "connect" | "img" | "frame",
): string[];
