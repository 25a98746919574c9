import { preload } from "react-dom";
import { FinanceCalculator } from "@/components/finance/finance-calculator";
import { LeadDialogHost, type LeadDialogRequest } from "@/components/leads/lead-dialog";
import { TagBannerBadge } from "@/components/stock/tag-banner-badge";
import { Breadcrumb } from "@/components/ui/breadcrumb";
import { calculatorSetup } from "@/lib/finance/calculator";
import { CALCULATOR_DISCLAIMER, FINANCE_SUPPORT_PHONE } from "@/lib/finance/disclaimer";
import { telHref } from "@/lib/format/format";
import { leadFormCar, type SiteFormSetup } from "@/lib/leads/form-setup";
import type { SiteLocation } from "@/lib/locations/location";
import { favouriteEntry } from "@/lib/saved-cars/favourites";
import { savedCarButtons } from "@/lib/saved-cars/saved-car-rules";
import { isInStockStatus } from "@/lib/stock/availability";
import { amountText, isBelowMarket, priceDisplay } from "@/lib/stock/price-display";
import { tagBanner } from "@/lib/stock/tag-banner";
import { templateCopy } from "@/lib/template/template";
import type { Site } from "@/lib/tenancy/site";
import { tradeInHref } from "@/lib/trade-in/trade-in-page";
import { galleryPhotos } from "@/lib/vehicle/car-photos";
import { financeHref } from "@/lib/vehicle/card-actions";
import { dealerComments } from "@/lib/vehicle/dealer-comments";
import {
  carPhone,
  DETAIL_ACTION_DIALOGS,
  detailActions,
  primaryDetailActions,
  stickyBarActions,
} from "@/lib/vehicle/detail-actions";
import { detailFinance, detailReserveDeposit, detailTabs } from "@/lib/vehicle/detail-sections";
import { regoExpiryText } from "@/lib/vehicle/rego-expiry";
import { keyInformation, specList } from "@/lib/vehicle/spec-list";
import { tabCopy } from "@/lib/vehicle/tab-copy";
import type { VehicleDetail } from "@/lib/vehicle/vehicle-detail";
import { AtAGlanceList } from "./at-a-glance-list";
import { CallAndSaveButtons } from "./call-and-save-buttons";
import { CarFinanceCard } from "./car-finance-card";
import { DetailActionList } from "./detail-action-list";
import { EnquireSection } from "./enquire-section";
import { ImageGallery } from "./image-gallery";
import { KeyInformationSection } from "./key-information-section";
import { PriceBlock } from "./price-block";
import { PrintAndPdfLinks } from "./print-and-pdf-links";
import { ShareButtons } from "./share-buttons";
import { SoldNotice } from "./sold-notice";
import { StickyCtaBar } from "./sticky-cta-bar";
import { StickyMobileBar } from "./sticky-mobile-bar";
import { UsedCarBanner } from "./used-car-banner";
import { VehicleDetailTabs } from "./vehicle-detail-tabs";
import { VehicleDetailsCard } from "./vehicle-details-card";
import { VehicleHeading } from "./vehicle-heading";
import { VehicleLocationSection } from "./vehicle-location-section";
import { ViewTracker } from "./view-tracker";
import { WhyBuyCard } from "./why-buy-card";

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
 * after the photos).
 */
export function VehiclePage({ site, car, url, now, formSetup, locations = [] }: Props) {
  const { config, template } = site;
  const inStock = isInStockStatus(car.status);
  const banner = tagBanner(car, { config, now, certifiedBadgeMake: template.certifiedBadgeMake });
  const price = priceDisplay(car, {
    subscriptionPricing: config.features.subscription_pricing,
    noPriceText: config.copy.no_price_text,
  });
  const actions = detailActions(car, { config, template });
  const phone = carPhone(car, config);
  const keyInfo = keyInformation(car);
  const deposit = detailReserveDeposit(car, config, actions);
  const finance = detailFinance(car, config);
  const images = galleryPhotos(car);
  // The first photo is the page's largest paint: announce it in <head> so it loads with the HTML.
  if (images[0]) preload(images[0].url, { as: "image", fetchPriority: "high" });
  const location = car.location;
  const formCar = leadFormCar(car, amountText(price), location?.distributionLocations ?? []);
  const quickEnquiry: LeadDialogRequest = { kind: "quick-enquiry", title: "Quick Enquiry", car: formCar };
  const chatCar = { carId: car.id, carName: car.name };
  const saveButtons = savedCarButtons(car, { config, template });

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

          <aside className="flex flex-col gap-4 lg:row-span-2" aria-label="Price and actions">
            <VehicleHeading car={car} />
            <AtAGlanceList car={car} rego={regoExpiryText(car.regoExpiry, config, now)} />
            <PriceBlock
              price={price}
              belowMarket={isBelowMarket(price.amount, car.autograbData)}
              estimate={finance.estimate}
            />
            {!inStock ? <SoldNotice template={template} /> : null}
            <DetailActionList
              actions={primaryDetailActions(actions)}
              quickEnquiry={quickEnquiry}
              chatCar={chatCar}
            />
            {deposit ? <p className="text-sm text-muted-foreground">{deposit.text}</p> : null}
            <CallAndSaveButtons
              phone={inStock ? phone : null}
              carId={car.id}
              dealershipId={car.dealershipId}
              websiteId={site.id}
              favourite={saveButtons.favourite ? favouriteEntry(car) : null}
              compare={saveButtons.compare ? favouriteEntry(car) : null}
              watchlist={
                config.features.authentication ? { id: car.id, name: car.name, status: car.status } : null
              }
            />
            <ShareButtons url={url} title={car.name} />
            <PrintAndPdfLinks slug={car.slug} />
            {finance.financeCard ? (
              <CarFinanceCard
                href={financeHref(car, { config, template })}
                buttonLabel={templateCopy(template, "finance_button")}
              />
            ) : null}
            <WhyBuyCard lines={tabCopy(config, "why_buy_from_us")} />
          </aside>

          <div className="flex min-w-0 flex-col gap-8">
            {keyInfo.length ? <KeyInformationSection entries={keyInfo} /> : null}
            {car.carType === "used" ? <UsedCarBanner tradeInHref={tradeInHref(config)} /> : null}
            <VehicleDetailTabs
              tabs={detailTabs(car, actions)}
              config={config}
              comments={dealerComments(car.dealercomments, template)}
              depositText={deposit?.text}
              equipment={car.standardEquipment}
            />
            {finance.financeCard ? (
              <FinanceCalculator
                {...calculatorSetup(config.finance, car.price)}
                disclaimer={CALCULATOR_DISCLAIMER}
                supportPhone={FINANCE_SUPPORT_PHONE}
                enquireHref={financeHref(car, { config, template })}
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
          </div>
        </div>

        <StickyCtaBar
          title={car.name}
          price={price.text}
          actions={stickyBarActions(actions).map((a) => {
            const dialog = DETAIL_ACTION_DIALOGS[a.kind] ? quickEnquiry : undefined;
            return {
              label: a.label,
              href: a.href,
              primary: a.primary,
              ...(dialog ? { dialog } : {}),
              ...(a.kind === "instant-message" ? { chat: chatCar } : {}),
            };
          })}
        />
        <StickyMobileBar
          callHref={phone && inStock ? telHref(phone) : null}
          hours={{
            week: location?.openingHours ?? [],
            special: location?.specialHours ?? [],
            clock: location?.clock ?? null,
          }}
          enquireHref={inStock ? "#enquire" : "#find-similar"}
          {...(inStock ? { enquiry: quickEnquiry } : {})}
        />
      </div>
    </LeadDialogHost>
  );
}
