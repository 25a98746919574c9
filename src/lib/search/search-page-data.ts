import type { PromoNode } from "./promo-placement";
import type { RejectedRangeInputs } from "./range-input";
import type { SearchPreset } from "./search-presets";
import type { SearchResult, SearchState } from "./search-types";

/** Everything a search page shows: its route's preset, the state from the URL and the first result. */
export type SearchPageData = {
  /** The route's own path (/search/used-cars/toyota), which its links and refinements keep. */
  basePath: string;
  preset: SearchPreset["refinements"];
  state: SearchState;
  result: SearchResult;
  promos: PromoNode[];
  title: string;
  canonical: string;
  /** Why the URL's postcode was not used (spec 02 §8 postcode messages), or null. */
  postcodeError: string | null;
  /** The postcode as the URL gave it (shown in the field even when it was not used). */
  postcodeInput: string;
  /** Typed range fields that could not be read, as typed, with their messages (not applied). */
  rangeInputs: RejectedRangeInputs;
};
