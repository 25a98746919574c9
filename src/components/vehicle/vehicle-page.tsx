import { preload } from "react-dom";
import { FinanceCalculator } from "@/components/finance/finance-calculator";
import { LeadDialogHost, type LeadDialogRequest } from "@/components/leads/lead-dialog";
import { TagBannerBadge } from "@/components/stock/tag-banner-badge";
import { Breadcrumb } from "@/components/ui/breadcrumb";
import { calculatorDisclaimer, financeDisclaimer } from "@/lib/finance/disclaimer";
import { carCalculatorSetup } from "@/lib/finance/repayment-estimate";
import { comparisonRangeText } from "@/lib/finance/repayment-text";
import { leadFormCar, type SiteFormSetup } from "@/lib/leads/form-setup";
import type { SiteLocation } from "@/lib/locations/location";
import { carVideoId } from "@/lib/marketing/youtube";
import { isInStockStatus } from "@/lib/stock/availability";
import { amountText, priceDisplay } from "@/lib/stock/price-display";
import { tagBanner } from "@/lib/stock/tag-banner";
import { financePath } from "@/lib/template/template";
import { departmentLines } from "@/lib/tenancy/dealership-config";
import type { Site } from "@/lib/tenancy/site";
import { tradeInHref } from "@/lib/trade-in/trade-in-page";
import { carFeatures } from "@/lib/vehicle/car-features";
import { galleryPhotos } from "@/lib/vehicle/car-photos";
import { financeHref } from "@/lib/vehicle/card-actions";
import { dealerComments } from "@/lib/vehicle/dealer-comments";
import { dealerStockLink } from "@/lib/vehicle/dealer-stock-link";
import { carPhone, detailActions } from "@/lib/vehicle/detail-actions";
import { detailFinance, detailReserveDeposit, detailTabs } from "@/lib/vehicle/detail-sections";
import { keyInformation, specList } from "@/lib/vehicle/spec-list";
import type { VehicleDetail } from "@/lib/vehicle/vehicle-detail";
import { CarFeatureCarousel } from "./car-feature-carousel";
import { CarFinanceDisclaimer } from "./car-finance-disclaimer";
import { CarVideoSection } from "./car-video-section";
import { EnquireSection } from "./enquire-section";
import { ImageGallery } from "./image-gallery";
import { KeyInformationSection } from "./key-information-section";
import { VehicleDetailTabs } from "./vehicle-detail-tabs";
import { VehicleDetailsCard } from "./vehicle-details-card";
import { VehicleLocationSection } from "./vehicle-location-section";
import { VehicleStickyBars } from "./vehicle-sticky-bars";
import { VehicleSummary } from "./vehicle-summary";
import { ViewTracker } from "./view-tracker";

type Props = {
  site: Site;
  car: VehicleDetail;
  url: string;
  now: Date;
  formSetup: SiteFormSetup;
  /** The site's locations, for the #vehicle-map location block. */
  locations?: readonly SiteLocation[];
};

/**
 * The vehicle detail page (spec 01 §2 "/cars/{slug}"). Every rule is in lib/: availability and tag
 * banner (lib/stock), price display, buttons, tabs and finance blocks, spec list, comments, rego and
 * deposit copy (lib/vehicle), the finance estimate (lib/finance). This lays out its sections: gallery
 * and details on the left, the summary with price, finance and actions on the right (first on a phone,
 * after the photos); the car's video, where there is one, opens the details under the photos.
 */
export function VehiclePage({ site, car, url, now, formSetup, locations = [] }: Props) {
  const { config, template } = site;
  const inStock = isInStockStatus(car.status);
  const banner = tagBanner(car, { config, now, certifiedBadgeMake: template.certifiedBadgeMake });
  const price = priceDisplay(car, {
    subscriptionPricing: config.features.subscription_pricing,
    noPriceText: config.copy.no_price_text,
  });
  // Yard-aware (decision 0074): the car's dealership's department line, else its own yard's number.
  const lines = departmentLines(site, car.dealershipId);
  const actions = detailActions(car, { config, template, departmentLines: lines });
  const phone = carPhone(car, config, lines);
  const keyInfo = keyInformation(car);
  const deposit = detailReserveDeposit(car, config, actions);
  const finance = detailFinance(car, config);
  const images = galleryPhotos(car);
  // Decision 0057: the car's video, where the site allows YouTube embeds.
  const videoId = carVideoId(config, car);
  // The first photo is the page's largest paint: announce it in <head> so it loads with the HTML. An
  // uploaded photo is not: its <picture> picks a format and width the preload cannot know.
  if (images[0] && !images[0].sources) preload(images[0].url, { as: "image", fetchPriority: "high" });
  const location = car.location;
  const formCar = leadFormCar(car, amountText(price), location?.distributionLocations ?? []);
  const quickEnquiry: LeadDialogRequest = { kind: "quick-enquiry", title: "Quick Enquiry", car: formCar };
  const chatCar = { carId: car.id, carName: car.name };
  const dealerLink = dealerStockLink(car, site.dealerships);

  return (
    <LeadDialogHost site={formSetup}>
      {/* The car every event on its page is about (components/analytics/car-context). */}
      <div className="mx-auto max-w-7xl px-4 pb-28 pt-4 md:pb-10" data-car-id={car.id}>
        <ViewTracker
          slug={car.slug}
          carId={car.id}
          carType={car.carType}
          photosCount={car.photosCount}
          updatedAt={car.updatedAt}
          websiteId={site.id}
          price={price.kind === "price" || price.kind === "offer" ? price.amount : null}
          viewed={{
            id: car.id,
            stocknum: car.stocknum,
            make: car.make,
            model: car.model,
            body: car.body,
            simpleBody: car.simpleBody,
            slug: car.slug,
            name: car.name,
            primaryImageUrl: car.primaryImageUrl,
          }}
        />
        <Breadcrumb trail={[{ name: "Stock", href: "/search" }, { name: car.name }]} />

        <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_400px]">
          <div className="flex min-w-0 flex-col gap-8">
            <div className="relative">
              <ImageGallery images={images} alt={car.name} />
              <TagBannerBadge banner={banner} className="absolute left-0 top-3" />
            </div>
          </div>

          <VehicleSummary
            site={site}
            car={car}
            url={url}
            now={now}
            price={price}
            finance={finance}
            actions={actions}
            phone={phone}
            inStock={inStock}
            depositText={deposit?.text ?? null}
            quickEnquiry={quickEnquiry}
            chatCar={chatCar}
          />

          <div className="flex min-w-0 flex-col gap-8">
            {/* Under the photos on a desktop; after the price and actions on a phone. */}
            {videoId ? <CarVideoSection videoId={videoId} carName={car.name} /> : null}
            {keyInfo.length ? <KeyInformationSection entries={keyInfo} /> : null}
            <CarFeatureCarousel
              {...carFeatures(car.carType, {
                tradeInHref: tradeInHref(config),
                financeHref: financePath(template, config),
                bannerImages: template.bannerImages,
              })}
            />
            <VehicleDetailTabs
              tabs={detailTabs(car, actions)}
              config={config}
              comments={dealerComments(car.dealercomments, template)}
              depositText={deposit?.text}
              equipment={car.standardEquipment}
            />
            {finance.financeCard ? (
              <FinanceCalculator
                {...carCalculatorSetup(car, config.finance)}
                disclaimer={calculatorDisclaimer(config.finance.support_phone)}
                supportPhone={config.finance.support_phone}
                enquireHref={financeHref(car, { config, template })}
                comparisonRange={comparisonRangeText(config.finance)}
              />
            ) : null}
            {finance.estimate || finance.financeCard ? (
              <CarFinanceDisclaimer
                carId={car.id}
                fallback={financeDisclaimer(config.finance.support_phone)}
              />
            ) : null}
            <VehicleDetailsCard specs={specList(car)} />
            <EnquireSection
              inStock={inStock}
              template={template}
              phone={phone}
              carId={car.id}
              dealershipId={car.dealershipId}
              websiteId={site.id}
              formCar={formCar}
              formSetup={formSetup}
            />
            {location ? <VehicleLocationSection location={location} siteLocations={locations} /> : null}
            {dealerLink ? (
              <p className="text-sm">
                <a
                  href={dealerLink.href}
                  className="inline-flex min-h-11 items-center font-semibold text-primary underline"
                  data-testid="dealer-stock-link"
                >
                  {dealerLink.label}
                </a>{" "}
                <span className="text-muted-foreground">({dealerLink.dealerName})</span>
              </p>
            ) : null}
          </div>
        </div>

        <VehicleStickyBars
          title={car.name}
          priceText={price.text}
          actions={actions}
          quickEnquiry={quickEnquiry}
          chatCar={chatCar}
          phone={phone}
          inStock={inStock}
          location={location}
        />
      </div>
    </LeadDialogHost>
  );
}
