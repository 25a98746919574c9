import { z } from "zod";
import { AU_TIME_ZONES } from "../locations/time-zones";
import { DEFAULT_DIGEST_HOUR } from "./digest-schedule";

/**
 * Saved-search and price-drop alerts' slice of the site config (issue 21 §6, decisions 0038, 0043),
 * for signed-in shoppers on a site with `features.authentication`: at most one digest a day per
 * shopper, sent from `digest_hour` on (0–23, local time) on the site's clock: `time_zone` when set,
 * else the zone most of the site's locations keep, else `default_state`'s.
 */
export const alertsConfigSchema = z
  .strictObject({
    digest_hour: z.number().int().min(0).max(23).default(DEFAULT_DIGEST_HOUR).meta({
      label: "Digest hour",
      help: "The local hour (0–23) shoppers' daily alert digests go out from (issue 21 §6).",
    }),
    time_zone: z.enum(AU_TIME_ZONES).optional().meta({
      label: "Time zone",
      help: "The site's clock for digests; unset: the zone most of its locations keep.",
    }),
  })
  .prefault({})
  .meta({ label: "Alerts", help: "Saved-search and price-drop digests for signed-in shoppers." });

export type AlertsConfig = z.infer<typeof alertsConfigSchema>;
