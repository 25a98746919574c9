import { GarageReservations } from "@/components/accounts/garage-reservations";
import type { GarageReservation } from "@/lib/garage/garage";
import { CardLogos } from "./card-logos";

/**
 * /online-payment (spec 02 §2 "gated pages", §6 "online-payment … always gated"; decision 0079): a
 * signed-in shopper's payments to this dealer. The deposits they have paid, where each stands, and how
 * to pay one: online payments on the platform are a car's refundable deposit (its Reserve Now page),
 * with the cards it takes; anything else (a balance at delivery, a service invoice) is paid at the
 * dealership, so the page says how to reach them rather than take an amount the dealer never set.
 */
export function OnlinePaymentPage({
  siteName,
  signedInAs,
  payments,
  phone,
}: {
  siteName: string;
  signedInAs: string;
  payments: readonly GarageReservation[];
  phone: { text: string; href: string } | null;
}) {
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <h1 className="text-3xl font-bold">Online payment</h1>
      <p className="mt-1 text-muted-foreground">Signed in as {signedInAs}</p>
      <section aria-labelledby="pay-how" className="mt-6 rounded-lg border bg-muted p-4">
        <h2 id="pay-how" className="text-xl font-bold">
          Paying {siteName} online
        </h2>
        <p className="mt-1">
          Hold a car with a fully refundable deposit: open the car's page and press Reserve Now. For any other
          payment, such as the balance on your car or a service invoice, our team will take it at the
          dealership
          {phone ? (
            <>
              {" "}
              or over the phone on{" "}
              <a href={phone.href} className="font-semibold underline">
                {phone.text}
              </a>
            </>
          ) : null}
          .
        </p>
        <CardLogos className="mt-3" />
        <a
          href="/search"
          className="mt-4 inline-flex min-h-11 items-center rounded-lg bg-primary px-5 font-semibold text-primary-foreground"
        >
          Find a car to reserve
        </a>
      </section>
      <GarageReservations reservations={payments} />
    </div>
  );
}
