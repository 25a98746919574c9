import "server-only";
import { and, eq, inArray, isNull, lte, notInArray, sql } from "drizzle-orm";
import type { AlertChannel } from "@/lib/alerts/alert-types";
import {
  type DigestCar,
  type DigestContent,
  digestChannel,
  hasNews,
  newMatchCars,
  priceDropLines,
  renderDigest,
} from "@/lib/alerts/digest";
import { type DigestClock, digestDayAt, siteDigestClock } from "@/lib/alerts/digest-schedule";
import { savedSearchFilters, savedSearchLabel, savedSearchPath } from "@/lib/alerts/saved-search";
import { unsubscribeToken, unsubscribeUrl } from "@/lib/alerts/unsubscribe-token";
import type { Site } from "@/lib/tenancy/site";
import type { Database } from "../db/client";
import { alertDigests, alertEvents, cars, locations, savedSearches, sites, users } from "../db/schema";
import { listedCarsWhere } from "../stock/listed-stock";
import { searchFrom } from "../stock/search-documents";
import { readSite, siteOrigin } from "../tenancy/sites";
import { priceAlertSettingsOf } from "./saved-searches";

/**
 * The digest job (issue 21 §6 "at most one digest a day per shopper"): for each site whose digest
 * hour has come on its own clock, each shopper with alert events not yet in a digest and no digest
 * yet today gets one: the events still worth saying, rendered for one channel, stored as an outbox row
 * (`alert_digests`) with the events marked as its own, in one transaction. The row's unique key
 * (shopper, local day) makes a second server, or a second run, make nothing; the outbox sends it.
 */
export type ComposeDeps = {
  db: Database;
  /** The site's unsubscribe-token key (alert-keys.ts). */
  tokenKey(site: Site): Promise<string>;
  /** Where links point; the site's public origin by default. */
  originOf?: (site: Site) => string;
};

export type ComposeReport = { digests: number; quiet: number };

export async function composeDueDigests(deps: ComposeDeps, now: Date): Promise<ComposeReport> {
  const { db } = deps;
  const report: ComposeReport = { digests: 0, quiet: 0 };
  const pending = await db
    .selectDistinct({ siteId: alertEvents.siteId, slug: sites.slug })
    .from(alertEvents)
    .innerJoin(sites, eq(sites.id, alertEvents.siteId))
    .where(isNull(alertEvents.digestId));
  for (const { siteId, slug } of pending) {
    const site = await readSite(db, slug);
    if (!site) continue;
    if (!site.config.features.authentication) {
      // Sign-in switched off: no shopper can read or stop alerts here, so none go out.
      await db.delete(alertEvents).where(and(eq(alertEvents.siteId, siteId), isNull(alertEvents.digestId)));
      continue;
    }
    const day = digestDayAt(now, await digestClockOf(db, site));
    if (day === null) continue;
    const due = await db
      .selectDistinct({ userId: alertEvents.userId })
      .from(alertEvents)
      .where(
        and(
          eq(alertEvents.siteId, site.id),
          isNull(alertEvents.digestId),
          lte(alertEvents.createdAt, now),
          notInArray(
            alertEvents.userId,
            db
              .select({ userId: alertDigests.userId })
              .from(alertDigests)
              .where(and(eq(alertDigests.siteId, site.id), eq(alertDigests.localDate, day))),
          ),
        ),
      );
    for (const { userId } of due) {
      const made = await composeDigest(deps, site, userId, day, now);
      if (made === "made") report.digests++;
      else if (made === "quiet") report.quiet++;
    }
  }
  return report;
}

/** The site's digest clock: `alerts.digest_hour` on its zone (lib/alerts/digest-schedule). */
export async function digestClockOf(db: Database, site: Site): Promise<DigestClock> {
  const states = site.dealershipIds.length
    ? await db
        .select({ state: sql<string | null>`${locations.address}->>'state'` })
        .from(locations)
        .where(and(inArray(locations.dealershipId, site.dealershipIds), eq(locations.visible, true)))
    : [];
  return siteDigestClock(
    site.config.alerts,
    site.config.default_state,
    states.map((row) => row.state),
  );
}

/**
 * One shopper's digest for `day`: "made", "quiet" (nothing left worth saying: the cars sold, the prices
 * went back up, the alerts were turned off; those events are spent and removed), or "taken" (another
 * server made today's first).
 */
export async function composeDigest(
  deps: ComposeDeps,
  site: Site,
  userId: number,
  day: string,
  now: Date,
): Promise<"made" | "quiet" | "taken"> {
  const { db } = deps;
  const [user] = await db
    .select({ phone: users.phone, email: users.contactEmail })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.siteId, site.id)));
  const events = await db
    .select()
    .from(alertEvents)
    .where(
      and(
        eq(alertEvents.siteId, site.id),
        eq(alertEvents.userId, userId),
        isNull(alertEvents.digestId),
        lte(alertEvents.createdAt, now),
      ),
    );
  if (!user || events.length === 0) return "quiet";
  const eventIds = events.map((event) => event.id);

  const searchIds = [...new Set(events.flatMap((e) => (e.savedSearchId === null ? [] : [e.savedSearchId])))];
  const searches = searchIds.length
    ? await db
        .select()
        .from(savedSearches)
        .where(and(inArray(savedSearches.id, searchIds), eq(savedSearches.alertsOn, true)))
    : [];
  const prices = await priceAlertSettingsOf(db, userId);
  const carIds = [...new Set(events.map((event) => event.carId))];
  const carRows = await searchFrom(db, now).where(and(listedCarsWhere(site, now), inArray(cars.id, carIds)));
  const carsById = new Map<number, DigestCar>(
    carRows.map((row) => [
      row.id,
      {
        id: row.id,
        name: row.name,
        slug: row.slug,
        status: row.status,
        price: row.price === null ? null : Number(row.price),
        offerPrice: row.offerPrice === null ? null : Number(row.offerPrice),
      },
    ]),
  );

  const key = await deps.tokenKey(site);
  const origin = (deps.originOf ?? siteOrigin)(site);
  const link = (subject: Parameters<typeof unsubscribeToken>[2]) =>
    unsubscribeUrl(origin, unsubscribeToken(key, site.id, subject));
  const dropEvents = prices.alertsOn
    ? events.flatMap((e) =>
        e.kind === "price_drop" && e.oldPrice !== null && e.newPrice !== null
          ? [{ carId: e.carId, oldPrice: e.oldPrice, newPrice: e.newPrice, at: e.createdAt }]
          : [],
      )
    : [];
  const content: DigestContent = {
    siteName: site.name,
    origin,
    priceDrops: dropEvents.length
      ? { lines: priceDropLines(dropEvents, carsById), unsubscribeUrl: link({ kind: "price-drops", userId }) }
      : null,
    searches: searches.map((search) => ({
      savedSearchId: search.id,
      label: savedSearchLabel(savedSearchFilters(search.query)),
      path: savedSearchPath(search.query, "latest"),
      cars: newMatchCars(
        events.flatMap((e) =>
          e.kind === "new_match" && e.savedSearchId === search.id
            ? [{ savedSearchId: search.id, carId: e.carId, at: e.createdAt }]
            : [],
        ),
        carsById,
      ),
      unsubscribeUrl: link({ kind: "search", savedSearchId: search.id }),
    })),
    unsubscribeAllUrl: link({ kind: "all", userId }),
  };

  if (!hasNews(content)) {
    await db.delete(alertEvents).where(and(inArray(alertEvents.id, eventIds), isNull(alertEvents.digestId)));
    return "quiet";
  }
  const asked: AlertChannel[] = [
    ...(content.priceDrops?.lines.length ? [prices.channel] : []),
    ...searches.filter((_, i) => content.searches[i]!.cars.length > 0).map((search) => search.channel),
  ];
  const channel = digestChannel(asked, user.email?.trim() || null);
  const target = channel === "email" ? user.email!.trim() : user.phone;
  const message = renderDigest(content, channel);

  return db.transaction(async (tx) => {
    const [digest] = await tx
      .insert(alertDigests)
      .values({
        siteId: site.id,
        userId,
        localDate: day,
        channel,
        target,
        message,
        nextAttemptAt: now,
        createdAt: now,
      })
      .onConflictDoNothing({ target: [alertDigests.userId, alertDigests.localDate] })
      .returning({ id: alertDigests.id });
    if (!digest) return "taken";
    // Every event read, said or spent, belongs to this digest: none is told twice.
    await tx
      .update(alertEvents)
      .set({ digestId: digest.id })
      .where(and(inArray(alertEvents.id, eventIds), isNull(alertEvents.digestId)));
    return "made";
  });
}
