import "server-only";
import { eq } from "drizzle-orm";
import { type MessagingConfig, messagingConfigSchema } from "@/lib/messaging/messaging-config";
import type { Executor } from "../db/client";
import { sites } from "../db/schema";

/**
 * A site's messaging settings, read as stored at the moment of sending (a dealer's new sender id or
 * account applies to the next message, on every server). A stored slice that no longer parses (it was
 * validated on the way in) is left out, so the platform's settings apply rather than none.
 */
export async function siteMessagingBySlug(db: Executor, slug: string): Promise<MessagingConfig | null> {
  const [row] = await db.select({ config: sites.config }).from(sites).where(eq(sites.slug, slug));
  if (!row) return null;
  return messagingOf(row.config);
}

/** The messaging slice of a site's stored overrides, defaulted; the defaults when it does not parse. */
export function messagingOf(storedConfig: unknown): MessagingConfig {
  const stored =
    storedConfig && typeof storedConfig === "object"
      ? (storedConfig as Record<string, unknown>).messaging
      : undefined;
  const parsed = messagingConfigSchema.safeParse(stored ?? {});
  return parsed.success ? parsed.data : messagingConfigSchema.parse({});
}
