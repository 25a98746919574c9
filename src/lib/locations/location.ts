/** A location's address (spec 02 §3 Location). */
export type LocationAddress = {
  street?: string;
  city?: string;
  state?: string;
  postcode?: string;
  lat?: number;
  long?: number;
  place_id?: string;
  place_url?: string;
  map_key?: string;
};

export type OpeningHoursEntry = {
  /** 0 is Sunday (spec 02 §3). */
  weekday: number;
  status: "Open" | "Closed";
  open?: string;
  close?: string;
  formated_hours?: string;
};

export type ContactDetail = {
  phone?: string;
  landline_phone?: string;
  /** Where the location's leads are e-mailed. */
  email?: string;
  opening_hours?: OpeningHoursEntry[];
};

/** A dealership's location as pages and components receive it (spec 02 §3 Location). */
export type SiteLocation = {
  id: number;
  dealershipId: number;
  slug: string;
  name: string;
  primary: boolean;
  /** "sales", "service", "parts", or "" when the feed does not say. */
  locationType: string;
  locationSubtype: string | null;
  manufacturers: string[];
  visible: boolean;
  address: LocationAddress;
  contactDetail: ContactDetail;
  imageUrl: string | null;
  dealerLicenseNumber: string | null;
  motorVehicleRepairer: string | null;
  distributionLocations: string[];
  averageRating: number | null;
  reviewCount: number;
};
