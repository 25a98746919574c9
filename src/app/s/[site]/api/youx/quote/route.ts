import { quoteRequestSchema } from "@/lib/finance/quote-request";
import { quoteProviderFor } from "@/server/finance/quote-provider";
import { jsonError, parseJsonBody } from "@/server/http/api";
import { withSite } from "@/server/http/with-site";

export const dynamic = "force-dynamic";

/**
 * POST /api/youx/quote (spec 02 §7): { selfAssessedCreditScore: 'GREAT', purchasePrice, loanTerm (5),
 * year, vin, nvic, whoIsHelping } → { weeklyRepaymentAmount, advertisedRate, comparisonRate } from the
 * site's finance provider. Bad bodies answer 400 naming each field.
 */
export const POST = withSite(async (request, site) => {
  if (!site.config.features.finance_quote) return jsonError(404, "Finance quotes are off for this site");
  const parsed = await parseJsonBody(request, quoteRequestSchema, 2048);
  if (!parsed.ok) return parsed.response;
  const quote = await quoteProviderFor(site.config).quote(parsed.data);
  return Response.json(quote, { headers: { "cache-control": "no-store" } });
});
