import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { OnlinePaymentPage } from "@/components/checkout/online-payment-page";
import { ONLINE_PAYMENT_PATH, onlinePaymentDoor } from "@/lib/accounts/account-pages";
import { maskedMobile } from "@/lib/accounts/phone-key";
import { sitePhone } from "@/lib/content/site-phone";
import { formatPhone, telHref } from "@/lib/format/format";
import { garageReservation } from "@/lib/garage/garage";
import { openingTimeZone } from "@/lib/locations/time-zones";
import { garageReservations } from "@/server/accounts/garage";
import { getDatabase } from "@/server/db/database";
import { gatePage } from "../_loaders/gate";
import { loadSite, requireSite } from "../_loaders/site";

/** One shopper's own page: rendered per request, privately. */
export const dynamic = "force-dynamic";

type Props = { params: Promise<{ site: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await loadSite((await params).site);
  if (!site || onlinePaymentDoor(site.config) === "unavailable") return {};
  return { title: "Online payment", robots: { index: false, follow: false } };
}

/**
 * /online-payment (spec 02 §2 "gated pages", §6 "online-payment … always gated"; decision 0079): the
 * signed-in shopper's deposits with this dealer and how to pay. A site without sign-in has none (404);
 * a signed-out shopper is sent to sign in and back.
 */
export default async function OnlinePaymentRoute({ params }: Props) {
  const site = await requireSite((await params).site);
  if (onlinePaymentDoor(site.config) === "unavailable") notFound();
  const gate = await gatePage(site, "online-payment", { redirect: ONLINE_PAYMENT_PATH });
  if (gate.kind !== "signed-in") notFound();
  const facts = await garageReservations(await getDatabase(), site, gate.shopper.phone);
  const now = new Date();
  const timeZone = openingTimeZone(site.config.default_state);
  const phone = sitePhone(site);
  return (
    <OnlinePaymentPage
      siteName={site.name}
      signedInAs={maskedMobile(gate.shopper.phone)}
      payments={facts.map((f) => garageReservation(f, { now, timeZone }))}
      phone={phone ? { text: formatPhone(phone), href: telHref(phone) } : null}
    />
  );
}
