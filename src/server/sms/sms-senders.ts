import "server-only";
import path from "node:path";
import { type Env, env as processEnv } from "@/env";
import { getDatabase } from "../db/database";
import { processSingleton } from "../process-singleton";
import { messageMediaSmsSender } from "./messagemedia-sms-sender";
import { outboxSmsSender } from "./outbox-sms-sender";
import { siteMessagingBySlug } from "./site-messaging";
import { siteSmsSender } from "./site-sms-sender";
import type { SmsSender } from "./sms-sender";

/** The dev outbox's directory: `DATA_DIR/sms`. */
export function smsOutboxDir(env: Pick<Env, "DATA_DIR"> = processEnv): string {
  return path.resolve(env.DATA_DIR, "sms");
}

/** The sender `SMS_PROVIDER` names (env.ts has already checked its settings are complete). */
export function smsSenderFor(env: Env): SmsSender {
  if (env.SMS_PROVIDER === "messagemedia") {
    return messageMediaSmsSender({
      apiKey: env.MESSAGEMEDIA_API_KEY ?? "",
      apiSecret: env.MESSAGEMEDIA_API_SECRET ?? "",
      apiBase: env.MESSAGEMEDIA_API_BASE,
      ...(env.SMS_SENDER ? { sender: env.SMS_SENDER } : {}),
    });
  }
  return outboxSmsSender(smsOutboxDir(env));
}

const sender = processSingleton<SmsSender>("sms-sender");

/** This server's one sender: the platform's, with each site's own sender id or account (decision 0077). */
export function serverSmsSender(): SmsSender {
  return sender.get(() =>
    siteSmsSender(smsSenderFor(processEnv), {
      messagingFor: async (slug) => siteMessagingBySlug(await getDatabase(), slug),
      messageMediaApiBase: processEnv.MESSAGEMEDIA_API_BASE,
    }),
  );
}

/**
 * Whether the dev outbox page (`/dev/sms`) exists: only outside production (issue 21 §1), or on a test
 * rig that says so with SMS_DEV_OUTBOX_PAGE=1 (which env.ts allows only with the outbox provider).
 * Anywhere else the page is the site's 404, so it is never in a sitemap or a search engine.
 */
export function devOutboxPageEnabled(
  env: Pick<Env, "NODE_ENV" | "SMS_PROVIDER" | "SMS_DEV_OUTBOX_PAGE"> = processEnv,
): boolean {
  if (env.SMS_PROVIDER !== "outbox") return false;
  return env.NODE_ENV !== "production" || env.SMS_DEV_OUTBOX_PAGE === "1";
}
