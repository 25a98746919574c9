import "server-only";
import { randomUUID } from "node:crypto";
import { leadSubmissionSchema } from "@/lib/leads/forms";
import { type LeadPostContext, leadPostContextSchema } from "@/lib/leads/lead-post-context";
import { siteFormSetup } from "@/lib/leads/site-form-setup";
import { signSuccessToken } from "@/lib/leads/success-token";
import type { Site } from "@/lib/tenancy/site";
import type { Database } from "../../db/client";
import { fixFields, jsonError, type Parsed, zodIssues } from "../../http/api";
import { receiveStateChange } from "../../http/state-change";
import { listSiteLocations } from "../../locations/queries";
import { logger } from "../../observability/log";
import { leadFiled } from "./lead-filed";
import { type LeadGuard, leadGuard, verdictAnswer } from "./lead-guard";
import { type LeadPostInput, receiveLeadPost } from "./receive-lead-post";
import type { SubmitLeadResult } from "./submit-lead";
import { successSecret } from "./success-secret";

const log = logger("leads");

/**
 * POST /api/leads, from request to answer (issue 5 "one submit path"), through the state-change
 * prelude: where it comes from, the body, the form's own rules as the site's forms were built with
 * them, then the spam guard and rate limits, then the receiver. Only a valid post reaches the guard,
 * so only valid posts count against the rate limits, and a repeat of a form already filed (a double
 * click, a retry after a dropped connection) is answered as the same lead without being counted
 * again, so an honest retry is never refused. `guard` is the process's own unless a test brings one.
 */
export async function postLead(
  db: Database,
  site: Site,
  request: Request,
  guard?: LeadGuard,
): Promise<Response> {
  const secret = await successSecret(db);
  const confirmation = (leadId: string) => signSuccessToken(secret, site.slug, leadId, Date.now());
  const change = await receiveStateChange(request, {
    body: { schema: leadPostContextSchema },
    check: (context) => leadForm(db, site, context),
    limits: async ({ form, context }, { request }) => {
      const verdict = await (guard ?? (await leadGuard(db))).check(request, site.slug, context, {
        // A repeat of a filed form is createLead's to answer (the first lead, or 409), not a new lead to count.
        isRepeat: () => leadFiled(db, site, form.idempotency_key),
      });
      // A bot is answered as if its lead were taken, so it learns nothing; nothing is stored.
      // Its confirmation link is signed too, and finds no lead: the page says the general thanks.
      return verdictAnswer(verdict, () => created(randomUUID(), confirmation));
    },
  });
  if (!change.ok) return change.response;
  const input: LeadPostInput = { ...change.input, userAgent: change.client.userAgent };
  const result = await receiveLeadPost(db, site, input);
  // Its id and kind, never what the shopper wrote (decision 0068).
  if (result.kind === "created") log.info("lead filed", { leadId: result.id, form: input.form.formKind });
  return leadPostResponse(result, confirmation);
}

/**
 * The answer: 201 with `lead_id` once the lead, its deliveries and the shopper's confirmation are
 * committed (200 for a repeat of the same form), with `confirmation`, the success page's signed link
 * to what the shopper was sent (lib/leads/success-token); 400 with a reason per field, 409 for a
 * reused form key with other content.
 */
export function leadPostResponse(
  result: SubmitLeadResult,
  confirmation: (leadId: string) => string,
): Response {
  switch (result.kind) {
    case "created":
      return created(result.id, confirmation);
    case "replayed":
      return Response.json(
        { lead_id: result.id, confirmation: confirmation(result.id) },
        { status: 200, headers: { "cache-control": "no-store" } },
      );
    case "conflict":
      return jsonError(
        409,
        "This form was already sent with different details. Please reload the page and try again.",
      );
    case "invalid":
      return fixFields(result.issues);
  }
}

function created(id: string, confirmation: (leadId: string) => string): Response {
  return Response.json(
    { lead_id: id, confirmation: confirmation(id) },
    { status: 201, headers: { "cache-control": "no-store" } },
  );
}

/** The form's own rules, with the same switches, choices and clock the site's forms were built with. */
async function leadForm(
  db: Database,
  site: Site,
  context: LeadPostContext,
): Promise<Parsed<Omit<LeadPostInput, "userAgent">>> {
  const schema = leadSubmissionSchema(siteFormSetup(site, await listSiteLocations(db, site)).options);
  const form = schema.safeParse(context);
  if (!form.success) return { ok: false, response: fixFields(zodIssues(form.error)) };
  return { ok: true, data: { form: form.data, context } };
}
