import { z } from "zod";
import { CDN_PROVIDERS } from "../scripts/cdn-headers.mjs";

/**
 * The shared cache's slice of the environment (issue 35 §4, decision 0076), composed into `env.ts`'s
 * schema: which cache is in front, and what purging it needs.
 */
export const cdnEnvFields = {
  /**
   * The shared cache in front of the app servers (issue 35 §4, decision 0076): `none`, each server's own
   * front cache alone; `varnish` (deploy/varnish), `cloudflare` or `fastly`: the front tags what that
   * cache may keep with its site, and a site whose data changes has its tag purged there, once, from
   * an outbox.
   */
  CDN_PROVIDER: z.enum(CDN_PROVIDERS).default("none"),
  /** Where tag bans go with CDN_PROVIDER=varnish: the Varnish address the app servers reach it at. */
  VARNISH_BAN_URL: z
    .string()
    .regex(/^https?:\/\/[^\s/]+(\/[^\s]*)?$/, "VARNISH_BAN_URL must be an http:// or https:// URL")
    .optional(),
  /** Cloudflare's zone of the sites' domains, and an API token with the Cache Purge permission. */
  CLOUDFLARE_ZONE_ID: z
    .string()
    .regex(/^[0-9a-f]{32}$/, "CLOUDFLARE_ZONE_ID must be the zone's 32-character id")
    .optional(),
  CLOUDFLARE_API_TOKEN: z
    .string()
    .regex(/^\S{20,}$/, "CLOUDFLARE_API_TOKEN must be an API token")
    .optional(),
  /** Cloudflare's API address; only tests change it. */
  CLOUDFLARE_API_BASE: z.string().url().default("https://api.cloudflare.com/client/v4"),
  /** The Fastly service in front of the sites, and an API token with the purge_select scope. */
  FASTLY_SERVICE_ID: z
    .string()
    .regex(/^[A-Za-z0-9]{10,}$/, "FASTLY_SERVICE_ID must be the service's alphanumeric id")
    .optional(),
  FASTLY_API_TOKEN: z
    .string()
    .regex(/^\S{16,}$/, "FASTLY_API_TOKEN must be an API token")
    .optional(),
  /** Fastly's API address; only tests change it. */
  FASTLY_API_BASE: z.string().url().default("https://api.fastly.com"),
};

export /** What each shared cache needs to be purged (decision 0076). */
const CDN_NEEDS = {
  none: [],
  varnish: ["VARNISH_BAN_URL"],
  cloudflare: ["CLOUDFLARE_ZONE_ID", "CLOUDFLARE_API_TOKEN"],
  fastly: ["FASTLY_SERVICE_ID", "FASTLY_API_TOKEN"],
} as const;
