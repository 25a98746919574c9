import { buttonVariants } from "@/components/ui/button";
import { type Accessory, accessoryPrice } from "@/lib/models/accessories";

/**
 * One accessory: picture, name, part number, description and its price line; without a price, 'Ask
 * for a price' opens the parts enquiry below filled in with it (decision 0031).
 */
export function AccessoryCard({ accessory, modelName }: { accessory: Accessory; modelName: string }) {
  const price = accessoryPrice(accessory);
  const headingId = `accessory-${accessory.slug}`;
  return (
    <article
      id={headingId}
      aria-labelledby={`${headingId}-name`}
      className="flex h-full scroll-mt-20 flex-col overflow-hidden rounded-lg border bg-background"
      data-testid="accessory"
    >
      {accessory.imageUrl ? (
        <div className="aspect-[4/3] bg-muted">
          <img
            src={accessory.imageUrl}
            alt=""
            className="size-full object-cover"
            loading="lazy"
            width={640}
            height={480}
          />
        </div>
      ) : null}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 id={`${headingId}-name`} className="font-semibold leading-snug">
          {accessory.name}
        </h3>
        {accessory.partNumber ? (
          <p className="text-xs text-muted-foreground">Part number {accessory.partNumber}</p>
        ) : null}
        {accessory.description ? (
          <p className="text-sm text-muted-foreground">{accessory.description}</p>
        ) : null}
        <div className="mt-auto pt-2">
          {price.kind === "price" ? (
            <p>
              <span className="text-xl font-bold" data-testid="accessory-price">
                {price.text}
              </span>{" "}
              <span className="text-xs text-muted-foreground">{price.note}</span>
            </p>
          ) : (
            <p className="font-semibold" data-testid="accessory-price">
              {price.text}
            </p>
          )}
          <a
            href={`?accessory=${encodeURIComponent(accessory.slug)}#parts-enquiry`}
            className={buttonVariants({
              variant: price.kind === "price" ? "secondary" : "primary",
              size: "sm",
              className: "mt-2",
            })}
          >
            {price.kind === "price" ? "Enquire" : price.cta}
            <span className="sr-only">
              {" "}
              about the {accessory.name} for the {modelName}
            </span>
          </a>
        </div>
      </div>
    </article>
  );
}
