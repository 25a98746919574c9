import type { Metadata } from "next";
import { FinanceCalculator } from "@/components/finance/finance-calculator";
import { calculatorSetup } from "@/lib/finance/calculator";
import { CALCULATOR_DISCLAIMER, FINANCE_SUPPORT_PHONE } from "@/lib/finance/disclaimer";
import { formatNumber } from "@/lib/format/format";
import { financeFormQuery } from "@/lib/leads/page-query";
import { FINANCE_FORM_FRAGMENT } from "@/lib/stock/card-actions";
import { loadFormCar } from "../_loaders/form-car";
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

export async function FinancePage({ params, searchParams }: LeadPageProps) {
  const site = await requireSite((await params).site);
  const query = financeFormQuery(await searchParams);
  const car = await loadFormCar(site, query.carId);
  const dealership = site.dealerships.find((d) => d.slug === query.preferredDealership);
  // The calculator starts from the car's price, else the budget the link carried (spec 02 §9).
  const calculator = calculatorSetup(site.config.finance, car?.price ?? query.vehiclePriceBudget ?? null);
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
          disclaimer={CALCULATOR_DISCLAIMER}
          supportPhone={FINANCE_SUPPORT_PHONE}
          enquireHref={FINANCE_FORM_FRAGMENT}
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
