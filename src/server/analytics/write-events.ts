import "server-only";
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";

/** One raw event as the buffer holds it: everything but the car's dealership, which the write looks up. */
export type EventRow = {
  siteId: number;
  day: string;
  at: Date;
  event: number;
  page: string;
  carId: number | null;
  visitor: bigint | null;
  source: string | null;
  medium: string | null;
  campaign: string | null;
  device: string;
  query: string | null;
  results: number | null;
};

/**
 * Writes a batch of raw events in one statement (issue 33 §2 "events are written in batches"): the rows
 * go as one JSON parameter (so a batch of any size is one bound value, alike on PGlite and
 * PostgreSQL), and the insert takes each car's dealership from `cars`, dropping any event whose car is
 * not of a dealership its site shows (tenant isolation: a page cannot count another site's car).
 * Answers how many rows were stored.
 */
export async function writeEvents(db: Database, rows: readonly EventRow[]): Promise<number> {
  if (!rows.length) return 0;
  const json = JSON.stringify(
    rows.map((row) => ({
      site_id: row.siteId,
      day: row.day,
      at: row.at.toISOString(),
      event: row.event,
      page: row.page,
      car_id: row.carId,
      visitor: row.visitor === null ? null : row.visitor.toString(),
      source: row.source,
      medium: row.medium,
      campaign: row.campaign,
      device: row.device,
      query: row.query,
      results: row.results,
    })),
  );
  const written = await db.execute(sql`
    insert into analytics_events
      (site_id, day, at, event, page, car_id, dealership_id, visitor, source, medium, campaign, device, query, results)
    select v.site_id, v.day, v.at, v.event, v.page, v.car_id, c.dealership_id, v.visitor,
           v.source, v.medium, v.campaign, v.device, v.query, v.results
    from jsonb_to_recordset(${json}::jsonb) as v(
      site_id int, day date, at timestamptz, event smallint, page text, car_id int, visitor bigint,
      source text, medium text, campaign text, device text, query text, results int)
    left join cars c on c.id = v.car_id
    where v.car_id is null
       or exists (select 1 from site_dealerships sd where sd.site_id = v.site_id and sd.dealership_id = c.dealership_id)`);
  const result = written as unknown as { affectedRows?: number; rowCount?: number | null };
  return result.affectedRows ?? result.rowCount ?? 0;
}
