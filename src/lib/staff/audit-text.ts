/**
 * How the audit log reads to a person (issue 31 §3): an action's words, and what changed as
 * `field: before → after` lines, listing only the fields that differ.
 */

const ACTION_WORDS: Record<string, string> = {
  "staff.invite": "Invited a staff member",
  "staff.accept-invitation": "Accepted an invitation and set a password",
  "staff.reset-password": "Set a new password from a reset link",
  "staff.disable": "Switched a staff account off",
  "staff.enable": "Switched a staff account back on",
  "staff.reinvite": "Sent a new invitation link",
  "staff.password-link": "Sent a new password link",
  "api-key.create": "Created an API key",
  "api-key.revoke": "Revoked an API key",
  "payments.connect-account": "Created the site's own Stripe account (Stripe Connect)",
  "payments.onboarding": "Opened Stripe's onboarding for the site's Stripe account",
  "lead.status": "Changed a lead's status",
  "lead.assign": "Assigned a lead",
  "lead.note": "Added a note to a lead",
  "lead.retry-delivery": "Retried a lead's failed delivery",
  "reservation.complete": "Completed a reservation (the sale went through)",
  "reservation.cancel": "Cancelled a reservation and refunded the deposit",
  "reservation.extend": "Extended a reservation's hold",
  "trade-in.confirm-offer": "Confirmed a trade-in offer",
  "trade-in.revise-offer": "Revised a trade-in offer",
  "lead.export": "Exported leads to CSV",
  "car.photo.add": "Added a photo to a car",
  "car.photo.remove": "Removed a photo of a car",
  "car.photo.alt": "Described a photo of a car",
  "car.photo.order": "Reordered a car's photos",
  "feed.upload": "Uploaded a stock feed",
  "car.override": "Changed a car over its feed (hidden, featured, special price, comments, tag or video)",
  "settings.update": "Changed settings",
  "settings.rollback": "Rolled settings back",
  "site.create": "Created the site from a template",
  "site.clone": "Created the site as a clone of another",
  "site.archive": "Archived the site (its pages answer 410)",
  "site.unarchive": "Unarchived the site",
  "site.delete": "Deleted an archived site",
  "content.save": "Saved a draft of content",
  "content.publish": "Published content",
  "content.unpublish": "Took content off the site",
  "content.rollback": "Rolled content back to an earlier version",
  "privacy.export": "Exported a shopper's data at their request",
  "privacy.delete": "Deleted a shopper's data at their request",
  "privacy.purge": "Deleted shoppers' details past the retention periods",
};

export function actionWords(action: string): string {
  return ACTION_WORDS[action] ?? action;
}

const show = (value: unknown): string =>
  value === null || value === undefined ? "—" : typeof value === "string" ? value : JSON.stringify(value);

/** The changed fields, each `field: before → after`; a creation lists its values, a removal what was. */
export function changeLines(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): string[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const lines: string[] = [];
  for (const key of keys) {
    const was = before?.[key];
    const now = after?.[key];
    if (JSON.stringify(was) === JSON.stringify(now)) continue;
    if (!before) lines.push(`${key}: ${show(now)}`);
    else if (!after) lines.push(`${key}: ${show(was)} (removed)`);
    else lines.push(`${key}: ${show(was)} → ${show(now)}`);
  }
  return lines;
}
