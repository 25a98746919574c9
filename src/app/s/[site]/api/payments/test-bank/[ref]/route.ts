import { getDatabase } from "@/server/db/database";
import { withSite } from "@/server/http/with-site";
import { postTestBankAnswer } from "@/server/payment-events/test-bank";

export const dynamic = "force-dynamic";

/** POST /api/payments/test-bank/{ref} `{ answer }`: the local test bank's 3-D Secure answer (server/payments/test-bank.ts). */
export const POST = withSite<{ site: string; ref: string }>(async (request, site, { ref }) =>
  postTestBankAnswer(await getDatabase(), site, request, ref),
);
