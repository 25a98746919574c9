/**
 * A YouTube video from a dealership's or a car's address (decision 0055), shown in YouTube's
 * privacy-enhanced mode: the frame comes from www.youtube-nocookie.com, and only once the shopper
 * presses play (a facade before that), so a page with a video loads nothing from YouTube by itself.
 * A channel or playlist address has no single video and shows nothing.
 */

const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = new Set([
  "youtube.com",
  "www.youtube.com",
  "m.youtube.com",
  "www.youtube-nocookie.com",
]);

/**
 * A video address's rule in a feed's words (the import report), and the shape the published JSON
 * Schema can say (lower-case hosts; the whole rule is youtubeVideoId).
 */
export const YOUTUBE_ADDRESS_RULE =
  "must be a YouTube video's address (a watch, youtu.be, embed, shorts or live link); a channel or playlist has no single video";
export const YOUTUBE_ADDRESS_PATTERN =
  /^https?:\/\/(?:(?:www\.|m\.)?youtube\.com|youtu\.be|www\.youtube-nocookie\.com)\//;

/** The video's id in a watch, short, embed, shorts or live address; null for anything else. */
export function youtubeVideoId(address: string | null | undefined): string | null {
  if (!address) return null;
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  const host = url.hostname.toLowerCase();
  let id: string | null | undefined = null;
  if (host === "youtu.be") id = url.pathname.split("/")[1];
  else if (YOUTUBE_HOSTS.has(host)) {
    const [, first, second] = url.pathname.split("/");
    if (first === "watch") id = url.searchParams.get("v");
    else if (first === "embed" || first === "shorts" || first === "live" || first === "v") id = second;
  }
  return id && VIDEO_ID.test(id) ? id : null;
}

/** The privacy-enhanced player's address for a video; it starts playing (the shopper pressed play). */
export function youtubeEmbedUrl(videoId: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=1&rel=0`;
}

/** The video a site shows for a dealership: its address's video, where the site's config allows videos. */
export function dealershipVideoId(
  config: { marketing: { youtube_embeds: boolean } },
  dealership: { youtubeUrl?: string | null } | null | undefined,
): string | null {
  if (!config.marketing.youtube_embeds) return null;
  return youtubeVideoId(dealership?.youtubeUrl);
}

/**
 * The video a site shows on a car's page: the car's shown address (the feed's, or staff's change over
 * it, decision 0051), where the site's config allows videos.
 */
export function carVideoId(
  config: { marketing: { youtube_embeds: boolean } },
  car: { videoUrl: string | null },
): string | null {
  if (!config.marketing.youtube_embeds) return null;
  return youtubeVideoId(car.videoUrl);
}
