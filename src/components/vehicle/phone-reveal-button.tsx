"use client";

import { Phone } from "lucide-react";
import { useState } from "react";
import { ANALYTICS_EVENTS } from "@/lib/analytics/track";
import { formatPhone, telHref } from "@/lib/format/format";
import { maskPhone } from "@/lib/vehicle/phone-reveal";

/**
 * The dealer's number, masked after its first 5 characters until the shopper asks for it (spec 01 §4
 * "Phone reveal"). Revealing records the reveal server-side (`phone_reveals`, the dealer's count of
 * reveals); the revealed number is a tel: link, and following it is event 25 "phone call click"
 * (spec 01 §7; sent for every tel: link by components/analytics/analytics-recorder, decision 0061).
 * Recording is fire-and-forget: its failure is only logged (spec 01 §8).
 */
export function PhoneRevealButton({
  phone,
  carId,
  dealershipId,
  websiteId,
}: {
  phone: string;
  carId: number;
  dealershipId: number;
  websiteId: number;
}) {
  const [revealed, setRevealed] = useState(false);
  const display = formatPhone(phone);
  if (revealed) {
    return (
      <a
        href={telHref(phone)}
        className="inline-flex min-h-11 items-center gap-2 rounded-lg border px-4 font-semibold"
        data-testid="phone-revealed"
        data-event-id={ANALYTICS_EVENTS.phoneCallClick}
      >
        <Phone className="size-4" aria-hidden="true" /> {display}
      </a>
    );
  }
  const reveal = () => {
    setRevealed(true);
    fetch("/api/phone-reveal", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ car_id: carId, dealership_id: dealershipId, website_id: websiteId }),
      keepalive: true,
    }).catch((error: unknown) => console.error("Phone reveal was not recorded", error));
  };
  return (
    <button
      type="button"
      onClick={reveal}
      className="inline-flex min-h-11 items-center gap-2 rounded-lg border px-4 font-semibold hover:bg-muted"
      data-testid="phone-reveal"
    >
      <Phone className="size-4" aria-hidden="true" />
      <span aria-hidden="true">{maskPhone(display)}</span>
      <span className="sr-only">Show the phone number</span>
    </button>
  );
}
