import { z } from "zod";
import { dealershipConfigSchema } from "../../tenancy/dealership-config";
import { httpUrl, optionalText, slugSchema, text } from "./fields";

/** A record of the bundle's `dealerships`: who sells the cars, and its config overrides. */

export const dealershipRecordSchema = z.object({
  slug: slugSchema,
  name: text().min(1),
  manufacturer: z.object({ name: text().min(1) }).nullish(),
  phone: optionalText(40),
  email: z.email().nullish(),
  youtube_url: httpUrl.nullish(),
  autograb: z.boolean().default(false),
  /**
   * The dealership's overrides of the site config for its own cars (lib/tenancy/dealership-config,
   * decision 0032). Merged over the stored overrides like the site's (decision 0041); absent: they are
   * kept; `--replace-config` with `{}` clears them.
   */
  config: dealershipConfigSchema.optional(),
});

export type DealershipRecord = z.infer<typeof dealershipRecordSchema>;
