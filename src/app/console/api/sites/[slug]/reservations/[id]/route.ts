import { env } from "@/env";
import { postConsoleReservationAction } from "@/server/checkout/console-reservation-endpoint";
import { getDatabase } from "@/server/db/database";
import { paymentProviderNamed } from "@/server/payments/payment-providers";

export const dynamic = "force-dynamic";

/** POST /api/sites/{slug}/reservations/{id} `{ action, … }`: complete, cancel with refund, or extend. */
export async function POST(
  request: Request,
  { params }: { params: Promise<{ slug: string; id: string }> },
): Promise<Response> {
  const { slug, id } = await params;
  const db = await getDatabase();
  return postConsoleReservationAction(
    { db, provider: (name, account) => paymentProviderNamed(name, db, env, account) },
    slug,
    id,
    request,
  );
}
