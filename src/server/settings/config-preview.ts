import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, lt } from "drizzle-orm";
import { type JsonObject, mergePatch } from "@/lib/import/merge-patch";
import { withoutEmptiedGroups, withoutUntouchedSecrets } from "@/lib/settings/config-patch";
import { HIDDEN_SITE_CONFIG_PATHS } from "@/lib/tenancy/site-config";
import type { Database } from "../db/client";
import { configPreviews } from "../db/schema";
import type { ApiIssue } from "../http/api";
import { type ConfigTarget, configIssues, storedOverrides } from "./config-write";
import { themeContrastIssues } from "./theme-check";

/**
 * Previews of unsaved settings (issue 32 item 3, decision 0054). The console sends the form's patch;
 * the merged overrides are validated like a save and kept behind a random token for PREVIEW_MINUTES.
 * The staff browser opens the site's `/console-preview?token=…`, which trades the token for a cookie
 * and turns Next's draft mode on, so that browser alone gets pages rendered (never cached) with the
 * unsaved config; a shopper, without both cookies, gets the site as stored.
 */

export const PREVIEW_MINUTES = 15;
export const PREVIEW_COOKIE = "forecourt_preview";
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

export type PreviewMade =
  | { kind: "ok"; token: string; expiresAt: Date }
  | { kind: "invalid"; issues: ApiIssue[] }
  | { kind: "not-found" };

export async function createPreview(
  db: Database,
  target: ConfigTarget,
  patch: JsonObject,
  staffId: number | null,
  now = new Date(),
): Promise<PreviewMade> {
  const stored = await storedOverrides(db, target);
  if (stored === null) return { kind: "not-found" };
  const sent = withoutUntouchedSecrets(patch, HIDDEN_SITE_CONFIG_PATHS);
  const merged = withoutEmptiedGroups(mergePatch(stored, sent) as JsonObject, sent);
  const issues = configIssues(target, merged);
  if (!issues.length && target.dealershipId === null) {
    issues.push(...(await themeContrastIssues(db, target.siteId, stored, merged)));
  }
  if (issues.length) return { kind: "invalid", issues };
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + PREVIEW_MINUTES * 60_000);
  await db.delete(configPreviews).where(lt(configPreviews.expiresAt, now));
  await db.insert(configPreviews).values({
    tokenHash: hashOf(token),
    siteId: target.siteId,
    dealershipId: target.dealershipId,
    staffId,
    config: merged,
    expiresAt,
  });
  return { kind: "ok", token, expiresAt };
}

export type Preview = { dealershipId: number | null; config: JsonObject; expiresAt: Date };

/** The preview a token names for this site, while it lasts; null otherwise. */
export async function findPreview(
  db: Database,
  token: string | undefined,
  siteId: number,
  now = new Date(),
): Promise<Preview | null> {
  if (!token || !TOKEN.test(token)) return null;
  const [row] = await db
    .select({
      dealershipId: configPreviews.dealershipId,
      config: configPreviews.config,
      expiresAt: configPreviews.expiresAt,
    })
    .from(configPreviews)
    .where(
      and(
        eq(configPreviews.tokenHash, hashOf(token)),
        eq(configPreviews.siteId, siteId),
        gt(configPreviews.expiresAt, now),
      ),
    );
  return row ?? null;
}
