import { CalendarClock, Car, Cog, Gauge, MapPin, Printer, TrendingDown } from "lucide-react";
import { preload } from "react-dom";
import { DeferredLeadForm } from "@/components/leads/deferred-lead-form";
import { LeadDialogHost, LeadDialogLink, type LeadDialogRequest } from "@/components/leads/lead-dialog";
import { PostalAddress } from "@/components/stock/postal-address";
import { TagBannerBadge } from "@/components/stock/tag-banner-badge";
import { formatKm, formatNumber, telHref } from "@/lib/format/format";
import { leadFormCar, type SiteFormSetup } from "@/lib/leads/form-setup";
import { isInStockStatus } from "@/lib/stock/availability";
import { financeHref } from "@/lib/stock/card-actions";
import { amountText, isBelowMarket, priceDisplay } from "@/lib/stock/price-display";
import { tagBanner } from "@/lib/stock/tag-banner";
import type { Site } from "@/lib/tenancy/site";
import { templateCopy } from "@/lib/tenancy/template";
import { cn } from "@/lib/utils/cn";
import { galleryPhotos } from "@/lib/vehicle/car-photos";
import { dealerComments } from "@/lib/vehicle/dealer-comments";
import {
  canFavourite,
  carPhone,
  DETAIL_ACTION_DIALOGS,
  type DetailAction,
  detailActions,
  primaryDetailActions,
  stickyBarActions,
} from "@/lib/vehicle/detail-actions";
import {
  type DetailTab,
  detailFinance,
  detailReserveDeposit,
  detailTabs,
} from "@/lib/vehicle/detail-sections";
import { regoExpiryText } from "@/lib/vehicle/rego-expiry";
import { FEATURE_LIST_LIMIT, KEY_INFO_VISIBLE, keyInformation, specList } from "@/lib/vehicle/spec-list";
import { tabCopy } from "@/lib/vehicle/tab-copy";
import type { VehicleDetail } from "@/lib/vehicle/vehicle-detail";
import { DealerCommentsBlock } from "./dealer-comments-block";
import { ExpandableList } from "./expandable-list";
import { FavouriteButton } from "./favourite-button";
import { FinanceSummary } from "./finance-summary";
import { ImageGallery } from "./image-gallery";
import { PdfDownloadButton } from "./pdf-download-button";
import { PhoneRevealButton } from "./phone-reveal-button";
import { ShareButtons } from "./share-buttons";
import { StickyCtaBar } from "./sticky-cta-bar";
import { StickyMobileBar } from "./sticky-mobile-bar";
import { TrackedLink } from "./tracked-link";
import { type VehicleTab, VehicleTabs } from "./vehicle-tabs";
import { ViewTracker } from "./view-tracker";

type Props = { site: Site; car: VehicleDetail; url: string; now: Date; formSetup: SiteFormSetup };

const ACTION_STYLE: Partial<Record<DetailAction["kind"], string>> = {
  enquire: "bg-primary text-primary-foreground hover:bg-primary/90",
  "find-similar": "bg-primary text-primary-foreground hover:bg-primary/90",
  reserve: "bg-success text-success-foreground hover:bg-success/90",
  "online-purchase": "bg-success text-success-foreground hover:bg-success/90",
};

function ActionLink({ action, dialog }: { action: DetailAction; dialog?: LeadDialogRequest | undefined }) {
  const className = cn(
    "inline-flex min-h-11 w-full items-center justify-center rounded-lg px-4 text-sm font-semibold",
    ACTION_STYLE[action.kind] ?? "border hover:bg-muted",
  );
  if (action.kind === "history") {
    return (
      <TrackedLink href={action.href} event="history" className={className} external>
        {action.label}
      </TrackedLink>
    );
  }
  return (
    <LeadDialogLink
      request={dialog}
      href={action.href}
      className={className}
      data-action={action.kind}
      {...(action.external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
    >
      {action.label}
    </LeadDialogLink>
  );
}

/**
 * The vehicle detail page (spec 01 §2 "/cars/{slug}"). Every rule is in lib/: availability and tag
 * banner (lib/stock), price display, buttons, spec list, comments, rego and deposit copy (lib/vehicle),
 * the finance estimate (lib/finance). This lays them out: gallery and details on the left, the
 * summary with price, finance and actions on the right (first on a phone, after the photos).
 */
export function VehiclePage({ site, car, url, now, formSetup }: Props) {
  const { config, template } = site;
  const inStock = isInStockStatus(car.status);
  const banner = tagBanner(car, { config, now, certifiedBadgeMake: template.certifiedBadgeMake });
  const price = priceDisplay(car, {
    subscriptionPricing: config.features.subscription_pricing,
    noPriceText: config.copy.no_price_text,
  });
  const belowMarket = isBelowMarket(price.amount, car.autograbData);
  const actions = detailActions(car, { config, template });
  const primaryActions = primaryDetailActions(actions);
  const phone = carPhone(car, config);
  const rego = regoExpiryText(car.regoExpiry, config, now);
  const specs = specList(car);
  const keyInfo = keyInformation(car);
  const comments = dealerComments(car.dealercomments, template);
  const deposit = detailReserveDeposit(car, config, actions);
  const finance = detailFinance(car, config);
  const images = galleryPhotos(car);
  // The first photo is the page's largest paint: announce it in <head> so it loads with the HTML.
  if (images[0]) preload(images[0].url, { as: "image", fetchPriority: "high" });
  const location = car.location;
  const enquireHref = inStock ? "#enquire" : "#find-similar";
  const formCar = leadFormCar(car, amountText(price), location?.distributionLocations ?? []);

  const quickEnquiry: LeadDialogRequest = { kind: "quick-enquiry", title: "Quick Enquiry", car: formCar };
  const dialogFor = (action: DetailAction) => (DETAIL_ACTION_DIALOGS[action.kind] ? quickEnquiry : undefined);

  const tabs: VehicleTab[] = detailTabs(car, actions).map((tab) => ({
    id: tab.id,
    label: tab.label,
    content: tabContent(tab),
  }));
  function tabContent(tab: DetailTab) {
    switch (tab.id) {
      case "comments":
        return <DealerCommentsBlock comments={comments} />;
      case "included":
      case "why":
      case "protect":
        return <Paragraphs items={tabCopy(config, tab.copy)} />;
      case "reserve":
        return <p className="leading-relaxed">{deposit?.text}</p>;
      case "features":
        return (
          <ExpandableList
            id="feature-list"
            items={car.standardEquipment}
            limit={FEATURE_LIST_LIMIT}
            moreLabel="Show All"
            lessLabel="Hide"
            className="grid gap-x-6 gap-y-2 sm:grid-cols-2"
            itemClassName="border-b pb-2 text-sm"
          />
        );
    }
  }

  return (
    <LeadDialogHost site={formSetup}>
      <div className="mx-auto max-w-7xl px-4 pb-28 pt-4 md:pb-10">
        <ViewTracker
          slug={car.slug}
          carId={car.id}
          carType={car.carType}
          photosCount={car.photosCount}
          updatedAt={car.updatedAt}
          websiteId={site.id}
        />
        <nav aria-label="Breadcrumb" className="mb-4 text-sm text-muted-foreground">
          <ol className="flex flex-wrap gap-1">
            <li>
              <a href="/" className="hover:underline">
                Home
              </a>{" "}
              /
            </li>
            <li>
              <a href="/search" className="hover:underline">
                Stock
              </a>{" "}
              /
            </li>
            <li aria-current="page" className="text-foreground">
              {car.name}
            </li>
          </ol>
        </nav>

        <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_400px]">
          <div className="flex min-w-0 flex-col gap-8">
            <div className="relative">
              <ImageGallery images={images} alt={car.name} />
              <TagBannerBadge banner={banner} className="absolute left-0 top-3" />
            </div>
          </div>

          <aside className="flex flex-col gap-4 lg:row-span-2" aria-label="Price and actions">
            <div>
              <p className="text-sm font-semibold uppercase text-muted-foreground">
                {car.carType}
                {car.stocknum ? ` · Stock #${car.stocknum}` : ""}
              </p>
              <h1 className="text-2xl font-bold leading-tight md:text-3xl">{car.name}</h1>
              {location ? (
                <a
                  href="#vehicle-map"
                  className="mt-1 inline-flex items-center gap-1 text-sm text-muted-foreground hover:underline"
                >
                  <MapPin className="size-4" aria-hidden="true" />
                  {location.name}
                  {location.city ? `, ${location.city}` : ""}
                </a>
              ) : null}
            </div>

            <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm" aria-label="At a glance">
              {car.km !== null ? (
                <li className="flex items-center gap-1">
                  <Gauge className="size-4" aria-hidden="true" />
                  {formatKm(car.km)}
                </li>
              ) : null}
              {car.simpleTransmission ? (
                <li className="flex items-center gap-1">
                  <Cog className="size-4" aria-hidden="true" />
                  {car.simpleTransmission}
                </li>
              ) : null}
              {(car.simpleBody ?? car.body) ? (
                <li className="flex items-center gap-1">
                  <Car className="size-4" aria-hidden="true" />
                  {car.simpleBody ?? car.body}
                </li>
              ) : null}
              {rego ? (
                <li className="flex items-center gap-1" data-testid="rego-expiry">
                  <CalendarClock className="size-4" aria-hidden="true" />
                  {rego}
                </li>
              ) : null}
            </ul>

            <section aria-label="Price" className="rounded-lg border p-4" data-testid="price-block">
              <p className="text-3xl font-bold" data-testid="price" data-kind={price.kind}>
                {price.text}
              </p>
              {price.wasPrice !== null ? (
                <p className="text-sm text-muted-foreground">
                  Was <s>${formatNumber(Math.round(price.wasPrice))}</s>
                </p>
              ) : null}
              {belowMarket ? (
                <p className="mt-2 inline-flex items-center gap-1 rounded bg-success px-2 py-1 text-xs font-bold text-success-foreground">
                  <TrendingDown className="size-4" aria-hidden="true" /> Below market price
                </p>
              ) : null}
              {finance.estimate ? (
                <div className="mt-3">
                  <FinanceSummary quote={finance.estimate.quote} request={finance.estimate.request} />
                </div>
              ) : null}
            </section>

            {!inStock ? (
              <section
                className="rounded-lg border border-destructive p-4"
                data-testid="sold-notice"
                aria-label="Sold"
              >
                <p className="font-bold">{templateCopy(template, "sold_notice")}</p>
                <p className="text-sm text-muted-foreground">{templateCopy(template, "similar_prompt")}</p>
              </section>
            ) : null}

            <ul className="grid gap-2" aria-label="Actions">
              {primaryActions.map((action) => (
                <li key={action.kind}>
                  <ActionLink action={action} dialog={dialogFor(action)} />
                </li>
              ))}
            </ul>
            {deposit ? <p className="text-sm text-muted-foreground">{deposit.text}</p> : null}

            <div className="flex flex-wrap gap-2">
              {inStock && phone ? (
                <PhoneRevealButton
                  phone={phone}
                  carId={car.id}
                  dealershipId={car.dealershipId}
                  websiteId={site.id}
                />
              ) : null}
              {canFavourite(car, config) ? (
                <FavouriteButton
                  entry={{
                    id: car.id,
                    name: car.name,
                    slug: car.slug,
                    make: car.make,
                    model: car.model,
                    primary_image_url: car.primaryImageUrl,
                  }}
                />
              ) : null}
            </div>

            <ShareButtons url={url} title={car.name} />
            <div className="flex flex-wrap gap-2">
              <TrackedLink
                href={`/print?car_id=${encodeURIComponent(car.slug)}`}
                event="print"
                external
                className="inline-flex min-h-11 items-center gap-2 rounded-lg border px-4 text-sm font-semibold hover:bg-muted"
              >
                <Printer className="size-4" aria-hidden="true" /> Print
              </TrackedLink>
              <PdfDownloadButton slug={car.slug} />
            </div>

            {finance.financeCard ? (
              <section className="rounded-lg bg-muted p-4" aria-labelledby="car-finance">
                <h2 id="car-finance" className="font-bold">
                  Car Finance
                </h2>
                <p className="mt-1 text-sm">
                  Pre-approval in minutes, with repayments to suit you. Our finance team works with leading
                  lenders.
                </p>
                <a
                  href={financeHref(car, { config, template })}
                  className="mt-3 inline-flex min-h-11 items-center font-semibold text-primary hover:underline"
                >
                  {templateCopy(template, "finance_button")}
                </a>
              </section>
            ) : null}

            <section className="rounded-lg border p-4" aria-labelledby="why-buy">
              <h2 id="why-buy" className="font-bold">
                Why Buy From Us?
              </h2>
              <ul className="mt-2 list-disc pl-5 text-sm">
                {tabCopy(config, "why_buy_from_us").map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </section>
          </aside>

          <div className="flex min-w-0 flex-col gap-8">
            {keyInfo.length ? (
              <section aria-labelledby="key-info">
                <h2 id="key-info" className="mb-3 text-xl font-bold">
                  Key information
                </h2>
                <ExpandableList
                  id="key-info-list"
                  items={keyInfo.map((entry) => (
                    <>
                      <span className="block text-xs text-muted-foreground">{entry.label}</span>
                      <span className="font-semibold">{entry.value}</span>
                    </>
                  ))}
                  limit={KEY_INFO_VISIBLE}
                  moreLabel="Show More"
                  lessLabel="Show Less"
                  className="grid grid-cols-2 gap-3 sm:grid-cols-4"
                  itemClassName="rounded-lg border p-3"
                />
              </section>
            ) : null}

            {car.carType === "used" ? (
              <section
                aria-label="Buying a used car with us"
                className="grid gap-3 rounded-lg bg-muted p-4 sm:grid-cols-3"
              >
                <a href="/trade-in" className="font-semibold hover:underline">
                  Sell your car
                  <span className="block text-sm font-normal text-muted-foreground">
                    Get a trade-in valuation
                  </span>
                </a>
                <a href="/special-offers" className="font-semibold hover:underline">
                  Special offers
                  <span className="block text-sm font-normal text-muted-foreground">This month's deals</span>
                </a>
                <a href="/service" className="font-semibold hover:underline">
                  Service
                  <span className="block text-sm font-normal text-muted-foreground">
                    Book your next service
                  </span>
                </a>
              </section>
            ) : null}

            <VehicleTabs tabs={tabs} label="About this car" />

            <section aria-labelledby="vehicle-details" className="rounded-lg border p-4">
              <h2 id="vehicle-details" className="mb-3 text-xl font-bold">
                Vehicle details
              </h2>
              <dl className="grid gap-x-8 sm:grid-cols-2" data-testid="spec-list">
                {specs.map((entry) => (
                  <div key={entry.key} className="flex justify-between gap-4 border-b py-2 text-sm">
                    <dt className="text-muted-foreground">{entry.label}</dt>
                    <dd className="text-right font-semibold">{entry.value}</dd>
                  </div>
                ))}
              </dl>
            </section>

            <section
              id={inStock ? "enquire" : "find-similar"}
              aria-labelledby="enquire-heading"
              className="scroll-mt-20 rounded-lg border p-4"
            >
              <h2 id="enquire-heading" className="text-xl font-bold">
                {inStock ? "Enquire about this car" : templateCopy(template, "similar_prompt")}
              </h2>
              <p className="mt-2 text-sm">
                {inStock
                  ? "Our team will answer your questions, arrange a test drive or put a price on your trade-in."
                  : "Tell us what you are after and we will find you something similar."}
              </p>
              {phone ? (
                <div className="mt-3">
                  <PhoneRevealButton
                    phone={phone}
                    carId={car.id}
                    dealershipId={car.dealershipId}
                    websiteId={site.id}
                  />
                </div>
              ) : null}
              {inStock ? (
                <LeadDialogLink
                  request={{ kind: "make-an-offer", title: "Make an Offer", car: formCar }}
                  href="#enquire"
                  className="mt-3 inline-flex min-h-11 items-center font-semibold text-primary hover:underline"
                >
                  Make an Offer
                </LeadDialogLink>
              ) : null}
              <DeferredLeadForm
                kind={inStock ? "vehicle-enquiry" : "find-me-something-similar"}
                site={formSetup}
                car={formCar}
                className="mt-4"
              />
            </section>

            {location ? (
              <section
                id="vehicle-map"
                aria-labelledby="location-heading"
                className="scroll-mt-20 rounded-lg border p-4"
              >
                <h2 id="location-heading" className="text-xl font-bold">
                  Where to see it
                </h2>
                <p className="mt-2 font-semibold">{location.name}</p>
                <PostalAddress address={location} className="not-italic text-sm" />
                <a
                  href={
                    location.placeUrl ??
                    `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(
                      [location.name, location.street, location.city, location.state]
                        .filter(Boolean)
                        .join(", "),
                    )}`
                  }
                  target="_blank"
                  rel="noopener noreferrer"
                  className="mt-2 inline-flex min-h-11 items-center font-semibold text-primary hover:underline"
                >
                  Open in maps
                </a>
              </section>
            ) : null}
          </div>
        </div>

        <StickyCtaBar
          title={car.name}
          price={price.text}
          actions={stickyBarActions(actions).map((a) => {
            const dialog = dialogFor(a);
            return { label: a.label, href: a.href, primary: a.primary, ...(dialog ? { dialog } : {}) };
          })}
        />
        <StickyMobileBar
          callHref={phone && inStock ? telHref(phone) : null}
          hours={{
            week: location?.openingHours ?? [],
            special: location?.specialHours ?? [],
            clock: location?.clock ?? null,
          }}
          enquireHref={enquireHref}
          {...(inStock ? { enquiry: quickEnquiry } : {})}
        />
      </div>
    </LeadDialogHost>
  );
}

function Paragraphs({ items }: { items: string[] }) {
  return (
    <ul className="list-disc space-y-2 pl-5 leading-relaxed">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
