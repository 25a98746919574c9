import { z } from "zod";
import { internal, secret } from "../config/config-visibility";

/**
 * Where a site's leads go (ARCHITECTURE "Nothing is lost"; decision 0043). Each lead is e-mailed to its
 * location's address, or the site's contact e-mail when it has no location, and to every address here;
 * ADF XML goes to each CRM address; the webhook gets a signed POST. Secrets stay in the config, never
 * in the outbox rows. The whole group is internal and the webhook's key secret (decision 0042).
 */
export const leadsConfigSchema = internal(
  z
    .strictObject({
      emails: z
        .array(z.email())
        .max(10)
        .default([])
        .meta({ label: "Lead inboxes", help: "Every lead is also e-mailed here (up to 10 addresses)." }),
      adf_emails: z
        .array(z.email())
        .max(5)
        .default([])
        .meta({ label: "CRM addresses (ADF)", help: "Each lead goes here as ADF XML, for a CRM's import." }),
      webhook: z
        .strictObject({
          url: z.url({ protocol: /^https?$/ }).meta({ label: "Webhook address" }),
          secret: secret(
            z.string().min(32, "The webhook secret must be at least 32 characters").meta({
              label: "Webhook signing key",
              help: "HMAC-SHA256 key of the x-forecourt-signature header, at least 32 characters.",
            }),
          ),
        })
        .optional()
        .meta({ label: "Webhook", help: "Each lead is POSTed here, signed." }),
    })
    .prefault({})
    .meta({ label: "Lead routing", help: "Where the site's leads go besides the location's inbox." }),
);

export type LeadsConfig = z.infer<typeof leadsConfigSchema>;
