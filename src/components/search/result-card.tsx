import { Gauge, MapPin } from "lucide-react";
import { WatchlistButton } from "@/components/accounts/watchlist-button";
import { CardRepayment } from "@/components/finance/card-repayment";
import { LeadDialogLink } from "@/components/leads/lead-dialog";
import { CompareButton } from "@/components/saved-cars/compare-button";
import { CarPhoto } from "@/components/stock/car-photo";
import { TagBannerBadge } from "@/components/stock/tag-banner-badge";
import { FavouriteButton } from "@/components/vehicle/favourite-button";
import { repaymentEstimate } from "@/lib/finance/repayment-estimate";
import { formatKm, formatNumber } from "@/lib/format/format";
import { type LeadFormCar, leadFormCar } from "@/lib/leads/form-setup";
import { favouriteEntry } from "@/lib/saved-cars/favourites";
import { siteSave } from "@/lib/saved-cars/save-kind";
import { carPath } from "@/lib/stock/car-path";
import type { SearchHit } from "@/lib/stock/listed-car";
import { amountText, priceDisplay } from "@/lib/stock/price-display";
import { tagBanner } from "@/lib/stock/tag-banner";
import type { Template } from "@/lib/template/template";
import type { PublicSiteConfig } from "@/lib/tenancy/site-config";
import { CARD_ACTION_FORMS, type CardAction, cardActions } from "@/lib/vehicle/card-actions";

type Props = {
  car: SearchHit;
  config: PublicSiteConfig;
  template: Template;
  /** The render time, passed in so the server and the browser agree on "just arrived". */
  now: Date;
  certifiedBadgeMake?: string;
  /** One of the first cards on the page: its photo is loaded first (it is the page's largest paint). */
  priority?: boolean;
};

/**
 * A search result card (spec 01 §2 "Result card"): the image links to the car, a tag banner by the
 * spec's precedence, the price by its display priority, and the buttons the car's availability and the
 * site's switches allow, and Favourite and Compare where the server's rules gave the car them
 * (`car.savedCarButtons`, lib/saved-cars/saved-car-rules). All rules live in lib; this only lays them out.
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
  const primary = actions.find((a) => a.kind === "details" || a.kind === "find-similar");
  const secondary = actions.filter((a) => a !== primary);
  const href = carPath(car.slug);
  const formCar = leadFormCar(car, amountText(price));
  const saveButtons = car.savedCarButtons;
  const saved = saveButtons?.favourite || saveButtons?.compare ? favouriteEntry(car) : null;
  return (
    <article
      className="flex h-full flex-col overflow-hidden rounded-lg border bg-background shadow-sm"
      aria-labelledby={`car-${car.id}`}
    >
      <div className="relative">
        {/* The title links to the car too; the photo link is skipped by the keyboard so it is one stop. */}
        <a href={href} className="block aspect-[4/3] bg-muted" tabIndex={-1}>
          <CarPhoto src={car.primaryImageUrl} alt={car.name} priority={priority} />
        </a>
        <TagBannerBadge banner={banner} className="absolute left-0 top-3" />
        {/* Spec 01 §4 "Watchlist": Save / Saved where the site's one save is the watchlist (decision 0075). */}
        {siteSave(config) === "watchlist" ? (
          <WatchlistButton car={{ id: car.id, name: car.name, status: car.status }} look="overlay" />
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="text-xs font-semibold uppercase text-muted-foreground">
          {car.carType}
          {/* Staff featured the car (decision 0051). */}
          {car.featured ? <span className="text-foreground"> · Featured</span> : null}
        </p>
        <h3 id={`car-${car.id}`} className="font-semibold leading-snug">
          <a href={href} className="hover:underline">
            {car.name}
          </a>
        </h3>
        <div>
          {price.wasPrice !== null ? (
            <p className="text-sm text-muted-foreground line-through">
              <span className="sr-only">Was </span>${formatNumber(price.wasPrice)}
            </p>
          ) : null}
          <p className="text-xl font-bold" data-testid="price">
            {price.text}
          </p>
          {estimate ? <CardRepayment estimate={estimate} /> : null}
        </div>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
          {car.km !== null ? (
            <li className="flex items-center gap-1">
              <Gauge aria-hidden className="size-4" />
              {formatKm(car.km)}
            </li>
          ) : null}
          {(car.locationName ?? car.city) ? (
            <li className="flex items-center gap-1">
              <MapPin aria-hidden className="size-4" />
              {car.city ?? car.locationName}
              {car.state ? `, ${car.state.toUpperCase()}` : ""}
            </li>
          ) : null}
        </ul>
        {saved ? (
          <div className="flex gap-2">
            {saveButtons?.favourite ? <FavouriteButton entry={saved} look="card" /> : null}
            {saveButtons?.compare ? <CompareButton entry={saved} look="card" /> : null}
          </div>
        ) : null}
        <div className="mt-auto flex flex-col gap-2 pt-2">
          {primary ? (
            <CardActionLink
              action={primary}
              car={formCar}
              className="rounded-lg bg-primary px-4 py-2 text-center text-sm font-semibold text-primary-foreground hover:opacity-90"
            />
          ) : null}
          {secondary.length ? (
            <ul className="flex flex-wrap gap-2">
              {secondary.map((action) => (
                <li key={action.kind} className="flex-1">
                  <CardActionLink
                    action={action}
                    car={formCar}
                    className={`block whitespace-nowrap rounded-lg border px-3 py-1.5 text-center text-xs font-semibold ${
                      action.kind === "reserve" && template.reserveButtonVariant === "success"
                        ? "border-success bg-success text-success-foreground hover:opacity-90"
                        : "hover:bg-muted"
                    }`}
                  />
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
    </article>
  );
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
