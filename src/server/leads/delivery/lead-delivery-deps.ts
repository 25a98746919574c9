import "server-only";
import { eq } from "drizzle-orm";
import type { Env } from "@/env";
import { safeParseSiteConfig } from "@/lib/tenancy/site-config";
import type { Database } from "../../db/client";
import { sites } from "../../db/schema";
import type { Mailer } from "./mailer";
import type { DeliveryDeps } from "./send-delivery";

/** What this server's lead deliveries are sent with: its mailer, sender and webhook settings. */
export function leadDeliveryDeps(db: Database, env: Env, mailer: Mailer): DeliveryDeps {
  return {
    mailer,
    from: env.LEAD_MAIL_FROM,
    allowPrivateWebhookTargets: env.LEAD_WEBHOOK_ALLOW_PRIVATE === "1",
    webhookSecret: (siteId, url) => currentWebhookSecret(db, siteId, url),
  };
}

/** The secret the site has now for that URL: a webhook removed or moved since the lead gets none. */
async function currentWebhookSecret(db: Database, siteId: number, url: string): Promise<string | null> {
  const [row] = await db.select({ config: sites.config }).from(sites).where(eq(sites.id, siteId));
  const parsed = safeParseSiteConfig(row?.config);
  const webhook = parsed.success ? parsed.data.leads.webhook : undefined;
  return webhook && webhook.url === url ? webhook.secret : null;
}
