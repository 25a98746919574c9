import "server-only";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { Env } from "@/env";
import { safeParseSiteConfig } from "@/lib/tenancy/site-config";
import type { Database } from "../../db/client";
import { sites } from "../../db/schema";
import { processSingleton } from "../../process-singleton";
import { type DeliveryWorker, startDeliveryWorker } from "./delivery-worker";
import { createMailer } from "./mailer";

/**
 * The server's one delivery worker, shared by every bundle like the database handle: Next's route
 * handlers and instrumentation are separate bundles, and a lead stored by a route handler should
 * kick the worker the boot started.
 */
const worker = processSingleton<DeliveryWorker>("lead-worker");

export function startLeadWorker(db: Database, env: Env): DeliveryWorker {
  return worker.get(() =>
    startDeliveryWorker(db, {
      mailer: createMailer({ smtpUrl: env.SMTP_URL, spoolDir: path.join(env.DATA_DIR, "mail") }),
      from: env.LEAD_MAIL_FROM,
      allowPrivateWebhookTargets: env.LEAD_WEBHOOK_ALLOW_PRIVATE === "1",
      webhookSecret: (siteId, url) => currentWebhookSecret(db, siteId, url),
    }),
  );
}

/** Deliver now rather than at the next tick; a no-op where no worker runs (CLI, tests). */
export function kickLeadWorker(): void {
  worker.peek()?.kick();
}

export async function stopLeadWorker(): Promise<void> {
  await worker.clear()?.stop();
}

/** The secret the site has now for that URL: a webhook removed or moved since the lead gets none. */
async function currentWebhookSecret(db: Database, siteId: number, url: string): Promise<string | null> {
  const [row] = await db.select({ config: sites.config }).from(sites).where(eq(sites.id, siteId));
  const parsed = safeParseSiteConfig(row?.config);
  const webhook = parsed.success ? parsed.data.leads.webhook : undefined;
  return webhook && webhook.url === url ? webhook.secret : null;
}
