import type { Ref } from "react";
import { formatKm, formatPrice } from "@/lib/format/format";
import { priceAfterTradeIn } from "@/lib/trade-in/trade-in-page";
import type { Valuation } from "@/lib/trade-in/trade-in-types";
import { LeadFormAlert } from "../leads/lead-form-alert";
import type { FormAlert } from "../leads/use-lead-submit";
import { Button } from "../ui/button";
import type { TradeInState, TradeInWizardProps } from "./use-trade-in-wizard";

type Estimate = Extract<Valuation, { kind: "estimate" }>;

export type TradeInResultProps = {
  state: TradeInState;
  valuation: Valuation;
  car: TradeInWizardProps["car"];
  siteName: string;
  busy: boolean;
  alert: FormAlert | null;
  onAccept: () => void;
  headingRef?: Ref<HTMLHeadingElement>;
  /** The inspection's booking (decision 0084), when the page offers one. */
  bookHref?: string | null;
};

/** The link to book the inspection (or the in-person valuation) in one of the yard's times. */
function BookLink({ href, label }: { href: string | null | undefined; label: string }) {
  return href ? (
    <p>
      <a href={href} className="font-semibold text-primary underline" data-testid="book-inspection-link">
        {label}
      </a>
    </p>
  ) : null;
}

/**
 * The wizard's last screen (decision 0034): an in-person appraisal with its reason, or the estimate's
 * range, the offer (the range's low end, subject to an inspection), the car's price after trade-in
 * (spec 01 §4) and how the figure was worked out, with the offer to accept.
 */
export function TradeInResult(props: TradeInResultProps) {
  const vehicle = props.state.steps.vehicle;
  const name = vehicle
    ? [vehicle.year, vehicle.make, vehicle.model, vehicle.badge].filter(Boolean).join(" ")
    : "your car";
  const { valuation } = props;
  if (valuation.kind === "in-person") {
    return (
      <section aria-labelledby="trade-in-result" className="space-y-3" data-testid="trade-in-in-person">
        <h2
          id="trade-in-result"
          ref={props.headingRef}
          tabIndex={-1}
          className="text-xl font-bold outline-none"
        >
          We'll value your {name} in person
        </h2>
        <p>{valuation.message}</p>
        <p>
          We've sent your details to {props.siteName}. The team will call you to arrange a time for the
          appraisal.
        </p>
        <BookLink href={props.bookHref} label="Book a time to bring it in" />
      </section>
    );
  }
  return <TradeInOffer {...props} valuation={valuation} name={name} />;
}

/** The estimate and the offer, and once accepted, what happens next. */
export function TradeInOffer({
  state,
  valuation,
  car,
  siteName,
  busy,
  alert,
  onAccept,
  headingRef,
  name,
  bookHref,
}: TradeInResultProps & { valuation: Estimate; name: string }) {
  const vehicle = state.steps.vehicle;
  const accepted = state.status === "accepted";
  return (
    <section aria-labelledby="trade-in-result" className="space-y-4" data-testid="trade-in-estimate">
      <h2 id="trade-in-result" ref={headingRef} tabIndex={-1} className="text-xl font-bold outline-none">
        {accepted ? "Offer accepted" : `Your ${name}`}
      </h2>
      {alert?.lines.length ? <LeadFormAlert alert={alert} /> : null}
      <div className="rounded-lg border p-4">
        <p className="text-sm text-muted-foreground">Estimated trade-in value</p>
        <p className="text-2xl font-bold" data-testid="trade-in-range">
          {formatPrice(valuation.low)} to {formatPrice(valuation.high)}
        </p>
        <p className="mt-3 text-sm text-muted-foreground">Our offer, subject to an inspection</p>
        <p className="text-3xl font-bold text-primary" data-testid="trade-in-offer">
          {formatPrice(valuation.offer)}
        </p>
        {vehicle ? <p className="mt-1 text-sm">{formatKm(vehicle.kms)}</p> : null}
      </div>
      {car ? <PriceAfterTradeIn car={car} offer={valuation.offer} /> : null}
      <details className="rounded-lg border p-4">
        <summary className="cursor-pointer font-semibold">How we worked this out</summary>
        <p className="mt-2 text-sm">{valuation.basis}</p>
        {valuation.adjustments.length ? (
          <ul className="mt-2 list-disc pl-5 text-sm">
            {valuation.adjustments.map((adjustment) => (
              <li key={adjustment.label}>
                {adjustment.label}: {adjustment.percent}%
              </li>
            ))}
          </ul>
        ) : null}
      </details>
      {accepted ? (
        <p role="status" data-testid="trade-in-accepted">
          Thanks. We've told {siteName} you accept the offer of {formatPrice(valuation.offer)}. The team will
          call you to inspect the car and finalise the price
          {car ? ` against the ${car.name}` : ""}.
        </p>
      ) : (
        <div className="space-y-2">
          <Button type="button" disabled={busy} onClick={onAccept}>
            {busy ? "Sending…" : `Accept offer of ${formatPrice(valuation.offer)}`}
          </Button>
          <p className="text-sm text-muted-foreground">
            The offer stands once the team has seen the car and its service records. We'll call you either
            way.
          </p>
        </div>
      )}
      <BookLink href={bookHref} label="Book the inspection" />
    </section>
  );
}

/** The car's price less the offer, never below $0 (spec 01 §4); nothing when the car has no price. */
function PriceAfterTradeIn({ car, offer }: { car: NonNullable<TradeInWizardProps["car"]>; offer: number }) {
  const after = priceAfterTradeIn(car.price, offer);
  if (after === null) return null;
  return (
    <div className="rounded-lg border p-4" data-testid="price-after-trade-in">
      <p className="font-semibold">{car.name}</p>
      <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
        <dt>Price</dt>
        <dd className="text-right">{car.priceText ?? formatPrice(car.price ?? 0)}</dd>
        <dt>Trade-in offer</dt>
        <dd className="text-right">−{formatPrice(offer)}</dd>
        <dt className="font-bold">Price after trade-in</dt>
        <dd className="text-right font-bold">{formatPrice(after)}</dd>
      </dl>
    </div>
  );
}
