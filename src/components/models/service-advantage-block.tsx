import { Wrench } from "lucide-react";
import { buttonVariants } from "@/components/ui/button";
import { formatPrice } from "@/lib/format/format";
import { planIntervalText, planRangeText, planTotal, type ServicePlan } from "@/lib/models/service-advantage";

/**
 * Spec 02 §2 "Service price block: a 'Toyota Service Advantage' block with a 'Book a Service'
 * button", with the model's capped price and intervals of spec 02 §9.
 */
export function ServiceAdvantageBlock({
  plan,
  modelName,
  bookHref,
}: {
  plan: ServicePlan;
  modelName: string;
  /** The site's service booking: /service (its booking page or /genuine-service, decision 0024). */
  bookHref: string;
}) {
  return (
    <section
      aria-labelledby="service-advantage"
      className="rounded-lg border bg-muted p-5 md:p-6"
      data-testid="service-advantage"
    >
      <div className="flex items-start gap-3">
        <Wrench aria-hidden className="mt-1 size-6 shrink-0 text-primary" />
        <div>
          <h2 id="service-advantage" className="text-2xl font-bold">
            Toyota Service Advantage
          </h2>
          <p className="mt-1 text-muted-foreground">Capped-price servicing for your {modelName}.</p>
        </div>
      </div>
      <dl className="mt-4 grid gap-4 sm:grid-cols-3">
        <div>
          <dt className="text-sm text-muted-foreground">Per scheduled service</dt>
          <dd className="text-3xl font-bold" data-testid="service-price">
            {formatPrice(plan.pricePerService)}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-muted-foreground">Covers</dt>
          <dd className="font-semibold">
            {plan.services} services over {planRangeText(plan)}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-muted-foreground">Service interval</dt>
          <dd className="font-semibold">{planIntervalText(plan)}</dd>
        </div>
      </dl>
      <p className="mt-3 text-sm text-muted-foreground">
        That is at most {formatPrice(planTotal(plan))} for every scheduled service of the plan. Capped prices
        cover the scheduled logbook service; extra parts and repairs are quoted first.
      </p>
      <a href={bookHref} className={buttonVariants({ className: "mt-4" })}>
        Book a Service
      </a>
    </section>
  );
}
