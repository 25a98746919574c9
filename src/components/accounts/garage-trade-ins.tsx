import { buttonVariants } from "@/components/ui/button";
import type { GarageTradeIn } from "@/lib/garage/garage";
import { GARAGE_EMPTY, GarageSection } from "./garage-section";

/**
 * The garage's trade-in valuations (issue 21 §5, decision 0034): each car with its status, estimate
 * and offer or the reason there is none, the car it goes towards, and the way back to it; none yet
 * links to the site's trade-in page when it has one.
 */
export function GarageTradeIns({
  tradeIns,
  tradeInPath,
}: {
  tradeIns: readonly GarageTradeIn[];
  /** The site's trade-in page, for the empty section's first step; null when it offers none. */
  tradeInPath: string | null;
}) {
  return (
    <GarageSection id="trade-ins-heading" heading="Trade-in valuations">
      {tradeIns.length === 0 ? (
        <div className={GARAGE_EMPTY} data-testid="garage-trade-ins-empty">
          <p>No valuations yet. Tell us about your car and get an estimate in a few minutes.</p>
          {tradeInPath ? (
            <a href={tradeInPath} className={`${buttonVariants({ variant: "secondary" })} mt-3`}>
              Value my car
            </a>
          ) : null}
        </div>
      ) : (
        <ul className="mt-3 grid gap-3 md:grid-cols-2" data-testid="garage-trade-ins">
          {tradeIns.map((tradeIn) => (
            <GarageTradeInCard key={tradeIn.id} tradeIn={tradeIn} />
          ))}
        </ul>
      )}
    </GarageSection>
  );
}

function GarageTradeInCard({ tradeIn }: { tradeIn: GarageTradeIn }) {
  return (
    <li className="flex flex-col gap-1 rounded-lg border p-4">
      <p className="font-semibold">{tradeIn.title}</p>
      <p className="font-semibold">{tradeIn.status}</p>
      {tradeIn.estimate ? (
        <p className="text-sm">
          Estimate {tradeIn.estimate}
          {tradeIn.offer ? `; our offer ${tradeIn.offer}, subject to inspection` : null}
        </p>
      ) : null}
      {tradeIn.dealerOffer ? (
        <div className="text-sm" data-testid="garage-dealer-offer">
          <p className="font-semibold">{tradeIn.dealerOffer.text}</p>
          {tradeIn.dealerOffer.note ? <p>“{tradeIn.dealerOffer.note}”</p> : null}
        </div>
      ) : null}
      {tradeIn.note ? <p className="text-sm">{tradeIn.note}</p> : null}
      {tradeIn.towards ? (
        <p className="text-sm">
          Towards the{" "}
          <a href={tradeIn.towards.href} className="underline">
            {tradeIn.towards.name}
          </a>
        </p>
      ) : null}
      {tradeIn.valuedOn ? <p className="text-sm text-muted-foreground">Valued {tradeIn.valuedOn}</p> : null}
      {tradeIn.link ? (
        <a href={tradeIn.link.href} className="mt-1 w-fit font-semibold underline">
          {tradeIn.link.text}
          <span className="sr-only"> for the {tradeIn.title}</span>
        </a>
      ) : null}
    </li>
  );
}
