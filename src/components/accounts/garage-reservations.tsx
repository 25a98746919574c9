import type { GarageReservation } from "@/lib/garage/garage";
import { GARAGE_EMPTY, GarageSection } from "./garage-section";

/**
 * The garage's reservations (issue 21 §5): each car held with a deposit, its status, how long it is
 * held and the deposit; none yet says how to reserve one.
 */
export function GarageReservations({ reservations }: { reservations: readonly GarageReservation[] }) {
  return (
    <GarageSection id="reservations-heading" heading="Reservations">
      {reservations.length === 0 ? (
        <p className={GARAGE_EMPTY} data-testid="garage-reservations-empty">
          None yet. Press Reserve Now on a car's page to hold it for you with a refundable deposit; it will
          show here with how long it's held.
        </p>
      ) : (
        <ul className="mt-3 grid gap-3 md:grid-cols-2" data-testid="garage-reservations">
          {reservations.map((reservation) => (
            <li key={reservation.id} className="rounded-lg border p-4">
              <a href={reservation.car.href} className="font-semibold underline underline-offset-2">
                {reservation.car.name}
              </a>
              <p className="mt-1 font-semibold">{reservation.status}</p>
              {reservation.hold ? <p className="text-sm">{reservation.hold}</p> : null}
              <p className="text-sm text-muted-foreground">Deposit {reservation.deposit}</p>
            </li>
          ))}
        </ul>
      )}
    </GarageSection>
  );
}
