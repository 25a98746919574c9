import { Carousel, CarouselItem } from "@/components/ui/carousel";
import type { CarFeature } from "@/lib/vehicle/car-features";

/**
 * The car page's feature carousel (spec 02 §9, decision 0087): four features beside a used car, three
 * value-adds beside a new one (lib/vehicle/car-features). Each slide is a link with the brand's banner
 * picture; the carousel scrolls by its Previous and Next buttons and the arrow keys (spec 02 §2).
 */
export function CarFeatureCarousel({ heading, items }: { heading: string; items: CarFeature[] }) {
  if (!items.length) return null;
  return (
    // The carousel is the region, named like the heading: one landmark, not two of one name.
    <div className="rounded-lg bg-muted p-4">
      <h2 id="car-features-heading" className="text-lg font-bold">
        {heading}
      </h2>
      <Carousel label={heading} className="mt-3">
        {items.map((item, i) => (
          <CarouselItem
            key={item.slot}
            label={`${i + 1} of ${items.length}`}
            className="basis-4/5 sm:basis-[calc(50%-0.5rem)] lg:basis-[calc(33.333%-0.667rem)]"
          >
            <a
              href={item.href}
              className="flex h-full flex-col overflow-hidden rounded-lg border bg-background hover:border-primary hover:shadow"
            >
              {/* The title says what the picture does: the picture is decoration. */}
              <img
                src={item.image}
                alt=""
                width={400}
                height={200}
                loading="lazy"
                className="aspect-[2/1] w-full object-cover"
              />
              <span className="px-3 pt-2 font-semibold">{item.title}</span>
              <span className="px-3 pb-3 text-sm text-muted-foreground">{item.text}</span>
            </a>
          </CarouselItem>
        ))}
      </Carousel>
    </div>
  );
}
