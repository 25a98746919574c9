/**
 * Saved searches and alerts (issue 21 §6 "beyond the spec", decision 0038): the shapes the server,
 * the pages and the digest share.
 */

/** How a shopper hears about an alert. */
export const ALERT_CHANNELS = ["sms", "email"] as const;
export type AlertChannel = (typeof ALERT_CHANNELS)[number];

export const ALERT_CHANNEL_LABELS: Record<AlertChannel, string> = { sms: "Text message", email: "E-mail" };

/** What an import can tell a shopper: a new car matching a saved search, a watched car's lower price. */
export type AlertEventKind = "new_match" | "price_drop";

/** A digest as the outbox sends it, rendered when the digest is made (so a retry sends the same words). */
export type DigestMessage =
  | { channel: "sms"; text: string }
  | {
      channel: "email";
      subject: string;
      text: string;
      html: string;
      /** The link that stops every alert in it, for the `List-Unsubscribe` header. */
      unsubscribeUrl: string;
    };

/** A saved search as its owner's list shows it (GET /api/saved-searches, the garage's list). */
export type SavedSearchView = {
  id: number;
  /** A readable description: "Used Toyota Cars for sale · $10,000 to $30,000". */
  label: string;
  /** Where the search is: `/search?make=Toyota…`. */
  path: string;
  channel: AlertChannel;
  alertsOn: boolean;
  createdAt: string;
};

/**
 * Where a shopper manages their saved searches and price alerts: the watchlist page's section (the
 * garage, when it lists them, links here too).
 */
export const SAVED_SEARCHES_PATH = "/watchlist#saved-searches";
