import { buttonVariants } from "@/components/ui/button";
import type { JourneyStep, JourneyView } from "@/lib/checkout/purchase-journey-steps";
import { cn } from "@/lib/utils/cn";
import { ReserveForm } from "./reserve-form";
import type { PurchaseJourneyProps, SaveStep } from "./use-purchase-journey";

/**
 * Step 1, reserve (decision 0028): the reserve form takes the deposit and its hold is saved as the
 * step's answer; a journey whose car is already held for the shopper says until when and moves on.
 */
export function PurchaseJourneyReserve(
  props: Pick<PurchaseJourneyProps, "car" | "depositText" | "depositCents" | "cardForm"> & {
    journey: JourneyView;
    save: SaveStep;
    go: (step: JourneyStep) => void;
  },
) {
  const { car, journey } = props;
  if (journey.reservation?.status === "held") {
    return (
      <div>
        <p>
          The {car.name} is reserved for you
          {journey.reservation.expires_at
            ? ` until ${new Date(journey.reservation.expires_at).toLocaleString("en-AU", { dateStyle: "full", timeStyle: "short" })}`
            : ""}
          . Reservation number: <span className="font-mono">{journey.reservation.id}</span>
        </p>
        <button
          type="button"
          className={cn(buttonVariants({ variant: "primary" }), "mt-6")}
          onClick={() => props.go(journey.next_step === "reserve" ? "payment" : journey.next_step)}
        >
          Continue
        </button>
      </div>
    );
  }
  return (
    <div>
      <p className="text-muted-foreground">
        First, a fully refundable {props.depositText} deposit holds the car for you while you finish.
      </p>
      <div className="mt-4">
        <ReserveForm
          carId={car.id}
          carName={car.name}
          carHref={car.href}
          depositText={props.depositText}
          depositCents={props.depositCents}
          cardForm={props.cardForm}
          onHeld={(reservationId) => void props.save("reserve", { reservation_id: reservationId })}
        />
      </div>
    </div>
  );
}
