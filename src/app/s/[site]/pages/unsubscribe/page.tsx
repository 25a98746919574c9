import type { Metadata } from "next";
import { UnsubscribeButton } from "@/components/alerts/unsubscribe-button";
import { SAVED_SEARCHES_PATH } from "@/lib/alerts/alert-types";
import { UNSUBSCRIBE_PATH } from "@/lib/alerts/unsubscribe-token";
import { alertTokenKey } from "@/server/alerts/alert-keys";
import { findUnsubscribable } from "@/server/alerts/unsubscribe";
import { getDatabase } from "@/server/db/database";
import { siteOrigin } from "@/server/tenancy/sites";
import { loadContentPage } from "../../_loaders/content";
import { loadSite, requireSite } from "../../_loaders/site";
import { ContentRoute } from "../../_routes/content-route";

/** Reads the link's token on every request; changes nothing (a GET never does). */
export const dynamic = "force-dynamic";

type Props = {
  params: Promise<{ site: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const TOKEN_CHARS = 200;

function tokenOf(raw: string | string[] | undefined): string | null {
  const value = Array.isArray(raw) ? raw[0] : raw;
  const token = value?.trim();
  return token && token.length <= TOKEN_CHARS ? token : null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await loadSite((await params).site);
  if (!site) return {};
  return {
    title: "Stop alerts",
    alternates: { canonical: `${siteOrigin(site)}${UNSUBSCRIBE_PATH}` },
    // A shopper's own link: never in a search engine.
    robots: { index: false, follow: false },
  };
}

/**
 * /pages/unsubscribe (spec 02 §2 content pages; issue 21 §6 "an unsubscribe link that works without
 * signing in"). With a link's token: what it stops, and a button that stops it (a POST, Origin-checked:
 * mail scanners open links, so opening one must change nothing). Without one: the site's own
 * "unsubscribe" content page if it has one, else how to stop alerts. This folder wins over
 * /pages/[slug], so a dealer's page of that slug is shown here, not lost.
 */
export default async function UnsubscribeRoute({ params, searchParams }: Props) {
  const slug = (await params).site;
  const site = await requireSite(slug);
  const token = tokenOf((await searchParams).token);
  if (!token && (await loadContentPage(slug, "unsubscribe"))) {
    return <ContentRoute siteSlug={slug} slug="unsubscribe" />;
  }
  const db = await getDatabase();
  const found =
    token && site.config.features.authentication
      ? await findUnsubscribable(db, site, await alertTokenKey(db, site.id), token).then((f) =>
          f ? { ...f, token } : null,
        )
      : null;
  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="text-3xl font-bold">Stop alerts</h1>
      {found === null ? (
        <div className="mt-4 space-y-3" data-testid="unsubscribe-help">
          <p>
            {token
              ? "This link doesn't work: it may have been cut short, or the alert it was for has been deleted."
              : `Every alert ${site.name} sends has a link that stops it, no sign-in needed.`}
          </p>
          {site.config.features.authentication ? (
            <p>
              You can also sign in and turn any alert off on{" "}
              <a href={SAVED_SEARCHES_PATH} className="font-semibold text-primary underline">
                your saved searches and watchlist
              </a>
              .
            </p>
          ) : null}
        </div>
      ) : found.alreadyOff ? (
        <p className="mt-4" role="status" data-testid="unsubscribed">
          Nothing more to do: {found.description} are already off.
        </p>
      ) : (
        <>
          <p className="mt-4">
            Press the button to stop {found.description}. You don't need to sign in, and you can turn them on
            again any time from{" "}
            <a href={SAVED_SEARCHES_PATH} className="font-semibold text-primary underline">
              your saved searches
            </a>
            .
          </p>
          <UnsubscribeButton token={found.token} />
        </>
      )}
    </div>
  );
}
