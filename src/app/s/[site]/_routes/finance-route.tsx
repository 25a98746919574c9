import type { Metadata } from "next";
import { FinanceCalculator } from "@/components/finance/finance-calculator";
import { buttonVariants } from "@/components/ui/button";
import { sitePhone } from "@/lib/content/site-phone";
import { calculatorSetup } from "@/lib/finance/calculator";
import { calculatorDisclaimer } from "@/lib/finance/disclaimer";
import { carCalculatorSetup } from "@/lib/finance/repayment-estimate";
import { comparisonRangeText } from "@/lib/finance/repayment-text";
import { formatNumber, formatPhone, telHref } from "@/lib/format/format";
import { financeFormQuery } from "@/lib/leads/page-query";
import { siteForDealership } from "@/lib/tenancy/dealership-config";
import type { Site } from "@/lib/tenancy/site";
import { FINANCE_FORM_FRAGMENT } from "@/lib/vehicle/card-actions";
import { loadFormCar } from "../_loaders/form-car";
import { gatePage } from "../_loaders/gate";
import { requireSite } from "../_loaders/site";
import { LeadPage, type LeadPageProps, leadPageMetadata } from "./lead-page";

/**
 * The finance pages (spec 02 §2 "/finance, /finance-enquiry, /apply-for-finance, /personalised/finance?
 * car_id"): the finance calculator, then the finance enquiry form. A car's finance link (spec 01 §2:
 * preferredDealership, vehiclePriceBudget, car_id) lands on the form at #finance-form, filled in with
 * the car and its price, and the calculator starts from that price.
 */
export async function financeMetadata({ params }: LeadPageProps, path: string): Promise<Metadata> {
  return leadPageMetadata((await params).site, "Finance Enquiry", path);
}

export async function FinancePage({ params, searchParams, path }: LeadPageProps & { path: string }) {
  const site = await requireSite((await params).site);
  const raw = await searchParams;
  // Spec 02 §6: a site may keep its finance pages for signed-in shoppers. With sign-in, a signed-out
  // shopper goes to sign-in and comes back here with the same query; without it, the page says how to
  // reach the finance team.
  const gate = await gatePage(site, "finance", { redirect: withQuery(path, raw) });
  if (gate.kind === "unavailable") return <FinanceUnavailable site={site} />;
  const query = financeFormQuery(raw);
  const car = await loadFormCar(site, query.carId);
  const dealership = site.dealerships.find((d) => d.slug === query.preferredDealership);
  // The calculator starts from the car's estimate (its offer price, else its price: decision 0074),
  // else the budget the link carried (spec 02 §9). About one car: its dealership's finance settings
  // (decision 0032); else the site's.
  const finance = (car ? siteForDealership(site, car.dealershipId) : site).config.finance;
  const calculator = car
    ? carCalculatorSetup(car, finance)
    : calculatorSetup(finance, query.vehiclePriceBudget ?? null);
  return (
    <LeadPage
      site={site}
      kind="finance-enquiry"
      title="Finance Enquiry"
      intro={
        <p>Tell us what you would like to borrow and a finance specialist will call you with options.</p>
      }
      car={car}
      formAnchor={FINANCE_FORM_FRAGMENT.slice(1)}
      beforeForm={
        <FinanceCalculator
          rules={calculator.rules}
          initial={calculator.initial}
          disclaimer={calculatorDisclaimer(finance.support_phone)}
          supportPhone={finance.support_phone}
          enquireHref={FINANCE_FORM_FRAGMENT}
          comparisonRange={comparisonRangeText(finance)}
        />
      }
      // Spread, not `key: undefined`: the form spreads the prefill over its defaults, and an undefined
      // preferred_dealership would wipe the one-dealership default.
      prefill={{
        ...(query.vehiclePriceBudget
          ? { vehicle_price_budget: `$${formatNumber(query.vehiclePriceBudget)}` }
          : {}),
        ...(dealership ? { preferred_dealership: dealership.slug } : {}),
      }}
    />
  );
}

/** `path?query` with the query's first values, as the shopper asked for the page. */
function withQuery(path: string, query: Record<string, string | string[] | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (first !== undefined) params.set(key, first);
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/** The finance page of a site that gates it without sign-in (spec 02 §6): the ways to reach the dealer. */
function FinanceUnavailable({ site }: { site: Site }) {
  const phone = sitePhone(site);
  return (
    <div className="mx-auto max-w-3xl px-4 py-8" data-testid="finance-unavailable">
      <h1 className="text-3xl font-bold">Finance Enquiry</h1>
      <p className="mt-4">
        Applying for finance online needs an account, which this site does not offer yet. Our finance team
        will help you by phone or through an enquiry.
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        {phone ? (
          <a href={telHref(phone)} className={buttonVariants({ variant: "primary" })}>
            Call {formatPhone(phone)}
          </a>
        ) : null}
        <a href="/contact" className={buttonVariants({ variant: "secondary" })}>
          Send an enquiry
        </a>
      </div>
    </div>
  );
}
