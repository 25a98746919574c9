import { randomUUID } from "node:crypto";
import { z } from "zod";
import { leadSubmissionSchema } from "@/lib/leads/forms";
import { leadFromForm } from "@/lib/leads/lead-from-form";
import { getDatabase } from "@/server/db/database";
import { jsonError, parseJsonBody, zodIssues } from "@/server/http/api";
import { siteFormSetup } from "@/server/leads/intake/form-setup";
import { guardOrigin, leadGuard } from "@/server/leads/intake/lead-guard";
import { submitLead } from "@/server/leads/intake/submit-lead";
import { getSite } from "@/server/tenancy/site-cache";

export const dynamic = "force-dynamic";

type Params = { params: Promise<{ site: string }> };

/** Where the post came from, beside the form's own fields (spec 02 §7 lead_attributes). */
const contextSchema = z.looseObject({
  formKind: z.string({ error: "formKind: which form this is, e.g. 'vehicle-enquiry'" }),
  form_token: z.string().default(""),
  website: z.string().optional(),
  path: z
    .string()
    .max(500)
    .regex(/^\/(?!\/)/, "path must be a path of this site, starting with /")
    .optional(),
  visited_pages: z.array(z.string().max(500)).max(20).default([]),
  linked_query_params: z.record(z.string().max(100), z.string().max(500)).default({}),
});

/**
 * POST /api/leads: every lead form posts here (issue 5 "one submit path"). The answer is 201 with
 * `lead_id` once the lead and its deliveries are committed (200 for a repeat of the same form), 400
 * with a reason per field, 403 for a cross-site post, 409 for a reused form key with other content,
 * 413 for a body over 16 KB, and 429 when too many come from one place.
 */
export async function POST(request: Request, { params }: Params): Promise<Response> {
  const site = await getSite((await params).site);
  if (!site) return jsonError(404, "Unknown site");
  const refused = guardOrigin(request);
  if (refused) return refused;

  const parsed = await parseJsonBody(request, contextSchema);
  if (!parsed.ok) return parsed.response;
  const context = parsed.data;

  const db = await getDatabase();
  // The same switches, choices and clock the site's forms were built with (siteFormSetup).
  const schema = leadSubmissionSchema((await siteFormSetup(db, site)).options);
  const form = schema.safeParse(context);
  if (!form.success) return jsonError(400, "Please fix the following errors:", zodIssues(form.error));

  const verdict = leadGuard().check(request, site.slug, context);
  if (verdict.kind === "refuse") return verdict.response;
  // A bot is answered as if its lead were taken, so it learns nothing; nothing is stored.
  if (verdict.kind === "bot") return created(randomUUID());

  const result = await submitLead(
    db,
    site,
    leadFromForm(form.data, {
      path: context.path ?? null,
      userAgent: request.headers.get("user-agent")?.slice(0, 500) ?? null,
      visitedPages: context.visited_pages,
      linkedQueryParams: context.linked_query_params,
    }),
  );
  switch (result.kind) {
    case "created":
      return created(result.id);
    case "replayed":
      return Response.json({ lead_id: result.id }, { status: 200, headers: { "cache-control": "no-store" } });
    case "conflict":
      return jsonError(
        409,
        "This form was already sent with different details. Please reload the page and try again.",
      );
    case "invalid":
      return jsonError(400, "Please fix the following errors:", result.issues);
  }
}

function created(id: string): Response {
  return Response.json({ lead_id: id }, { status: 201, headers: { "cache-control": "no-store" } });
}
