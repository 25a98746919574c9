import { cookies, draftMode } from "next/headers";
import { getDatabase } from "@/server/db/database";
import { clientFacts } from "@/server/http/state-change";
import { findPreview, PREVIEW_COOKIE } from "@/server/settings/config-preview";
import { getSite } from "@/server/tenancy/site-cache";

export const dynamic = "force-dynamic";

const NO_STORE = { "cache-control": "private, no-store" };

function page(status: number, text: string): Response {
  const html = `<!doctype html><html lang="en-AU"><meta charset="utf-8"><title>Preview</title><main><h1>Preview</h1><p>${text}</p><p><a href="/">Go to the home page</a></p></main></html>`;
  return new Response(html, { status, headers: { ...NO_STORE, "content-type": "text/html; charset=utf-8" } });
}

/**
 * `GET /console-preview?token=…` on a site's host (issue 32 item 3, decision 0054): the console's
 * preview link. A live token of this site becomes a cookie on this host and turns Next's draft mode on,
 * so this browser alone sees the site with the unsaved settings until it ends (`?end=1`) or expires;
 * then the home page. Never cached: it sets cookies, and the answer says so.
 */
export async function GET(request: Request, { params }: { params: Promise<{ site: string }> }) {
  const url = new URL(request.url);
  const jar = await cookies();
  const draft = await draftMode();
  if (url.searchParams.has("end")) {
    draft.disable();
    jar.delete(PREVIEW_COOKIE);
    return new Response(null, { status: 303, headers: { ...NO_STORE, location: "/" } });
  }
  const site = await getSite((await params).site);
  const token = url.searchParams.get("token") ?? undefined;
  const preview = site ? await findPreview(await getDatabase(), token, site.id) : null;
  if (!preview)
    return page(404, "This preview has ended or is not this site's. Open it again from the console.");
  draft.enable();
  jar.set(PREVIEW_COOKIE, token ?? "", {
    httpOnly: true,
    sameSite: "lax",
    secure: clientFacts(request.headers).secure,
    path: "/",
    expires: preview.expiresAt,
  });
  return new Response(null, { status: 303, headers: { ...NO_STORE, location: "/" } });
}
