import type { JsonLd } from "../vehicle/car-json-ld";
import type { Accessory } from "./accessories";
import { modelFullName, type SiteModel } from "./model";

/** An image URL as JSON-LD wants it: absolute, against the page's URL. */
function absolute(url: string | null, pageUrl: string): string | null {
  if (!url) return null;
  try {
    return new URL(url, pageUrl).toString();
  } catch {
    return null;
  }
}

/** The model page as schema.org ProductModel: the model a dealer sells, not one car. */
export function modelJsonLd(model: SiteModel, pageUrl: string): JsonLd {
  const image = absolute(model.imageUrl, pageUrl);
  return {
    "@context": "https://schema.org",
    "@type": "ProductModel",
    name: modelFullName(model),
    url: pageUrl,
    brand: { "@type": "Brand", name: model.manufacturerName },
    ...(model.category ? { category: model.category } : {}),
    ...(model.description ? { description: model.description } : {}),
    ...(image ? { image } : {}),
  };
}

/** A model's accessories as an ItemList of Products, each priced where the feed gives a price. */
export function accessoriesJsonLd(
  model: SiteModel,
  accessories: readonly Accessory[],
  pageUrl: string,
): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name: `${modelFullName(model)} accessories`,
    url: pageUrl,
    itemListElement: accessories.map((a, i) => {
      const image = absolute(a.imageUrl, pageUrl);
      return {
        "@type": "ListItem",
        position: i + 1,
        item: {
          "@type": "Product",
          name: a.name,
          brand: { "@type": "Brand", name: model.manufacturerName },
          ...(a.partNumber ? { mpn: a.partNumber } : {}),
          ...(a.description ? { description: a.description } : {}),
          ...(image ? { image } : {}),
          ...(a.price !== null && a.price > 0
            ? {
                offers: {
                  "@type": "Offer",
                  price: a.price,
                  priceCurrency: "AUD",
                  url: `${pageUrl}#accessory-${a.slug}`,
                },
              }
            : {}),
        },
      };
    }),
  };
}
