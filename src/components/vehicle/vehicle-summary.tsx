import type { LeadDialogRequest } from "@/components/leads/lead-dialog";
import type { OpenChatDetail } from "@/lib/chat/chat-options";
import { favouriteEntry } from "@/lib/saved-cars/favourites";
import { siteSave } from "@/lib/saved-cars/save-kind";
import { savedCarButtons } from "@/lib/saved-cars/saved-car-rules";
import { isBelowMarket, type PriceDisplay } from "@/lib/stock/price-display";
import { templateCopy } from "@/lib/template/template";
import type { Site } from "@/lib/tenancy/site";
import { financeHref } from "@/lib/vehicle/card-actions";
import { type DetailAction, primaryDetailActions } from "@/lib/vehicle/detail-actions";
import type { DetailFinance } from "@/lib/vehicle/detail-sections";
import { regoExpiryText } from "@/lib/vehicle/rego-expiry";
import { tabCopy } from "@/lib/vehicle/tab-copy";
import type { VehicleDetail } from "@/lib/vehicle/vehicle-detail";
import { AtAGlanceList } from "./at-a-glance-list";
import { CallAndSaveButtons } from "./call-and-save-buttons";
import { CarFinanceCard } from "./car-finance-card";
import { DetailActionList } from "./detail-action-list";
import { PriceBlock } from "./price-block";
import { PrintAndPdfLinks } from "./print-and-pdf-links";
import { ShareButtons } from "./share-buttons";
import { SoldNotice } from "./sold-notice";
import { VehicleHeading } from "./vehicle-heading";
import { WhyBuyCard } from "./why-buy-card";

export type VehicleSummaryProps = {
  site: Pick<Site, "id" | "config" | "template">;
  car: VehicleDetail;
  /** The page's address, for the share buttons. */
  url: string;
  now: Date;
  price: PriceDisplay;
  finance: DetailFinance;
  /** The car's buttons (lib/vehicle/detail-actions); the call and location ones are shown elsewhere. */
  actions: DetailAction[];
  /** The number to call about the car, or null. */
  phone: string | null;
  inStock: boolean;
  /** The deposit line under the buttons, when the car can be reserved. */
  depositText: string | null;
  quickEnquiry: LeadDialogRequest;
  chatCar: OpenChatDetail;
};

/**
 * The car page's summary (spec 01 §2), the "Price and actions" region: the car's name and facts at a
 * glance, its price with the finance estimate, a sold notice, the enquiry buttons and the deposit
 * line, call and save, share, print and PDF, the 'Car Finance' card and why to buy here. It sits
 * beside the gallery on a desktop and straight after it on a phone.
 */
export function VehicleSummary({
  site,
  car,
  url,
  now,
  price,
  finance,
  actions,
  phone,
  inStock,
  depositText,
  quickEnquiry,
  chatCar,
}: VehicleSummaryProps) {
  const { config, template } = site;
  const saveButtons = savedCarButtons(car, { config, template });
  return (
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
      {depositText ? <p className="text-sm text-muted-foreground">{depositText}</p> : null}
      <CallAndSaveButtons
        phone={inStock ? phone : null}
        carId={car.id}
        dealershipId={car.dealershipId}
        websiteId={site.id}
        favourite={saveButtons.favourite ? favouriteEntry(car) : null}
        compare={saveButtons.compare ? favouriteEntry(car) : null}
        watchlist={
          siteSave(config) === "watchlist" ? { id: car.id, name: car.name, status: car.status } : null
        }
      />
      <ShareButtons url={url} title={car.name} />
      <PrintAndPdfLinks slug={car.slug} />
      {finance.financeCard ? (
        <CarFinanceCard
          href={financeHref(car, { config, template })}
          buttonLabel={templateCopy(template, "finance_button")}
          text={config.finance.card_text}
        />
      ) : null}
      <WhyBuyCard lines={tabCopy(config, "why_buy_from_us")} />
    </aside>
  );
}
