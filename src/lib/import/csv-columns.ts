/**
 * The column mapping of CSV stock feeds (issue 15 §2): every car field a CSV feed can fill, the header
 * names read as each, and how a header is compared. Data that docs/csv-feeds.md prints.
 */

export type CsvColumn = {
  /** The car field the column fills: the bundle's field name, or group.field inside a group. */
  field: string;
  /**
   * Header names read as this field besides its own name. Headers are compared ignoring case, spaces
   * and punctuation: "Stock No", "stock_no" and "STOCK-NO" are the same header.
   */
  headers: readonly string[];
  /** A cell holding several values: photo URLs, or items such as features. */
  list?: "urls" | "items";
  /** Also fills this field when the feed has no column of its own for it. */
  alsoFills?: string;
  /** Read inside a group, which the record's field readers do not reach: as dollars or as a number. */
  value?: "money" | "number";
  /** A note for the documentation (docs/csv-feeds.md). */
  note?: string;
};

/** Every car field a CSV feed can fill, and the header names read as each (docs/csv-feeds.md). */
export const CSV_COLUMNS: readonly CsvColumn[] = [
  {
    field: "dealership_slug",
    headers: ["Dealership", "Dealer", "Dealer ID", "Dealership ID", "Dealer Code"],
    note: "the dealership's slug; may instead be given for the whole feed when importing",
  },
  {
    field: "location_slug",
    headers: ["Location", "Location ID", "Yard", "Branch"],
    note: "a location's slug within the dealership; an unknown one imports the car without a location",
  },
  { field: "stocknum", headers: ["Stock No", "Stock Number", "Stock #", "Stock", "Stock ID", "Stock Code"] },
  { field: "vin", headers: ["VIN Number", "Chassis", "Chassis No", "Chassis Number"] },
  { field: "slug", headers: ["URL Slug"], note: "only for a new car; a car keeps its URL" },
  { field: "nvic", headers: [] },
  { field: "name", headers: ["Vehicle Name", "Display Name"] },
  { field: "carsales_title", headers: ["Title", "Heading", "Ad Title"] },
  { field: "make", headers: ["Manufacturer", "Brand"] },
  { field: "model", headers: ["Model Name"] },
  { field: "badge", headers: ["Variant", "Trim", "Grade"] },
  { field: "series", headers: [] },
  { field: "year", headers: ["Model Year", "Build Year", "Yr"] },
  { field: "colour", headers: ["Color", "Exterior Colour", "Exterior Color", "Ext Colour", "Paint"] },
  { field: "interior_colour", headers: ["Interior Color", "Interior", "Trim Colour", "Trim Color"] },
  { field: "car_type", headers: ["Condition", "New/Used", "Stock Type", "Vehicle Condition"] },
  { field: "status", headers: ["Stock Status", "Availability"] },
  { field: "tag", headers: ["Label"] },
  { field: "reserved", headers: ["On Hold", "Hold"] },
  { field: "certified", headers: ["Certified Pre-Owned", "CPO"] },
  {
    field: "show_on_dealer_website",
    headers: ["Show On Website", "On Website", "Publish", "Published", "Online"],
  },
  {
    field: "price",
    headers: [
      "Sale Price",
      "Drive Away Price",
      "Driveaway Price",
      "Drive Away",
      "Selling Price",
      "Retail Price",
      "Advertised Price",
      "Asking Price",
    ],
  },
  { field: "before_price", headers: ["Was Price", "Was", "Original Price"] },
  { field: "offer_price", headers: ["Special Price", "Offer"] },
  { field: "subscription_price", headers: ["Subscription"] },
  { field: "weekly_price", headers: ["Weekly", "Weekly Repayment", "Weekly Payment", "Per Week"] },
  { field: "price_type", headers: ["Price Qualifier", "Price Label"] },
  { field: "preorder", headers: [] },
  {
    field: "km",
    headers: ["Kms", "KM", "Kilometres", "Kilometers", "Odometer", "Odometer (km)", "Odo", "Mileage"],
    note: "kilometres; a value in miles is not read",
  },
  { field: "build_date", headers: ["Build", "Built"] },
  { field: "compliance_date", headers: ["Compliance", "Complied"] },
  { field: "rego_expiry", headers: ["Registration Expiry", "Rego Due", "Rego Exp", "Rego Expires"] },
  {
    field: "regplate",
    headers: [
      "Rego",
      "Registration",
      "Registration Number",
      "Rego Number",
      "Plate",
      "Number Plate",
      "Rego Plate",
    ],
  },
  { field: "seats", headers: ["Seating", "Seating Capacity", "Seat Count"] },
  { field: "doors", headers: ["Door Count"] },
  { field: "drive", headers: ["Drive Type", "Drivetrain", "Driveline", "Drive Train"] },
  { field: "engine_size", headers: ["Engine", "Engine Capacity", "Engine CC"] },
  { field: "simple_body", headers: [] },
  { field: "simple_fuel", headers: [] },
  { field: "simple_transmission", headers: [] },
  {
    field: "trans",
    headers: ["Transmission", "Transmission Type", "Gearbox"],
    alsoFills: "simple_transmission",
    note: "also the search filter's transmission (simple_transmission) when the feed has no column for it",
  },
  { field: "gearnum", headers: ["Gears", "Number Of Gears", "Gear Count"] },
  {
    field: "fuel",
    headers: ["Fuel Type"],
    alsoFills: "simple_fuel",
    note: "also the search filter's fuel (simple_fuel) when the feed has no column for it",
  },
  { field: "body", headers: ["Body Type", "Body Style"] },
  { field: "bodyconfiguration", headers: [] },
  { field: "manufacturer_body", headers: [] },
  {
    field: "dealercomments",
    headers: ["Comments", "Description", "Dealer Comments", "Seller Comments", "Ad Description"],
  },
  { field: "city", headers: ["Suburb"] },
  { field: "state", headers: [] },
  { field: "private_suburb", headers: [] },
  { field: "private_postcode", headers: ["Postcode"] },
  { field: "item_type", headers: [] },
  { field: "categories", headers: ["Category"], list: "items" },
  { field: "filtered_features", headers: ["Features", "Key Features"], list: "items" },
  { field: "standardEquipment", headers: ["Standard Equipment", "Equipment"], list: "items" },
  { field: "file", headers: ["Brochure"] },
  {
    field: "primary_image_url",
    headers: ["Primary Image", "Main Image", "Main Photo", "Image URL", "Image", "Photo"],
    note: "without it the first photo is the main one",
  },
  {
    field: "images",
    headers: ["Photos", "Images", "Image URLs", "Photo URLs", "Pictures", "Gallery"],
    list: "urls",
    note: 'also numbered columns, "Image 1", "Photo 2", …, in column order',
  },
  {
    field: "video_url",
    headers: ["Video", "Video URL", "Video Link", "YouTube", "YouTube URL", "YouTube Link"],
    note: "a YouTube video's address (watch, youtu.be, embed, shorts or live link); anything else is left out with a warning and the car imported without a video",
  },
  {
    field: "autograb_data.average_market_price",
    headers: ["Market Price", "Average Market Price"],
    value: "money",
  },
  {
    field: "autograb_data.state_average_market_price",
    headers: ["State Market Price", "State Average Market Price"],
    value: "money",
  },
  { field: "youxQuote.weeklyRepaymentAmount", headers: ["Weekly Repayment Amount"], value: "money" },
  { field: "youxQuote.advertisedRate", headers: ["Advertised Rate"], value: "number" },
  { field: "youxQuote.comparisonRate", headers: ["Comparison Rate"], value: "number" },
  { field: "reserve_deposit", headers: ["Deposit"] },
  { field: "checkout_enabled", headers: ["Checkout"] },
  { field: "trade_in_enabled", headers: ["Trade In", "Trade-ins"] },
  {
    field: "created_at",
    headers: ["Date Added", "Listed", "Listed At", "Date Listed", "Stock Date", "In Stock Date"],
  },
  { field: "sold_at", headers: ["Sold Date", "Date Sold"] },
];

/**
 * Groups of free keys: a column headed `specifications.<name>` or `variant.<name>` fills that key,
 * named as written ("specifications.Power" is specifications.Power).
 */
export const CSV_KEYED_GROUPS = ["specifications", "variant"] as const;

/** Columns a feed cannot do without: without one of them every car would be refused. */
export const CSV_REQUIRED_FIELDS = ["make", "model", "year", "car_type"] as const;

/** A header compared the way a dealer means it: case, spaces and punctuation aside. */
export function normaliseHeader(header: string): string {
  return header.toLowerCase().replace(/[^a-z0-9#]/g, "");
}
