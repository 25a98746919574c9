import {
  type EstimateFinance,
  type RepaymentEstimate,
  repaymentEstimate,
} from "../finance/repayment-estimate";
import { isInStockStatus } from "../stock/availability";
import type { DetailAction } from "./detail-actions";
import { type DepositSettings, type ReserveDeposit, reserveDeposit } from "./reserve-deposit";
import type { TabCopyKey } from "./tab-copy";
import type { VehicleDetail } from "./vehicle-detail";

/**
 * Which of the vehicle page's optional parts a car gets (spec 01 §2 "Vehicle detail page": its tabs,
 * finance summary and 'Car Finance' card), beside detail-actions.ts, which decides its buttons. The
 * copy inside a tab is tab-copy.ts's; the estimate's text is lib/finance's.
 */

export type DetailTab =
  | { id: "comments"; label: string }
  | { id: "included" | "why" | "protect"; label: string; copy: TabCopyKey }
  | { id: "reserve"; label: string }
  | { id: "features"; label: string };

export type DetailTabId = DetailTab["id"];

/** The reserve copy goes with the Reserve button: no button, no promise of a deposit. */
function offersReserve(actions: DetailAction[]): boolean {
  return actions.some((action) => action.kind === "reserve");
}

/**
 * The deposit line under the buttons and in the Reserve Online tab (spec 01 §5 "Reserve deposit copy"),
 * or null when the car has no Reserve button (detailActions: not in stock, reserved, checkout off, or the
 * site does not reserve).
 */
export function detailReserveDeposit(
  car: Pick<VehicleDetail, "reserveDeposit">,
  config: DepositSettings,
  actions: DetailAction[],
): ReserveDeposit | null {
  return offersReserve(actions) ? reserveDeposit(car, config) : null;
}

/**
 * Spec 01 §2 "Tabs: Dealer Comments, What's Included, Why Buy From Us?, Reserve Online, Protect Your
 * Car, and Features (only when equipment exists)", in that order. Reserve Online is there only when the
 * car can be reserved (it explains the deposit of the Reserve button).
 */
export function detailTabs(
  car: Pick<VehicleDetail, "standardEquipment">,
  actions: DetailAction[],
): DetailTab[] {
  const tabs: DetailTab[] = [
    { id: "comments", label: "Dealer Comments" },
    { id: "included", label: "What's Included", copy: "whats_included" },
    { id: "why", label: "Why Buy From Us?", copy: "why_buy_from_us" },
  ];
  if (offersReserve(actions)) tabs.push({ id: "reserve", label: "Reserve Online" });
  tabs.push({ id: "protect", label: "Protect Your Car", copy: "protect_your_car" });
  if (car.standardEquipment.length) tabs.push({ id: "features", label: "Features" });
  return tabs;
}

export type DetailFinance = {
  /**
   * The price block's finance summary (spec 01 §2): the car's one repayment estimate with its basis
   * (lib/finance/repayment-estimate, decision 0074), the figure its card and its calculator's default
   * show too; null when the block shows none.
   */
  estimate: RepaymentEstimate | null;
  /** The 'Car Finance' card with the template's finance button (spec 01 §2 sections). */
  financeCard: boolean;
};

/**
 * The car page's finance blocks. The summary is the car's estimate, when spec 02 §4 allows one (the
 * site's finance quotes on, a quotable car: in stock, not reserved or sold, priced above 200). The card
 * is for a car the shopper can still buy (in stock or coming soon, spec 01 §4), on a site with the
 * finance button.
 */
export function detailFinance(
  car: Pick<VehicleDetail, "status" | "reserved" | "price" | "offerPrice" | "soldAt">,
  config: { features: { finance_quote: boolean; finance_button: boolean }; finance: EstimateFinance },
): DetailFinance {
  return {
    estimate: repaymentEstimate(car, config.finance, config.features.finance_quote),
    financeCard: isInStockStatus(car.status) && config.features.finance_button,
  };
}
