import { type GateConfig, isUnavailable } from "../accounts/gated-pages";
import {
  type ChatSettings,
  INSTANT_MESSAGE_LABEL,
  instantMessageReplacesEnquire,
} from "../chat/chat-options";
import { formatPhone, telHref } from "../format/format";
import { safeFeedLink } from "../net/link-url";
import { documentAttribute, type SearchDocument } from "../search/search-document";
import { isInStockStatus } from "../stock/availability";
import { carPath } from "../stock/car-path";
import { matchesFilter } from "../stock/filter-match";
import { parseFilterExpression } from "../stock/filter-parse";
import { CAR_TYPES, type CarType } from "../stock/stock-values";
import { type Template, templateCopy } from "../template/template";
import { type TradeInSettings, tradeInHref } from "../trade-in/trade-in-page";
import { type FinanceLinkSettings, financeHref } from "./card-actions";
import { type ReservationSettings, siteTakesReservations } from "./reserve-deposit";
import type { FeatureFiltersConfig } from "./vehicle-config";
import type { VehicleDetail } from "./vehicle-detail";

/**
 * The vehicle page's buttons (spec 01 §2 "Buttons on the detail page", §4 "Availability" and
 * "Favourites / compare", spec 02 §4 "Car availability"). Sharing, copy link, print and the mobile bar
 * are components of their own; this decides which calls to action a car gets and where they go.
 */

export type DetailActionKind =
  | "reserve"
  | "online-purchase"
  | "trade-in"
  | "history"
  | "enquire"
  | "instant-message"
  | "test-drive"
  | "finance"
  | "call"
  | "location"
  | "find-similar";

export type DetailAction = {
  kind: DetailActionKind;
  label: string;
  href: string;
  /** Opens outside the site (a new tab). */
  external?: boolean;
};

/** What the filter-gated features read: the per-feature filter expressions. */
export type FeatureFilterSettings = { feature_filters: FeatureFiltersConfig };
export type ReserveRuleSettings = ReservationSettings & FeatureFilterSettings;
export type OnlinePurchaseSettings = GateConfig &
  FeatureFilterSettings & { features: { online_purchase: boolean } };
export type TradeInRuleSettings = TradeInSettings & FeatureFilterSettings;
export type CarPhoneSettings = {
  phone_numbers: { [type in CarType]?: string | undefined };
  contact: { phone?: string | undefined };
};
/** What the detail page's calls to action read of a site's config. */
export type DetailActionSettings = ReserveRuleSettings &
  OnlinePurchaseSettings &
  TradeInRuleSettings &
  CarPhoneSettings &
  ChatSettings &
  FinanceLinkSettings & { features: { finance_button: boolean } };
export type DetailActionContext = {
  config: DetailActionSettings;
  template: Template;
  /** The car's dealership's own lines by car type (carPhone's first choice); none: {}. */
  departmentLines?: DepartmentLines;
};

/** A dealership's own phone lines by car type: its new, used and demo departments. */
export type DepartmentLines = { [type in CarType]?: string | undefined };

/** A feature with a filter expression (the group's type also carries its `internal` brand, a symbol key). */
export type FeatureFilterName = Extract<keyof FeatureFiltersConfig, string>;

/** Spec 01 §2 "#vehicle-map: anchor for the location button". */
export const VEHICLE_MAP_ANCHOR = "#vehicle-map";
export const ENQUIRE_ANCHOR = "#enquire";
export const FIND_SIMILAR_ANCHOR = "#find-similar";

/**
 * Spec 02 §2: 'Enquire Now' opens the Quick Enquiry modal; its link falls back to the page's own form
 * (#enquire) without JavaScript. Every other button is a link (Find Me Something Similar goes to the
 * prefilled form on the page, not a modal, as the shopper is already on the car).
 */
export const DETAIL_ACTION_DIALOGS: Partial<Record<DetailActionKind, "quick-enquiry">> = {
  enquire: "quick-enquiry",
};

/** The buttons the page body shows as buttons; call and location have their own places. */
export function primaryDetailActions(actions: DetailAction[]): DetailAction[] {
  return actions.filter((a) => a.kind !== "call" && a.kind !== "location");
}

/**
 * Spec 02 §4 "Sticky call-to-action bar": the bar repeats the page's way to act on the car (enquire, or
 * reserve, or find something similar for a car no longer in stock), not its every button. Reserve is
 * the secondary one.
 */
export function stickyBarActions(actions: DetailAction[]): (DetailAction & { primary: boolean })[] {
  return actions
    .filter(
      (a) =>
        a.kind === "enquire" ||
        a.kind === "instant-message" ||
        a.kind === "reserve" ||
        a.kind === "find-similar",
    )
    .map((a) => ({ ...a, primary: a.kind !== "reserve" }));
}

/**
 * Spec 01 §9 "allow lists for garage, compare and other features": does the car match the site's
 * expression for this feature? Empty matches every car. An expression that does not parse (config is
 * validated on save, so only a hand-edited row) matches none: a feature is never offered by mistake.
 */
export function matchesFeatureFilter(
  car: SearchDocument,
  config: FeatureFilterSettings,
  feature: FeatureFilterName,
): boolean {
  const expression = config.feature_filters[feature];
  if (!expression.trim()) return true;
  const parsed = parseFilterExpression(expression);
  if (!parsed.ok) return false;
  return matchesFilter(parsed.ast, (attribute) => documentAttribute(car, attribute));
}

/**
 * Spec 01 §2 "Reserve (needs checkout enabled for the car)", §6 "Reserve is available only where
 * checkout is enabled for the car": the site offers reserve, the car is in stock, checkout is enabled
 * for it, it is not already reserved (held for another buyer), and it matches `feature_filters.reserve`.
 * The one rule: the page's button and the reservation API (lib/checkout/reservation) both ask it.
 */
export function canReserve(car: SearchDocument, config: ReserveRuleSettings): boolean {
  return (
    siteTakesReservations(config) &&
    isInStockStatus(car.status) &&
    car.checkoutEnabled &&
    !car.reserved &&
    matchesFeatureFilter(car, config, "reserve")
  );
}

/**
 * Spec 01 §2 "Online Purchase (needs checkout enabled)", spec 02 §6 "Online Purchase needs a dealer
 * flag, or for one tenant used cars or the makes Kia or MG": the site offers online purchase, the car
 * is in stock, checkout is enabled for it, it is not held for another buyer, and it matches
 * `feature_filters.online_purchase` (where a tenant's "used cars or Kia or MG" lives). The one rule:
 * the 'Buy Online' button, the /checkout-journey page and the purchase-journey API all ask it.
 */
/**
 * Spec 02 §6 "The Trade-in button needs a valuation-capable car": the site offers trade-in, the car
 * is in stock, trade-in enabled, and matches `feature_filters.trade_in`.
 */
export function canTradeIn(car: SearchDocument, config: TradeInRuleSettings): boolean {
  return (
    config.features.trade_in &&
    isInStockStatus(car.status) &&
    car.tradeInEnabled &&
    matchesFeatureFilter(car, config, "trade_in")
  );
}

export function canPurchaseOnline(car: SearchDocument, config: OnlinePurchaseSettings): boolean {
  return (
    config.features.online_purchase &&
    !isUnavailable(config, "checkout") &&
    isInStockStatus(car.status) &&
    car.checkoutEnabled &&
    !car.reserved &&
    matchesFeatureFilter(car, config, "online_purchase")
  );
}

const isCarType = (value: string): value is CarType => (CAR_TYPES as readonly string[]).includes(value);

/**
 * The number to call about this car, wherever one is shown or revealed (issue 34 item 3 "yard-aware
 * phone", decision 0074): the car's dealership's own line for its type (its department: spec 01 §9
 * "phone selection by car type"), else the car's own location's (its yard's sales number, or its
 * dealership's), else the site's number for the type, else the site's main number; null when none is
 * known (spec 01 §8 "No phone number for the car: warning only": the button is simply not shown). A
 * group's own lines come after the yard's, so a car at the Adelaide yard never gives the Brisbane head
 * office's number.
 */
export function carPhone(
  car: Pick<VehicleDetail, "carType" | "location">,
  config: CarPhoneSettings,
  departmentLines: DepartmentLines = {},
): string | null {
  const carType = car.carType.trim().toLowerCase();
  const type = isCarType(carType) ? carType : null;
  const candidates = [
    type ? departmentLines[type] : undefined,
    car.location?.phone,
    type ? config.phone_numbers[type] : undefined,
    config.contact.phone,
  ];
  for (const phone of candidates) if (phone?.trim()) return phone.trim();
  return null;
}

/**
 * The history report link (spec 01 §2 "history report (needs the car's file link)"): an http(s) address
 * or a path on the site. Anything else ('javascript:', 'data:', a bare word) is no link, so a bad feed
 * value can never become a script URL.
 */
export function historyReportHref(fileUrl: string | null | undefined): string | null {
  return safeFeedLink(fileUrl);
}

/**
 * The detail page's calls to action, in display order.
 *
 * Spec 01 §4 / spec 02 §4: a car that is not in stock gets only the template's 'Find Me Something
 * Similar' (to the page's similar-car enquiry). An in-stock car gets:
 * - 'Reserve Now' when the site offers reserve, checkout is enabled for the car and it matches
 *   `feature_filters.reserve`;
 * - 'Buy Online' likewise with `features.online_purchase` and `feature_filters.online_purchase`;
 * - 'Trade In' when the site offers trade-in, the car is trade-in enabled and matches its filter;
 * - 'History Report' when the car has a report link;
 * - 'Enquire Now' ('Instant Message' when checkout is offered and the site has chat) and 'Book a
 *   Test Drive';
 * - the template's finance button when the site shows it;
 * - 'Call {number}' when a number is known, and 'View Location' when the car has a location.
 */
export function detailActions(car: VehicleDetail, ctx: DetailActionContext): DetailAction[] {
  const { config, template } = ctx;
  if (!isInStockStatus(car.status)) {
    return [
      { kind: "find-similar", label: templateCopy(template, "find_similar"), href: FIND_SIMILAR_ANCHOR },
    ];
  }
  const { features } = config;
  const reserve = canReserve(car, config);
  const purchase = canPurchaseOnline(car, config);
  // Display order: the shopper's next step first (enquire), then buying online, then the rest. Spec 02
  // §4: where the car offers checkout and the site has chat, 'Instant Message' takes Enquire's place
  // (its link falls back to the page's enquiry form when the chat cannot open).
  const actions: DetailAction[] = [
    instantMessageReplacesEnquire(reserve || purchase, config)
      ? { kind: "instant-message", label: INSTANT_MESSAGE_LABEL, href: ENQUIRE_ANCHOR }
      : { kind: "enquire", label: "Enquire Now", href: ENQUIRE_ANCHOR },
  ];
  if (reserve) {
    actions.push({ kind: "reserve", label: "Reserve Now", href: `${carPath(car.slug)}/checkout` });
  }
  // A reserved car is already held for another buyer: it cannot be reserved or bought online again.
  if (purchase) {
    actions.push({
      kind: "online-purchase",
      label: "Buy Online",
      href: `/checkout-journey?car_id=${encodeURIComponent(car.slug)}`,
    });
  }
  actions.push({ kind: "test-drive", label: "Book a Test Drive", href: `/book-test-drive?car_id=${car.id}` });
  if (features.finance_button) {
    actions.push({
      kind: "finance",
      label: templateCopy(template, "finance_button"),
      href: financeHref(car, ctx),
    });
  }
  const tradeIn = canTradeIn(car, config) ? tradeInHref(config, car) : null;
  if (tradeIn) {
    actions.push({
      kind: "trade-in",
      label: "Trade In",
      href: tradeIn,
      ...(tradeIn.startsWith("/") ? {} : { external: true }),
    });
  }
  const history = historyReportHref(car.fileUrl);
  if (history) actions.push({ kind: "history", label: "History Report", href: history, external: true });
  const phone = carPhone(car, config, ctx.departmentLines);
  if (phone) actions.push({ kind: "call", label: `Call ${formatPhone(phone)}`, href: telHref(phone) });
  if (car.location) actions.push({ kind: "location", label: "View Location", href: VEHICLE_MAP_ANCHOR });
  return actions;
}
