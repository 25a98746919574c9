import { z } from "zod";
import { SITE_DIRECTORY_SETTINGS } from "./lib/tenancy/site-directory";

/**
 * The environment, validated once. Everything that reads configuration from the process goes through
 * here so a typo fails loudly at start instead of quietly falling back.
 */
const envFields = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /**
   * The port shoppers reach, when it is not the one Next listens on: `npm start` sets it to PORT while
   * Next listens behind the front cache on another. Used for the local `<slug>.localhost` addresses.
   */
  PUBLIC_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /** Where embedded PGlite keeps its files (and where undeliverable mail is spooled). */
  DATA_DIR: z.string().min(1).default(".data"),
  /** When set, use this PostgreSQL server instead of embedded PGlite. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must be a postgres:// or postgresql:// URL")
    .optional(),
  /**
   * The dealer console's host name (issue 31 §1, decision 0045): its pages answer there and on no
   * dealer's host. Under `npm start`, `console.localhost` opens it at http://console.localhost:3000.
   */
  CONSOLE_HOST: z
    .string()
    .trim()
    .toLowerCase()
    .regex(
      /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/,
      "CONSOLE_HOST must be a host name such as console.example.com",
    )
    .default("console.localhost"),
  /** Site slug served for hosts that match no site's domain. */
  DEFAULT_SITE: z.string().min(1).optional(),
  /**
   * Who sees the list of every site (the platform index at the bare host and the unknown-host 404):
   * `local` a browser on this machine only, `on` everyone, `off` nobody (issue 16 §7).
   */
  SITE_DIRECTORY: z.enum(SITE_DIRECTORY_SETTINGS).default("local"),
  /** `auto` seeds the demo sites into an empty database on start; `off` never does. */
  SEED_DEMO: z.enum(["auto", "off"]).default("auto"),
  /** Number of cars in the demo dealer group when seeding on start. */
  DEMO_CARS: z.coerce.number().int().min(0).max(200_000).default(3000),
  /**
   * The SMTP relay for dealer lead e-mails (`smtp://user:pass@host:587` or `smtps://…`). Without it,
   * lead e-mails are written to `DATA_DIR/mail` as .eml files, so nothing is lost on a demo machine.
   */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "SMTP_URL must be an smtp:// or smtps:// URL")
    .optional(),
  /** The sender of lead e-mails. */
  LEAD_MAIL_FROM: z.string().min(3).default('"Forecourt leads" <leads@forecourt.local>'),
  /**
   * The address shoppers' alert digests are e-mailed from (decision 0038), shown under the site's
   * name; SMTP_URL (or the DATA_DIR/mail spool) carries them like lead e-mails.
   */
  ALERT_MAIL_FROM: z.email("ALERT_MAIL_FROM must be an e-mail address").default("alerts@forecourt.local"),
  /**
   * The sender of the dealer console's e-mails to staff (issue 31 §2): invitations and password resets,
   * through SMTP_URL or the DATA_DIR/mail spool like lead e-mails.
   */
  CONSOLE_MAIL_FROM: z.string().min(3).default('"Forecourt console" <console@forecourt.local>'),
  /**
   * `1` lets a site's lead webhook point at loopback or private addresses: local development and
   * tests only. Off in production, where a dealer-supplied URL must not reach our own network.
   */
  LEAD_WEBHOOK_ALLOW_PRIVATE: z.enum(["0", "1"]).default("0"),
  /**
   * Key that signs lead forms' render stamps. Without it one is generated on first use and kept in the
   * database (`app_secrets`), so every server on one database shares it (decision 0019).
   */
  LEAD_FORM_SECRET: z.string().min(32, "LEAD_FORM_SECRET must be at least 32 characters").optional(),
  /** Lead posts allowed per client address, and per site, in each 10-minute window. */
  /**
   * Bearer token for the admin API (`POST /admin/api/import`). Without it one is generated into
   * `DATA_DIR/admin-token` at the first start and printed once. Servers sharing one PostgreSQL set it.
   */
  ADMIN_TOKEN: z.string().min(24, "ADMIN_TOKEN must be at least 24 characters").optional(),
  /** The largest feed `POST /admin/api/import` reads, in megabytes; reading stops there (413). */
  IMPORT_BODY_LIMIT_MB: z.coerce.number().int().min(1).max(4096).default(200),
  /** Seconds between looks at `DATA_DIR/inbox` for dropped feed files; 0 turns the inbox off. */
  INBOX_POLL_SECONDS: z.coerce.number().min(0).max(3600).default(2),
  /**
   * Set by `npm start` for its front cache, which asks the app once a second which sites changed
   * (`/api/internal/site-versions`); without it that endpoint answers 404.
   */
  FORECOURT_INTERNAL_TOKEN: z.string().min(24).optional(),
  /**
   * Set by `npm start`: the port its front door listens on, where `forecourt` commands on this machine
   * reach the server (DATA_DIR/server.json). PUBLIC_PORT may name another: a balancer's in front.
   */
  FORECOURT_FRONT_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /**
   * Who takes reservation deposits (issue 18, decision 0026): `local`, a test processor that keeps its
   * ledger in the database (cards `test_ok`, `test_decline`, `test_error`), or `stripe` (PaymentIntents
   * with manual capture; needs STRIPE_SECRET_KEY, and STRIPE_PUBLISHABLE_KEY for the browser's card form).
   */
  PAYMENT_PROVIDER: z.enum(["local", "stripe"]).default("local"),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_\w+$/, "STRIPE_SECRET_KEY must be a Stripe secret or restricted key")
    .optional(),
  /** The publishable key Stripe.js uses in the shopper's browser for the card form (pk_test_… or pk_live_…). */
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .regex(/^pk_(test|live)_\w+$/, "STRIPE_PUBLISHABLE_KEY must be a Stripe publishable key (pk_…)")
    .optional(),
  /** Stripe's API address; only tests change it. */
  STRIPE_API_BASE: z.string().url().default("https://api.stripe.com"),
  /**
   * Who the trade-in wizard asks which car a rego belongs to (issue 20, decision 0035): `local`, a table
   * of the demo's and the tests' plates (README "Trade-in providers"), or `autograb`, AutoGrab's
   * Registration Plate Search (needs AUTOGRAB_API_KEY). A lookup that fails leaves the manual path.
   */
  VEHICLE_LOOKUP_PROVIDER: z.enum(["local", "autograb"]).default("local"),
  /**
   * Who prices the shopper's car: `local`, the site's own listed and sold stock (the median of similar
   * cars), or `autograb`, AutoGrab's trade-in guide (needs AUTOGRAB_API_KEY).
   */
  VALUATION_PROVIDER: z.enum(["local", "autograb"]).default("local"),
  /** The AutoGrab API key (sent in its `ApiKey` header); one key serves the lookup and the valuation. */
  AUTOGRAB_API_KEY: z
    .string()
    .regex(/^\S{8,}$/, "AUTOGRAB_API_KEY must be the key AutoGrab issued: at least 8 characters, no spaces")
    .optional(),
  /** AutoGrab's API address; only tests change it. */
  AUTOGRAB_API_BASE: z
    .string()
    .regex(/^https?:\/\/[^\s/]+(\/[^\s]*)?$/, "AUTOGRAB_API_BASE must be an http:// or https:// URL")
    .default("https://api.autograb.com.au"),
  /**
   * How long the wizard waits for a rego lookup or a valuation, in milliseconds, before it gives the
   * shopper the manual path or an in-person appraisal instead.
   */
  TRADE_IN_PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  /**
   * Key that signs shoppers' session cookies and hashes sign-in codes (issue 21, decision 0036); each
   * site signs with its own key derived from it. Without it one is generated on first use and kept in
   * the database (`app_secrets`), so every server on one database shares it.
   */
  AUTH_SECRET: z.string().min(32, "AUTH_SECRET must be at least 32 characters").optional(),
  /**
   * Who sends text messages (sign-in codes): `outbox`, the dev outbox (one JSON file per message under
   * `DATA_DIR/sms`, nothing leaves the machine), or `messagemedia`, MessageMedia's REST API (needs
   * MESSAGEMEDIA_API_KEY and MESSAGEMEDIA_API_SECRET).
   */
  SMS_PROVIDER: z.enum(["outbox", "messagemedia"]).default("outbox"),
  MESSAGEMEDIA_API_KEY: z.string().min(1).optional(),
  MESSAGEMEDIA_API_SECRET: z.string().min(1).optional(),
  /** MessageMedia's API address; only tests change it. */
  MESSAGEMEDIA_API_BASE: z.string().url().default("https://api.messagemedia.com"),
  /**
   * The sender shoppers see: an alphanumeric id of up to 11 letters and digits (`Forecourt`), or an
   * E.164 number of the account's; unset, the provider's default number.
   */
  SMS_SENDER: z
    .string()
    .regex(
      /^(?=.*[A-Za-z])[A-Za-z0-9 ]{1,11}$|^\+\d{6,15}$/,
      "SMS_SENDER must be up to 11 letters and digits (with at least one letter), or an E.164 number",
    )
    .optional(),
  /**
   * `1` lists the dev outbox at `/dev/sms` on every site even in a production build (an end-to-end test
   * rig reads its codes there). Without it the page exists only when NODE_ENV is not production. Only
   * with SMS_PROVIDER=outbox, where no real shopper's code is in it.
   */
  SMS_DEV_OUTBOX_PAGE: z.enum(["0", "1"]).default("0"),
  /**
   * First-party analytics (issue 33, decision 0061): how many days raw events are kept before the
   * background job purges them (the daily rollups are kept), how many event batches one address may
   * send a site in 10 minutes, and how often the rollup job runs.
   */
  ANALYTICS_RAW_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  ANALYTICS_RATE_PER_IP: z.coerce.number().int().min(1).default(600),
  ANALYTICS_ROLLUP_SECONDS: z.coerce.number().int().min(5).max(86_400).default(60),
  LEAD_RATE_PER_IP: z.coerce.number().int().min(1).default(20),
  LEAD_RATE_PER_SITE: z.coerce.number().int().min(1).default(600),
  /**
   * Memory the stock search indexes may hold together, in MB (issue 15 §4), by their estimated size.
   * Past it, the least recently searched sites' indexes are dropped and those sites answer from SQL
   * until a search brings them back. Measured: an index holds about 2 KB per car, and a server's RSS
   * grows by roughly 1.6× its indexes' live size (garbage awaiting collection, a rebuild's second
   * copy), so the default keeps a server well under 4 GB: ~200 sites of 3,000 cars (docs/benchmarks.md).
   */
  SEARCH_INDEX_BUDGET_MB: z.coerce.number().int().min(16).default(1536),
  /**
   * A file to append every SQL statement to, one JSON line each (a diagnostic: what a page costs;
   * the e2e query-count test reads it). Off when unset.
   */
  FORECOURT_QUERY_LOG: z.string().min(1).optional(),
  /**
   * The least level of log line the server writes (issue 36 item 3, decision 0068): one JSON object a
   * line on standard output; `debug` adds a line for each probe, metrics scrape and built asset.
   */
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /**
   * An OpenTelemetry collector's OTLP/HTTP endpoint (`http://collector:4318`): traces of requests,
   * database statements, outbox sends and imports are sent to `<endpoint>/v1/traces`. Unset (the
   * default): nothing is recorded or sent.
   */
  OTEL_EXPORTER_OTLP_ENDPOINT: z
    .string()
    .regex(/^https?:\/\/[^\s]+$/, "OTEL_EXPORTER_OTLP_ENDPOINT must be an http:// or https:// URL")
    .optional(),
  /** Headers on each post to the collector, `key=value` pairs separated by commas (an API key). */
  OTEL_EXPORTER_OTLP_HEADERS: z.string().min(1).optional(),
  /** The service name the traces are sent under. */
  OTEL_SERVICE_NAME: z.string().min(1).max(100).default("forecourt"),
  /**
   * Map tiles for location maps (issue 17 item 9, decision 0025): an OpenStreetMap-style raster tile
   * URL template with {z}, {x} and {y} (and optionally {s} for subdomains a, b, c), such as a tile
   * provider's or your own tile server's. Unset (the default): no map is drawn, location cards show
   * the address and a directions link only, and no browser ever asks a tile server for anything.
   */
  MAP_TILE_URL: z
    .string()
    .regex(/^https?:\/\/[^\s"'<>]+$/, "MAP_TILE_URL must be an http:// or https:// URL template")
    .refine(
      (url) => ["{z}", "{x}", "{y}"].every((part) => url.includes(part)),
      "MAP_TILE_URL must contain {z}, {x} and {y}",
    )
    .optional(),
  /** The attribution the tile provider requires, shown on every map (plain text). */
  MAP_TILE_ATTRIBUTION: z.string().min(1).max(300).default("© OpenStreetMap contributors"),
  /** The highest zoom level the tile server has. */
  MAP_TILE_MAX_ZOOM: z.coerce.number().int().min(1).max(22).default(19),
  /**
   * Where uploaded media (cars' extra photos) is kept (decision 0052): `local`, files under
   * `DATA_DIR/media`; or `s3`, a bucket of any S3-compatible store (AWS S3, R2, MinIO …).
   */
  MEDIA_STORAGE: z.enum(["local", "s3"]).default("local"),
  MEDIA_S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, "MEDIA_S3_BUCKET must be a bucket name")
    .optional(),
  /** The store's endpoint, e.g. `https://s3.ap-southeast-2.amazonaws.com` or `http://127.0.0.1:9000`. */
  MEDIA_S3_ENDPOINT: z.url({ message: "MEDIA_S3_ENDPOINT must be a URL" }).optional(),
  MEDIA_S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]+$/, "MEDIA_S3_REGION must be a region name")
    .default("us-east-1"),
  MEDIA_S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  MEDIA_S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** `path`: `<endpoint>/<bucket>/<key>` (MinIO, most compatibles); `virtual`: `<bucket>.<endpoint host>`. */
  MEDIA_S3_ADDRESSING: z.enum(["path", "virtual"]).default("path"),
  /**
   * Largest photo a member may upload, in MB. At most 10: the app's proxy (src/proxy.ts) passes on
   * whole only the first 10 MB of a body it sees, and the front door holds the upload path to 10 MB.
   */
  MEDIA_UPLOAD_LIMIT_MB: z.coerce.number().int().min(1).max(10).default(10),
});

const S3_NEEDS = [
  "MEDIA_S3_BUCKET",
  "MEDIA_S3_ENDPOINT",
  "MEDIA_S3_ACCESS_KEY_ID",
  "MEDIA_S3_SECRET_ACCESS_KEY",
] as const;

/** Settings that only make sense together, checked at start rather than found missing by a request. */
const envSchema = envFields
  .superRefine((env, ctx) => {
    if (env.MEDIA_STORAGE !== "s3") return;
    for (const name of S3_NEEDS) {
      if (env[name] === undefined) {
        ctx.addIssue({ code: "custom", message: `MEDIA_STORAGE=s3 needs ${name}`, path: [name] });
      }
    }
  })
  .refine((env) => env.PAYMENT_PROVIDER !== "stripe" || env.STRIPE_SECRET_KEY !== undefined, {
    message: "PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY",
    path: ["STRIPE_SECRET_KEY"],
  })
  .refine((env) => env.PAYMENT_PROVIDER !== "stripe" || env.STRIPE_PUBLISHABLE_KEY !== undefined, {
    message: "PAYMENT_PROVIDER=stripe needs STRIPE_PUBLISHABLE_KEY for the card form",
    path: ["STRIPE_PUBLISHABLE_KEY"],
  })
  .refine((env) => env.VEHICLE_LOOKUP_PROVIDER !== "autograb" || env.AUTOGRAB_API_KEY !== undefined, {
    message: "VEHICLE_LOOKUP_PROVIDER=autograb needs AUTOGRAB_API_KEY",
    path: ["AUTOGRAB_API_KEY"],
  })
  .refine((env) => env.VALUATION_PROVIDER !== "autograb" || env.AUTOGRAB_API_KEY !== undefined, {
    message: "VALUATION_PROVIDER=autograb needs AUTOGRAB_API_KEY",
    path: ["AUTOGRAB_API_KEY"],
  })
  .refine((env) => env.SMS_PROVIDER !== "messagemedia" || env.MESSAGEMEDIA_API_KEY !== undefined, {
    message: "SMS_PROVIDER=messagemedia needs MESSAGEMEDIA_API_KEY",
    path: ["MESSAGEMEDIA_API_KEY"],
  })
  .refine((env) => env.SMS_PROVIDER !== "messagemedia" || env.MESSAGEMEDIA_API_SECRET !== undefined, {
    message: "SMS_PROVIDER=messagemedia needs MESSAGEMEDIA_API_SECRET",
    path: ["MESSAGEMEDIA_API_SECRET"],
  })
  .refine((env) => env.SMS_DEV_OUTBOX_PAGE !== "1" || env.SMS_PROVIDER === "outbox", {
    message: "SMS_DEV_OUTBOX_PAGE=1 shows the dev outbox, which only SMS_PROVIDER=outbox fills",
    path: ["SMS_DEV_OUTBOX_PAGE"],
  })
  .refine(
    (env) =>
      !env.STRIPE_SECRET_KEY ||
      !env.STRIPE_PUBLISHABLE_KEY ||
      env.STRIPE_SECRET_KEY.split("_")[1] === env.STRIPE_PUBLISHABLE_KEY.split("_")[1],
    {
      message: "STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY must both be test keys or both live keys",
      path: ["STRIPE_PUBLISHABLE_KEY"],
    },
  );

export type Env = z.infer<typeof envSchema>;

/** The name of every variable this schema reads (.env.example lists each: src/deploy-files.test.ts). */
export const ENV_VARIABLES = Object.keys(envFields.shape);

/**
 * Validates an environment: this process's (`env` below), or the one the CLI lays its flags over
 * (`--data-dir`). Empty values count as unset. A bad one throws with every reason at once.
 */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const reasons = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`Invalid environment: ${reasons}`);
  }
  return parsed.data;
}

/**
 * This process's environment, parsed once when the module loads: a bad variable stops the server as
 * it starts, and nothing validates it again per request (canonical URLs ask for the port on every page).
 */
export const env: Env = parseEnv(process.env);

/** The port in the site addresses this server writes (canonical URLs, sitemaps, the platform index). */
export function publicPort(settings: Env = env): number {
  return settings.PUBLIC_PORT ?? settings.PORT;
}

/**
 * The console's origin for the links it sends (an invitation, a password reset): https on a real
 * host name, the local port on a `.localhost` one.
 */
export function consoleOrigin(settings: Env = env): string {
  const host = settings.CONSOLE_HOST;
  return host === "localhost" || host.endsWith(".localhost")
    ? `http://${host}:${publicPort(settings)}`
    : `https://${host}`;
}
