/**
 * A site config whose every internal and secret value (decision 0042) is a unique marker, so a test
 * can tell a leak by searching what it received for the markers. The values are valid config: the
 * filter expressions exclude a make no car has, so the site still lists its stock.
 */
export const SECRET_MARKERS = {
  leadEmail: "lead-routing-marker-q7v@dealer-marker.example",
  adfEmail: "adf-routing-marker-k2p@crm-marker.example",
  webhookUrl: "https://webhook-marker-z9w.example/leads",
  webhookSecret: "webhook-secret-marker-0b8e1d6c5a4f3e2d1c0b9a8f",
  chatToken: "chat-token-marker-m4r8t2",
  searchFilter: "SearchFilterMarkerX3",
  featureFilter: "FeatureFilterMarkerJ5",
  smsSender: "SmsMarkerQ8",
  mailFrom: "mail-from-marker-h3x@dealer-marker.example",
  mailReplyTo: "reply-to-marker-w6d@dealer-marker.example",
  messageMediaKey: "messagemedia-key-marker-t5n",
  messageMediaSecret: "messagemedia-secret-marker-c1j",
  autograbKey: "autograb-key-marker-y2g",
} as const;

/** Every marker, as a test searches for them. */
export const SECRET_MARKER_VALUES: readonly string[] = Object.values(SECRET_MARKERS);

/**
 * The markers of the values marked secret (decision 0042: the webhook's signing key, the chat token, a
 * site's own SMS and AutoGrab credentials): never shown to anyone, staff included. The others are internal (lead routing, filter expressions),
 * which a dealer's staff may read in the console.
 */
export const SECRET_CLASS_MARKERS: readonly string[] = [
  SECRET_MARKERS.webhookSecret,
  SECRET_MARKERS.chatToken,
  SECRET_MARKERS.messageMediaKey,
  SECRET_MARKERS.messageMediaSecret,
  SECRET_MARKERS.autograbKey,
];

/** The config overrides that set every internal and secret value to its marker. */
export function secretMarkerConfig(): Record<string, unknown> {
  const notMarked = (marker: string) => `NOT make:${marker}`;
  return {
    search: { filters: notMarked(SECRET_MARKERS.searchFilter) },
    feature_filters: {
      garage: notMarked(SECRET_MARKERS.featureFilter),
      compare: notMarked(SECRET_MARKERS.featureFilter),
      favourites: notMarked(SECRET_MARKERS.featureFilter),
      reserve: notMarked(SECRET_MARKERS.featureFilter),
      online_purchase: notMarked(SECRET_MARKERS.featureFilter),
      trade_in: notMarked(SECRET_MARKERS.featureFilter),
    },
    leads: {
      emails: [SECRET_MARKERS.leadEmail],
      adf_emails: [SECRET_MARKERS.adfEmail],
      webhook: { url: SECRET_MARKERS.webhookUrl, secret: SECRET_MARKERS.webhookSecret },
    },
    chat: { token: SECRET_MARKERS.chatToken, mode: "all" },
    // The site's own credentials are stored but left unchosen, so its texts and valuations still go
    // through the test rig's local providers (no network).
    messaging: {
      sms_sender: SECRET_MARKERS.smsSender,
      email_from_address: SECRET_MARKERS.mailFrom,
      email_reply_to: SECRET_MARKERS.mailReplyTo,
      messagemedia_api_key: SECRET_MARKERS.messageMediaKey,
      messagemedia_api_secret: SECRET_MARKERS.messageMediaSecret,
    },
    trade_in: { providers: { autograb_api_key: SECRET_MARKERS.autograbKey } },
  };
}

/** The markers `text` holds (of `markers`: every marker unless told). */
export function leakedMarkers(text: string, markers: readonly string[] = SECRET_MARKER_VALUES): string[] {
  const lower = text.toLowerCase();
  return markers.filter((marker) => lower.includes(marker.toLowerCase()));
}
