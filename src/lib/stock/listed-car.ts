/**
 * A car as the listings show it (lib/stock): the search results, the cards, the compare and saved-car
 * pages and the vehicle pages all read this shape, so it sits in stock, below search.
 */

/** What a result card and the vehicle pages need of a listed car. Dates are ISO strings. */
export type SearchHit = {
  id: number;
  slug: string;
  name: string;
  make: string;
  model: string;
  badge: string | null;
  year: number;
  carType: string;
  status: string;
  tag: string | null;
  reserved: boolean;
  certified: boolean;
  price: number | null;
  beforePrice: number | null;
  offerPrice: number | null;
  subscriptionPrice: number | null;
  weeklyPrice: number | null;
  preorder: boolean;
  km: number | null;
  colour: string | null;
  simpleBody: string | null;
  simpleFuel: string | null;
  simpleTransmission: string | null;
  primaryImageUrl: string | null;
  photosCount: number;
  stocknum: string | null;
  vin: string | null;
  createdAt: string;
  soldAt: string | null;
  locationName: string | null;
  locationSlug: string | null;
  city: string | null;
  state: string | null;
  dealershipId: number;
  dealershipName: string;
  dealershipSlug: string;
  reserveDeposit: number | null;
  checkoutEnabled: boolean;
  tradeInEnabled: boolean;
  /** Staff featured the car (decision 0051): first in the default order, marked on its card. */
  featured?: boolean;
  /**
   * Which of the Favourite and Compare buttons the car's card shows (spec 01 §4, the rules in
   * lib/saved-cars/saved-car-rules), decided on the server where the car's whole document and its
   * dealership's config are at hand (server/stock/saved-car-buttons). Absent: neither.
   */
  savedCarButtons?: SavedCarButtons;
  /**
   * How far the car's yard is from the postcode the search was given, in km (issue 34 item 4), set by
   * the search page and its API (lib/search/hit-distance); absent without a postcode or a yard point.
   */
  distanceKm?: number;
};

export type SavedCarButtons = { favourite: boolean; compare: boolean };
