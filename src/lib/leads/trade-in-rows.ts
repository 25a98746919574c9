import { formatKm, formatPrice } from "../format/format";
import type { LeadTradeIn } from "./lead-delivery";

/**
 * The shopper's trade-in as the dealer reads it (issue 20 §6 "the dealer e-mail and the leads CLI show
 * the trade-in car, answers, the range offered and whether it was accepted"): one list of labelled
 * rows that the e-mail, the ADF comments and the CLI all print, so they cannot tell it differently.
 * A row whose value is unknown is null (the caller drops it).
 */
export function tradeInRows(tradeIn: LeadTradeIn): { label: string; value: string | null }[] {
  const { vehicle, valuation } = tradeIn;
  const rows: { label: string; value: string | null }[] = [
    {
      label: "Car",
      value: vehicle
        ? [vehicle.year, vehicle.make, vehicle.model, vehicle.badge].filter(Boolean).join(" ")
        : null,
    },
    { label: "VIN", value: vehicle?.vin ?? null },
    { label: "Rego", value: tradeIn.rego },
    { label: "Rego state", value: tradeIn.regoState },
    { label: "Odometer", value: tradeIn.kms === null ? null : formatKm(tradeIn.kms) },
    ...(tradeIn.answers ?? []),
  ];
  if (valuation?.kind === "estimate") {
    rows.push(
      { label: "Estimate", value: `${formatPrice(valuation.low)} to ${formatPrice(valuation.high)}` },
      { label: "Offer", value: `${formatPrice(valuation.offer)}, subject to inspection` },
      { label: "Valued by", value: valuation.provider },
    );
  } else if (valuation?.kind === "in-person") {
    rows.push({ label: "Estimate", value: `None online: ${valuation.message}` });
  }
  if (tradeIn.offerAccepted !== undefined) {
    rows.push({ label: "Offer accepted", value: tradeIn.offerAccepted ? "Yes" : "No" });
  }
  return rows;
}
