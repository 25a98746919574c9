import type { UtcOffsets } from "@/lib/format/utc-offsets";
import type { SpecialDayHours, WeeklyHours } from "@/lib/locations/open-now";
import type { ExtraPhoto } from "../media/photo-sizes";
import type {
  AutograbData,
  CaravanSpecifications,
  CarImage,
  CarVariant,
  YouxQuote,
} from "../stock/car-types";
import type { SearchHit } from "../stock/listed-car";

/**
 * Everything the vehicle detail page (spec 01 §2 "Vehicle detail page", §3 "Car") shows about one car:
 * the card fields of a search hit plus the detail-only ones. Loaded by server/vehicle for the site that
 * lists the car; every rule in lib/vehicle reads this shape.
 */
export type VehicleDetail = SearchHit & {
  carsalesTitle: string | null;
  series: string | null;
  interiorColour: string | null;
  priceType: string | null;
  buildDate: string | null;
  complianceDate: string | null;
  regoExpiry: string | null;
  regplate: string | null;
  nvic: string | null;
  seats: number | null;
  doors: number | null;
  drive: string | null;
  engineSize: string | null;
  trans: string | null;
  gearnum: number | null;
  fuel: string | null;
  body: string | null;
  bodyconfiguration: string | null;
  dealercomments: string | null;
  views: number;
  itemType: string | null;
  /** Filter-only attributes (spec 01 §2 `categories`, `filtered_features`): feature_filters read them. */
  categories: string[];
  filteredFeatures: string[];
  /** History report link ("file" in the spec). */
  fileUrl: string | null;
  images: CarImage[];
  /** The car's video as shoppers see it (a YouTube address, decision 0057); shown where the site allows videos. */
  videoUrl: string | null;
  /** Photos uploaded in the console (decision 0052), shown after the feed's; absent: none loaded. */
  extraPhotos?: ExtraPhoto[];
  standardEquipment: string[];
  variant: CarVariant | null;
  specifications: CaravanSpecifications | null;
  autograbData: AutograbData | null;
  youxQuote: YouxQuote | null;
  updatedAt: string;
  locationId: number | null;
  /** The car's location: where it is, how to call, and its distribution locations (spec 01 §3). */
  location: VehicleLocation | null;
};

export type VehicleLocation = {
  id: number;
  name: string;
  slug: string;
  phone: string | null;
  street: string | null;
  city: string | null;
  state: string | null;
  postcode: string | null;
  placeUrl: string | null;
  distributionLocations: string[];
  /** Weekly hours and the coming fortnight's special days, for "Call Now only while open" (spec 02 §4). */
  openingHours: WeeklyHours[];
  specialHours: SpecialDayHours[];
  /** The UTC offsets of the zone the hours are written in (openingTimeZone), over the same days. */
  clock: UtcOffsets;
};
