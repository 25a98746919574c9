import { getDatabase } from "@/server/db/database";
import { postConsolePayments } from "@/server/payments/console-payments-endpoint";

export const dynamic = "force-dynamic";

/** POST /api/sites/{slug}/payments/stripe `{ action: "connect" }`: Stripe's hosted onboarding for the site's own account. */
export async function POST(
  request: Request,
  { params }: { params: Promise<{ slug: string }> },
): Promise<Response> {
  return postConsolePayments({ db: await getDatabase() }, (await params).slug, request);
}
