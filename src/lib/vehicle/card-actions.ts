import type { FinanceConfig } from "../finance/finance-config";
import { financedPrice } from "../finance/repayment-estimate";
import { formatPrice } from "../format/format";
import { isInStockStatus } from "../stock/availability";
import { carPath } from "../stock/car-path";
import type { SearchHit } from "../stock/listed-car";
import { financePath, type Template, templateCopy } from "../template/template";
import { type DepositSettings, type ReservationSettings, siteTakesReservations } from "./reserve-deposit";

/**
 * The buttons on a result card (spec 01 §2 "Result card … buttons (enquire, finance, view details,
 * reserve, test drive)", §4 "Availability", spec 02 §2 "Car-card buttons").
 */

export type CardActionKind = "enquire" | "finance" | "details" | "reserve" | "test-drive" | "find-similar";

export type CardAction = { kind: CardActionKind; label: string; href: string };

/**
 * The card buttons that open the page's enquiry dialog instead of leaving the page, and its form
 * (spec 02 §2 "Quick Enquiry (a modal)"; the out-of-stock card's 'Find Me Something Similar'). Their
 * href stays the car page's form, for a shopper without script.
 */
export const CARD_ACTION_FORMS: Partial<
  Record<CardActionKind, "quick-enquiry" | "find-me-something-similar">
> = {
  enquire: "quick-enquiry",
  "find-similar": "find-me-something-similar",
};

export type CardActionCar = Pick<
  SearchHit,
  | "status"
  | "checkoutEnabled"
  | "reserved"
  | "reserveDeposit"
  | "slug"
  | "id"
  | "carType"
  | "offerPrice"
  | "vin"
  | "price"
  | "dealershipSlug"
>;

export type FinanceHrefCar = Pick<
  SearchHit,
  "id" | "carType" | "vin" | "price" | "offerPrice" | "dealershipSlug"
>;

/** What a card's buttons read of a site's config. */
export type CardActionSettings = ReservationSettings &
  DepositSettings &
  FinanceLinkSettings & { features: { finance_button: boolean } };
export type CardActionContext = {
  config: CardActionSettings;
  template: Pick<Template, "copy" | "financePath">;
};

/** Spec 01 §2: the finance link "ends with fragment #finance-form". */
export const FINANCE_FORM_FRAGMENT = "#finance-form";

/**
 * Spec 01 §2 finance link: the site's finance path (config.finance.path, else the template's, e.g.
 * /finance-enquiry) with preferredDealership, vehiclePriceBudget, car_id, car_type and vin, ending in
 * #finance-form. vehiclePriceBudget is the price the car is financed at (its offer price, else its
 * price), left out unless that is a real price (above 10, spec 01 §9)
 * and vin unless the car has one, so the finance form never pre-fills '0' or 'null'.
 */
/** What a finance link reads of a site's config. */
export type FinanceLinkSettings = { finance: Pick<FinanceConfig, "path" | "external_url"> };

export function financeHref(
  car: FinanceHrefCar,
  ctx: { config: FinanceLinkSettings; template: Pick<Template, "financePath"> },
): string {
  const params = new URLSearchParams();
  params.set("preferredDealership", car.dealershipSlug);
  // The price the car is financed at: its offer price when it has one (decision 0074).
  const budget = financedPrice(car);
  if (budget !== null) params.set("vehiclePriceBudget", String(Math.round(budget)));
  params.set("car_id", String(car.id));
  params.set("car_type", car.carType);
  const vin = car.vin?.trim();
  if (vin) params.set("vin", vin);
  const external = ctx.config.finance.external_url;
  // An external lender's page gets the same query; the fragment names our own form, so it stays home.
  if (external) return `${external}${external.includes("?") ? "&" : "?"}${params.toString()}`;
  const path = financePath(ctx.template, ctx.config);
  return `${path}${path.includes("?") ? "&" : "?"}${params.toString()}${FINANCE_FORM_FRAGMENT}`;
}

/**
 * Spec 01 §5 "Reserve deposit … per-car amount (default '$200')", spec 02 §2 "Reserve This Car with
 * an amount": the car's own deposit, else the site's.
 */
export function reserveLabel(car: Pick<SearchHit, "reserveDeposit">, config: DepositSettings): string {
  return `Reserve This Car ${formatPrice(car.reserveDeposit ?? config.reserve_deposit)}`;
}

/**
 * A card's buttons, in display order. Spec 01 §4 / spec 02 §4: an out-of-stock car gets only the
 * template's 'Find Me Something Similar' (to the car page's #find-similar enquiry). An in-stock car
 * gets Quick Enquiry (a modal, so an in-page anchor), finance when the site's finance button is on,
 * Explore Vehicle, Reserve when the site offers reserve AND checkout is enabled for the car (spec 01 §2
 * "Reserve (needs checkout enabled for the car)") and it is not already reserved, and Book a Test Drive.
 */
export function cardActions(car: CardActionCar, ctx: CardActionContext): CardAction[] {
  const { config, template } = ctx;
  if (!isInStockStatus(car.status)) {
    return [
      {
        kind: "find-similar",
        label: templateCopy(template, "find_similar"),
        href: `${carPath(car.slug)}#find-similar`,
      },
    ];
  }
  // The quick-enquiry modal (issue 5) opens over the card; without it the link reaches the car's enquiry form.
  const actions: CardAction[] = [
    { kind: "enquire", label: "Quick Enquiry", href: `${carPath(car.slug)}#enquire` },
  ];
  if (config.features.finance_button) {
    actions.push({
      kind: "finance",
      label: templateCopy(template, "finance_button"),
      href: financeHref(car, ctx),
    });
  }
  actions.push({ kind: "details", label: "Explore Vehicle", href: carPath(car.slug) });
  // A reserved car is already held for another buyer.
  if (siteTakesReservations(config) && car.checkoutEnabled && !car.reserved) {
    actions.push({
      kind: "reserve",
      label: reserveLabel(car, config),
      href: `${carPath(car.slug)}/checkout`,
    });
  }
  actions.push({ kind: "test-drive", label: "Book a Test Drive", href: `/book-test-drive?car_id=${car.id}` });
  return actions;
}
