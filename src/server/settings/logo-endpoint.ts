import "server-only";
import { randomUUID } from "node:crypto";
import { fixFields, jsonError } from "../http/api";
import { receiveUpload } from "../http/raw-upload";
import { BodyTooLargeError, bodyChunks } from "../http/read-body";
import { processLogo } from "../media/logo-processing";
import { type MediaStorage, MediaStorageError } from "../media/media-storage";
import { PhotoRefusedError } from "../media/photo-processing";
import { logger } from "../observability/log";
import { type ConsoleSessionDeps, consoleSiteSession } from "../staff/console-api";
import { staffActor } from "../staff/current-staff";
import { refreshSiteAfterConfigChange } from "./config-caches";
import { applyConfigPatch } from "./config-write";

const log = logger("media");

/**
 * `POST /api/sites/{slug}/settings/logo` (issue 32 §4, decision 0054): the logo's bytes as the body
 * (PNG, SVG, WebP or JPEG; what decoding finds counts), for a member with `settings.write`. The logo
 * is processed (logo-processing.ts), stored under `logos/<id>.png` and `.webp`, and the site's
 * `theme.logo_url` set to it through the settings writer, so the change is a revision with its
 * audit entry and can be undone from the history like any other. 201 `{ logo_url }`; 400 not an image
 * we read; 413 over the limit; 503 the store could not take it.
 */

export type LogoEndpointDeps = ConsoleSessionDeps & { storage: () => MediaStorage; uploadLimitMb: number };

const LOGO_TYPES = new Set([
  "image/png",
  "image/svg+xml",
  "image/webp",
  "image/jpeg",
  "application/octet-stream",
]);

/** Where an uploaded logo is served (app/media/logos), as `theme.logo_url` holds it. */
export const logoPath = (id: string) => `/media/logos/${id}.png`;

async function readLogo(request: Request, limitMb: number): Promise<Uint8Array | "too-large"> {
  const chunks: Uint8Array[] = [];
  try {
    for await (const chunk of bodyChunks(request, limitMb * 1024 * 1024)) chunks.push(chunk);
  } catch (error) {
    if (error instanceof BodyTooLargeError) return "too-large";
    throw error;
  }
  return Buffer.concat(chunks);
}

export async function postLogoUpload(
  deps: LogoEndpointDeps,
  slug: string,
  request: Request,
): Promise<Response> {
  const upload = await receiveUpload(request, {
    session: consoleSiteSession(deps, slug, "settings.write"),
    types: (type) => LOGO_TYPES.has(type),
    typeHelp:
      "Send the logo's bytes as the body, with its type (image/png, image/svg+xml, image/webp or image/jpeg)",
  });
  if (!upload.ok) return upload.response;
  const { member, site } = upload.session;
  const bytes = await readLogo(request, deps.uploadLimitMb);
  if (bytes === "too-large") {
    return jsonError(
      413,
      `This logo is over ${deps.uploadLimitMb} MB: a logo needs far less; save it smaller.`,
    );
  }
  try {
    const logo = await processLogo(bytes);
    const id = randomUUID();
    const storage = deps.storage();
    await storage.put(`logos/${id}.png`, logo.png, "image/png");
    await storage.put(`logos/${id}.webp`, logo.webp, "image/webp");
    const actor = staffActor(member, upload.client.address);
    const written = await applyConfigPatch(
      deps.db,
      { siteId: site.id, dealershipId: null },
      { theme: { logo_url: logoPath(id) } },
      actor,
    );
    if (written.kind !== "ok") return jsonError(404, "There is no such site.");
    refreshSiteAfterConfigChange(site.slug);
    return Response.json(
      { logo_url: logoPath(id), width: logo.width, height: logo.height, revision: written.revisionId },
      { status: 201, headers: { "cache-control": "private, no-store" } },
    );
  } catch (error) {
    if (error instanceof PhotoRefusedError) return fixFields([{ key: "file", message: error.message }]);
    if (error instanceof MediaStorageError) {
      log.error("storing a logo failed", { err: error });
      return jsonError(503, "The logo could not be stored just now: try again in a minute.");
    }
    throw error;
  }
}
