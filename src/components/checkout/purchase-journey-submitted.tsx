import type { Ref } from "react";
import { buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/utils/cn";

/** The journey once submitted: what happens next (a call before any contract), and the way back. */
export function PurchaseJourneySubmitted({
  car,
  headingRef,
}: {
  car: { name: string; href: string };
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  return (
    <div className="mt-6 rounded-lg border border-primary p-4 md:p-6" data-testid="purchase-submitted">
      <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-bold outline-none">
        Thank you: your purchase request is in
      </h2>
      <p className="mt-2">
        We have your details for the {car.name} and will call you within one business day to confirm the
        price, your finance or payment, your trade-in and the handover. Nothing more is charged until you sign
        the contract; your deposit stays fully refundable until then.
      </p>
      <a href={car.href} className={cn(buttonVariants({ variant: "secondary" }), "mt-4")}>
        Back to the car
      </a>
    </div>
  );
}

/** The car cannot be bought online (reserved by another buyer, or refused by the server): why, and back. */
export function PurchaseJourneyUnavailable({ reason, carHref }: { reason: string; carHref: string }) {
  return (
    <div className="mt-4 rounded-lg border p-4" data-testid="purchase-unavailable">
      <p className="font-semibold">{reason}</p>
      <a href={carHref} className={cn(buttonVariants({ variant: "primary" }), "mt-4")}>
        Back to the car
      </a>
    </div>
  );
}
