import { cardWords } from "@/lib/checkout/reservation-notice";
import { type PaymentState, processorWord } from "@/lib/payments/payment-state";
import { consoleTime } from "@/lib/staff/console-time";
import { FactList } from "./record-detail";

export type ReservationDepositProps = {
  /** "$200". */
  amount: string;
  card: { brand: string; last4: string } | null;
  paymentProvider: string;
  paymentRef: string | null;
  paymentAccount: string | null;
  paymentStatus: PaymentState | null;
  paymentStatusAt: Date | null;
  disputeStatus: string | null;
  createdAt: Date;
  heldAt: Date | null;
  expiresAt: Date;
  capturedAt: Date | null;
  refundedAt: Date | null;
  releasedAt: Date | null;
  lastError: string | null;
  leadId: string | null;
};

/**
 * A reservation's deposit on its console page (issue 31 §5; issue 36 item 1): the amount and card, the
 * processor and the account it is on, the payment as the processor's signed events last confirmed it
 * (decision 0072), a chargeback, and each payment step's time.
 */
export function ReservationDeposit(d: ReservationDepositProps) {
  const card = cardWords(d.card);
  return (
    <FactList
      facts={[
        { label: "Amount", value: d.amount },
        ...(card ? [{ label: "Card", value: card }] : []),
        { label: "Processor", value: `${d.paymentProvider}${d.paymentRef ? ` (${d.paymentRef})` : ""}` },
        ...(d.paymentAccount ? [{ label: "Stripe account", value: d.paymentAccount }] : []),
        {
          label: "Payment",
          value: (
            <span data-testid="payment-confirmed">
              {processorWord(d.paymentProvider, d.paymentStatus)}
              {d.paymentStatusAt ? `, ${consoleTime(d.paymentStatusAt)}` : ""}
            </span>
          ),
        },
        ...(d.disputeStatus ? [{ label: "Chargeback", value: d.disputeStatus.replace(/_/g, " ") }] : []),
        { label: "Made", value: consoleTime(d.createdAt) },
        { label: "Held until", value: d.heldAt ? consoleTime(d.expiresAt) : "Never held" },
        { label: "Taken", value: d.capturedAt ? consoleTime(d.capturedAt) : "Not taken" },
        ...(d.refundedAt ? [{ label: "Refunded", value: consoleTime(d.refundedAt) }] : []),
        ...(d.releasedAt ? [{ label: "Card hold released", value: consoleTime(d.releasedAt) }] : []),
        ...(d.lastError ? [{ label: "Last problem", value: d.lastError }] : []),
        ...(d.leadId ? [{ label: "Lead", value: d.leadId }] : []),
      ]}
    />
  );
}
