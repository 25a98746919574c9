import type { OfferView } from "./offer";

/**
 * schema.org data for the offers pages: each offer an `Offer` (name, description, category, image, its
 * window as validFrom / validThrough, the dealer as offeredBy, the model it is about as itemOffered),
 * and the list page an `ItemList` of them in the order shown.
 */

type Seller = { name: string; url: string };

function absolute(origin: string, url: string): string {
  return url.startsWith("/") ? `${origin}${url}` : url;
}

export function offerJsonLd(offer: OfferView, origin: string, seller: Seller) {
  const url = `${origin}${offer.path}`;
  // Offers about a model name the car; an offer about a make or the dealership names no item.
  const item = offer.modelName
    ? {
        "@type": "Car",
        name: [offer.manufacturerName, offer.modelName].filter(Boolean).join(" "),
        model: offer.modelName,
        ...(offer.manufacturerName ? { brand: { "@type": "Brand", name: offer.manufacturerName } } : {}),
      }
    : null;
  return {
    "@context": "https://schema.org",
    "@type": "Offer",
    "@id": url,
    url,
    name: offer.name,
    ...(offer.description.paragraphs.length ? { description: offer.description.paragraphs.join(" ") } : {}),
    ...(offer.category ? { category: offer.category } : {}),
    ...(offer.imageUrl ? { image: absolute(origin, offer.imageUrl) } : {}),
    ...(offer.startsAt ? { validFrom: offer.startsAt } : {}),
    ...(offer.expiresAt ? { validThrough: offer.expiresAt } : {}),
    offeredBy: { "@type": "AutoDealer", name: seller.name, url: seller.url },
    ...(item ? { itemOffered: item } : {}),
  };
}

export function offersListJsonLd(offers: readonly OfferView[], origin: string, name: string) {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name,
    url: `${origin}/special-offers`,
    numberOfItems: offers.length,
    itemListElement: offers.map((offer, i) => ({
      "@type": "ListItem",
      position: i + 1,
      url: `${origin}${offer.path}`,
      name: offer.name,
    })),
  };
}
