import { WatchlistButton } from "@/components/accounts/watchlist-button";
import { CardRepayment } from "@/components/finance/card-repayment";
import { LeadDialogLink } from "@/components/leads/lead-dialog";
import { CompareButton } from "@/components/saved-cars/compare-button";
import { CarPhoto } from "@/components/stock/car-photo";
import { TagBannerBadge } from "@/components/stock/tag-banner-badge";
import { SpriteIcon } from "@/components/ui/sprite-icon";
import { FavouriteButton } from "@/components/vehicle/favourite-button";
import { repaymentEstimate } from "@/lib/finance/repayment-estimate";
import { formatKm, formatNumber } from "@/lib/format/format";
import { type LeadFormCar, leadFormCar } from "@/lib/leads/form-setup";
import { formatDistance } from "@/lib/locations/distance";
import { favouriteEntry } from "@/lib/saved-cars/favourites";
import { siteSave } from "@/lib/saved-cars/save-kind";
import { stateAbbreviation } from "@/lib/search/filter-labels";
import { carPath } from "@/lib/stock/car-path";
import { amountText, priceDisplay } from "@/lib/stock/price-display";
import { tagBanner } from "@/lib/stock/tag-banner";
import { CARD_ACTION_FORMS, type CardAction, cardActions } from "@/lib/vehicle/card-actions";
import { CardMenu } from "./card-menu";
import type { CardHit, SearchViewConfig, SearchViewTemplate } from "./view-props";

type Props = {
  car: CardHit;
  config: SearchViewConfig;
  template: SearchViewTemplate;
  /** The render time, passed in so the server and the browser agree on "just arrived". */
  now: Date;
  certifiedBadgeMake?: string;
  /** One of the first cards on the page: its photo is loaded first (it is the page's largest paint). */
  priority?: boolean;
};

/**
 * A search result card (spec 01 §2 "Result card"): the image links to the car, a tag banner by the
 * spec's precedence, the price by its display priority, the distance from the search's postcode, and
 * the buttons the car's availability and the site's switches allow: one of them a button, the rest
 * with Favourite and Compare (where the server's rules gave the car them, `car.savedCarButtons`,
 * lib/saved-cars/saved-car-rules) in the card's menu (issue 34 item 4, decision 0073). All rules live
 * in lib; this only lays them out.
 */
export function ResultCard({ car, config, template, now, certifiedBadgeMake, priority = false }: Props) {
  const banner = tagBanner(car, { config, now, certifiedBadgeMake });
  const price = priceDisplay(car, {
    subscriptionPricing: config.features.subscription_pricing,
    noPriceText: config.copy.no_price_text,
  });
  // The car's one repayment figure (decision 0074): the one its page's price box and calculator show.
  const estimate = repaymentEstimate(car, config.finance, config.features.finance_quote);
  const actions = cardActions(car, { config, template });
  const primary = primaryCardAction(actions);
  const secondary = actions.filter((a) => a !== primary);
  const href = carPath(car.slug);
  const formCar = leadFormCar(car, amountText(price));
  const saveButtons = car.savedCarButtons;
  const saved = saveButtons?.favourite || saveButtons?.compare ? favouriteEntry(car) : null;
  const place = car.city ?? car.locationName;
  return (
    <article
      className="flex h-full flex-col rounded-lg border bg-background shadow-sm"
      aria-labelledby={`car-${car.id}`}
    >
      <div className="relative">
        {/* The title links to the car too; the photo link is skipped by the keyboard so it is one stop. */}
        <a href={href} className="block aspect-[3/2] overflow-hidden rounded-t-lg bg-muted" tabIndex={-1}>
          <CarPhoto src={car.primaryImageUrl} alt={car.name} priority={priority} />
        </a>
        <TagBannerBadge banner={banner} className="absolute left-0 top-3" />
        {/* Spec 01 §4 "Watchlist": Save / Saved where the site's one save is the watchlist (decision 0075). */}
        {siteSave(config) === "watchlist" ? (
          <WatchlistButton car={{ id: car.id, name: car.name, status: car.status }} look="overlay" />
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3">
        <p className="text-xs font-semibold uppercase text-muted-foreground">
          {car.carType}
          {/* Staff featured the car (decision 0051). */}
          {car.featured ? <span className="text-foreground"> · Featured</span> : null}
        </p>
        <h3 id={`car-${car.id}`} className="line-clamp-2 font-semibold leading-snug">
          <a href={href} className="hover:underline">
            {car.name}
          </a>
        </h3>
        <p className="flex flex-wrap items-baseline gap-x-2">
          <span className="text-xl font-bold" data-testid="price">
            {price.text}
          </span>
          {price.wasPrice !== null ? (
            <span className="text-sm text-muted-foreground line-through">
              <span className="sr-only">Was </span>${formatNumber(price.wasPrice)}
            </span>
          ) : null}
        </p>
        {/* Another helper's figure (decision 0074), as it is. */}
        {estimate ? <CardRepayment estimate={estimate} /> : null}
        <ul className="flex flex-wrap gap-x-3 gap-y-0.5 text-sm text-muted-foreground">
          {car.km !== null ? (
            <li className="flex items-center gap-1">
              <SpriteIcon name="gauge" className="size-4" />
              {formatKm(car.km)}
            </li>
          ) : null}
          {place ? (
            <li className="flex items-center gap-1">
              <SpriteIcon name="map-pin" className="size-4" />
              {place}
              {/* Decision 0073: a card, short of room, shows the state's abbreviation upper-cased. */}
              {car.state ? `, ${stateAbbreviation(car.state)}` : ""}
            </li>
          ) : null}
          {car.distanceKm !== undefined ? (
            <li className="font-semibold text-foreground" data-testid="distance">
              {formatDistance(car.distanceKm)} away
            </li>
          ) : null}
        </ul>
        <div className="mt-auto flex items-center gap-2 pt-2">
          {primary ? (
            <CardActionLink
              action={primary}
              car={formCar}
              className="flex h-10 min-w-0 flex-1 items-center justify-center rounded-lg bg-primary px-3 text-center text-sm font-semibold text-primary-foreground hover:opacity-90"
            />
          ) : null}
          {secondary.length || saved ? (
            <CardMenu carName={car.name} className={primary ? undefined : "ml-auto"}>
              {secondary.length ? (
                <ul className="flex flex-col">
                  {secondary.map((action) => (
                    <li key={action.kind}>
                      <CardActionLink
                        action={action}
                        car={formCar}
                        className="flex min-h-10 items-center rounded-md px-3 text-sm font-semibold hover:bg-muted"
                      />
                    </li>
                  ))}
                </ul>
              ) : null}
              {/* The saved-car buttons as they are (lib/saved-cars owns them), moved into the menu. */}
              {saved ? (
                <div className="mt-2 flex gap-2 border-t px-1 pt-2">
                  {saveButtons?.favourite ? <FavouriteButton entry={saved} look="card" /> : null}
                  {saveButtons?.compare ? <CompareButton entry={saved} look="card" /> : null}
                </div>
              ) : null}
            </CardMenu>
          ) : null}
        </div>
      </div>
    </article>
  );
}

/**
 * The card's one button (issue 34 item 4, decision 0073): Quick Enquiry, the step a shopper takes
 * from a list (the photo and the title already open the car); a sold car's 'Find Me Something
 * Similar'; else the car itself. The rest go in the card's menu.
 */
function primaryCardAction(actions: readonly CardAction[]): CardAction | undefined {
  for (const kind of ["enquire", "find-similar", "details"] as const) {
    const action = actions.find((a) => a.kind === kind);
    if (action) return action;
  }
  return actions[0];
}

/** Quick Enquiry and Find Me Something Similar open the page's enquiry dialog (spec 02 §2 "a modal"). */
function CardActionLink({
  action,
  car,
  className,
}: {
  action: CardAction;
  car: LeadFormCar;
  className: string;
}) {
  const kind = CARD_ACTION_FORMS[action.kind];
  return kind ? (
    <LeadDialogLink request={{ kind, title: action.label, car }} href={action.href} className={className}>
      {action.label}
    </LeadDialogLink>
  ) : (
    <a href={action.href} className={className}>
      {action.label}
    </a>
  );
}
