import type { Ref } from "react";
import { buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/utils/cn";
import type { Held } from "./reserve-form-request";

/** The hold, once the server has it (shown when the form is not a step of the online purchase). */
export function ReservationConfirmed({
  held,
  carName,
  carHref,
  depositText,
  timeZone,
  headingRef,
}: {
  held: Held;
  carName: string;
  carHref: string;
  depositText: string;
  timeZone?: string;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  const until = held.expires_at
    ? new Date(held.expires_at).toLocaleString("en-AU", {
        dateStyle: "full",
        timeStyle: "short",
        ...(timeZone ? { timeZone } : {}),
      })
    : null;
  return (
    <div className="rounded-lg border border-primary p-4 md:p-6" data-testid="reservation-confirmed">
      <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-bold outline-none">
        {carName} is reserved for you
      </h2>
      <p className="mt-2">
        Your {depositText} deposit holds it{until ? ` until ${until}` : " for 48 hours"}. It is fully
        refundable. We will be in touch shortly to arrange the next steps.
      </p>
      <p className="mt-2">
        Your reference:{" "}
        <strong className="font-mono" data-testid="reservation-reference">
          {held.reference ?? held.reservation_id}
        </strong>
        . We have sent your receipt to your e-mail (and a text to your mobile): quote the reference when you
        call us.
      </p>
      <a href={carHref} className={cn(buttonVariants({ variant: "secondary" }), "mt-4")}>
        Back to the car
      </a>
    </div>
  );
}
