import "server-only";
import { isMediaKey, mediaTypeOf } from "@/lib/media/media-key";
import { logger } from "../observability/log";
import type { MediaStorage } from "./media-storage";

const log = logger("media");

/**
 * One stored media file as a response (decision 0052): its content type from its key (what was
 * stored is what processing wrote), a year's immutable caching (a photo's key is never reused: a new
 * photo gets a new id), its etag with 304 for a matching If-None-Match, and 404 for a key that is not
 * a media key or names nothing. Shoppers' browsers and any CDN keep it; the server streams it.
 */
const IMMUTABLE = "public, max-age=31536000, immutable";

export async function serveMedia(storage: MediaStorage, key: string, request: Request): Promise<Response> {
  const type = mediaTypeOf(key);
  if (!type || !isMediaKey(key)) return notFound();
  let stored: Awaited<ReturnType<MediaStorage["get"]>>;
  try {
    stored = await storage.get(key);
  } catch (error) {
    log.error(`reading ${key} failed`, { key, err: error });
    return new Response("The photo could not be read just now.", {
      status: 503,
      headers: { "retry-after": "30", "cache-control": "no-store" },
    });
  }
  if (!stored) return notFound();
  const headers = {
    "content-type": type,
    "cache-control": IMMUTABLE,
    etag: stored.etag,
    "x-content-type-options": "nosniff",
  };
  if (stored.etag && request.headers.get("if-none-match") === stored.etag) {
    await stored.body.cancel();
    return new Response(null, { status: 304, headers });
  }
  return new Response(stored.body, {
    headers: { ...headers, "content-length": String(stored.contentLength) },
  });
}

function notFound(): Response {
  return new Response("Not found", {
    status: 404,
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "public, max-age=60" },
  });
}
