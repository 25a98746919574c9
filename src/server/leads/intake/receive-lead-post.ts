import "server-only";
import { and, eq } from "drizzle-orm";
import { leadSubmissionSchema } from "@/lib/leads/forms";
import { leadFromForm } from "@/lib/leads/lead-from-form";
import { leadPostContextSchema } from "@/lib/leads/lead-post-context";
import { siteFormSetup } from "@/lib/leads/site-form-setup";
import type { Site } from "@/lib/tenancy/site";
import type { Database } from "../../db/client";
import { leads } from "../../db/schema";
import { parseJsonBody, zodIssues } from "../../http/api";
import { listSiteLocations } from "../../locations/queries";
import { guardOrigin, type LeadGuard, leadGuard } from "./lead-guard";
import { type SubmitLeadResult, submitLead } from "./submit-lead";

export type LeadPostResult =
  | SubmitLeadResult
  /** A filled honeypot or a form sent back too fast: to be answered as if taken; nothing was stored. */
  | { kind: "bot" }
  /** Refused before the lead was read, with its answer ready: 403 cross-site, 400 or 413 body, 429. */
  | { kind: "refused"; response: Response };

/**
 * A shopper's post to a site's /api/leads, from request to stored lead (issue 5 "one submit path"):
 * where it comes from, the body, the form's own rules as the site's forms were built with them, the
 * spam guard and rate limits, then the lead. Only a valid post reaches the guard, so only valid posts
 * count against the rate limits, and a repeat of a form already filed (a double click, a retry after
 * a dropped connection) is answered as the same lead without being counted again, so an honest retry
 * is never refused. `guard` is the process's own unless a test brings one.
 */
export async function receiveLeadPost(
  db: Database,
  site: Site,
  request: Request,
  guard?: LeadGuard,
): Promise<LeadPostResult> {
  const refused = guardOrigin(request);
  if (refused) return { kind: "refused", response: refused };

  const parsed = await parseJsonBody(request, leadPostContextSchema);
  if (!parsed.ok) return { kind: "refused", response: parsed.response };
  const context = parsed.data;

  // The same switches, choices and clock the site's forms were built with (siteFormSetup).
  const schema = leadSubmissionSchema(siteFormSetup(site, await listSiteLocations(db, site)).options);
  const form = schema.safeParse(context);
  if (!form.success) return { kind: "invalid", issues: zodIssues(form.error) };

  const idempotencyKey = form.data.idempotency_key;
  const verdict = await (guard ?? (await leadGuard(db))).check(request, site.slug, context, {
    // A repeat of a filed form is createLead's to answer (the first lead, or 409), not a new lead to count.
    isRepeat: () => leadFiled(db, site, idempotencyKey),
  });
  if (verdict.kind === "refuse") return { kind: "refused", response: verdict.response };
  if (verdict.kind === "bot") return { kind: "bot" };

  return submitLead(
    db,
    site,
    leadFromForm(form.data, {
      path: context.path ?? null,
      userAgent: request.headers.get("user-agent")?.slice(0, 500) ?? null,
      visitedPages: context.visited_pages,
      linkedQueryParams: context.linked_query_params,
    }),
  );
}

/** Whether the site already holds a lead under this form's idempotency key. */
async function leadFiled(db: Database, site: Site, idempotencyKey: string): Promise<boolean> {
  const [row] = await db
    .select({ id: leads.id })
    .from(leads)
    .where(and(eq(leads.siteId, site.id), eq(leads.idempotencyKey, idempotencyKey)))
    .limit(1);
  return row !== undefined;
}
