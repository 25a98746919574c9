import { WATCHLIST_PATH } from "../accounts/watchlist";
import { garageLinkPath } from "../garage/garage";
import { effectiveEventDays, periodInWords } from "./retention";
import type { RetentionConfig } from "./retention-config";

/**
 * What the privacy policy page says of retention and of asking for your data (issue 36 item 6,
 * decision 0070), from the site's config: each period in words, and where a signed-in shopper does it
 * themself (the garage, else the watchlist; none on a site without sign-in).
 */
export type PrivacyNoticeFacts = {
  leads: string;
  journeys: string;
  events: string;
  /** The account page with "Download my data" and "Delete my data"; null without sign-in. */
  accountPath: string | null;
};

export function privacyNoticeFacts(
  config: Parameters<typeof garageLinkPath>[0] & { retention: RetentionConfig },
  rawDays?: number,
): PrivacyNoticeFacts {
  return {
    leads: periodInWords(config.retention.leads_days),
    journeys: periodInWords(config.retention.journeys_days),
    events: periodInWords(effectiveEventDays(config.retention, rawDays)),
    accountPath: config.features.authentication ? (garageLinkPath(config) ?? WATCHLIST_PATH) : null,
  };
}
