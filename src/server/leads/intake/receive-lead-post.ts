import "server-only";
import type { LeadSubmission } from "@/lib/leads/forms";
import { leadFromForm } from "@/lib/leads/lead-from-form";
import type { LeadPostContext } from "@/lib/leads/lead-post-context";
import type { Site } from "@/lib/tenancy/site";
import type { Database } from "../../db/client";
import { type SubmitLeadResult, submitLead } from "./submit-lead";

/** A lead post once the prelude has taken it (lead-post-endpoint.ts): the form as validated, and where it came from. */
export type LeadPostInput = {
  form: LeadSubmission;
  context: LeadPostContext;
  userAgent: string | null;
};

/**
 * A shopper's lead, from a form that checked out to a stored lead (issue 5 "one submit path"): the
 * form's answers as the lead the dealer gets, its car, location and dealership checked against the
 * site, stored with its deliveries and the shopper's confirmation (issue 34: every form's, whatever
 * its marketing opt-in says). A repeat of a form already filed answers the first lead (or `conflict`
 * for other content under its key).
 */
export function receiveLeadPost(db: Database, site: Site, input: LeadPostInput): Promise<SubmitLeadResult> {
  const { form, context, userAgent } = input;
  return submitLead(
    db,
    site,
    leadFromForm(form, {
      path: context.path ?? null,
      userAgent,
      visitedPages: context.visited_pages,
      linkedQueryParams: context.linked_query_params,
    }),
    new Date(),
    { kind: "received" },
  );
}
