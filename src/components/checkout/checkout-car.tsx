import { CarPhoto } from "@/components/stock/car-photo";
import { carPath } from "@/lib/stock/car-path";
import { amountText, priceDisplay } from "@/lib/stock/price-display";
import type { SiteConfig } from "@/lib/tenancy/site-config";
import { mainPhotoUrl } from "@/lib/vehicle/car-photos";
import type { VehicleDetail } from "@/lib/vehicle/vehicle-detail";

/**
 * The car a checkout is about (the reserve page, the online purchase journey): its photo, name, price
 * and yard, linking back to its page; first on a phone, beside the form on a desktop.
 */
export function CheckoutCar({ car, config }: { car: VehicleDetail; config: SiteConfig }) {
  const price = amountText(
    priceDisplay(car, {
      subscriptionPricing: config.features.subscription_pricing,
      noPriceText: config.copy.no_price_text,
    }),
  );
  return (
    <aside aria-label="The car" className="order-first space-y-2 lg:order-none">
      <a href={carPath(car.slug)} className="block overflow-hidden rounded-lg border hover:bg-muted">
        <span className="block aspect-[4/3] bg-muted">
          <CarPhoto src={mainPhotoUrl(car)} alt="" />
        </span>
        <span className="block p-3">
          <span className="block font-semibold">{car.name}</span>
          {price ? <span className="block text-sm">{price}</span> : null}
          {car.location ? (
            <span className="block text-sm text-muted-foreground">{car.location.name}</span>
          ) : null}
        </span>
      </a>
    </aside>
  );
}
