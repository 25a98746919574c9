"use server";

import type { ReactNode } from "react";
import { RichText } from "@/components/content/rich-text";
import { richTextTree } from "@/lib/content/rich-text";
import { mayOnSite } from "@/lib/staff/roles";
import { getDatabase } from "@/server/db/database";
import { readSite } from "@/server/tenancy/sites";
import { currentStaff } from "../../../../../_loaders/staff";

const MAX_PREVIEW = 100_000;

/**
 * The editor's live preview of a Markdown body (decision 0053): rendered here, by the very renderer and
 * component the site's pages use (lib/content/rich-text.ts, components/content/rich-text.tsx), so what
 * staff see is what the site will show, sanitised the same way, and remark never ships to the browser.
 * Only for a member who may edit the site's content; nothing is stored.
 */
export async function previewMarkdown(siteSlug: string, markdown: string): Promise<ReactNode> {
  const member = await currentStaff();
  if (!member || member.mustEnrolTwoFactor || typeof markdown !== "string") return null;
  const site = await readSite(await getDatabase(), String(siteSlug).slice(0, 100));
  if (!site || !mayOnSite(member.scope, "content.write", site.id)) return null;
  if (markdown.length > MAX_PREVIEW) return <p>Too long to preview: at most {MAX_PREVIEW} characters.</p>;
  return <RichText tree={richTextTree({ markdown })} />;
}
