import { z } from "zod";
import { recordIdText } from "../text/record-id-schema";
import { ALERT_CHANNELS } from "./alert-types";
import { MAX_SAVED_QUERY_LENGTH } from "./saved-search";

/**
 * The alert APIs' bodies (issue 21 §6), validated on the server (server/alerts/alerts-endpoint). Apart
 * from lib/alerts/saved-search so the search page's Save button, which reads that, carries no zod.
 */

/** `POST /api/saved-searches`: the search's query string and, optionally, how to be told. */
export const saveSearchSchema = z.strictObject({
  query: z
    .string({ error: "query must be the search's query string." })
    .max(MAX_SAVED_QUERY_LENGTH * 3, "query is longer than a search can be."),
  channel: z.enum(ALERT_CHANNELS, { error: 'channel must be "sms" or "email".' }).optional(),
});

const savedSearchId = recordIdText("id must be a saved search's id.");

/** `POST /api/saved-searches/remove` (or `DELETE /api/saved-searches?id=`). */
export const removeSavedSearchSchema = z.strictObject({ id: savedSearchId });

/** An alert's on/off switch and its channel: at least one must be given. */
const switches = {
  alerts_on: z.boolean({ error: "alerts_on must be true or false." }).optional(),
  channel: z.enum(ALERT_CHANNELS, { error: 'channel must be "sms" or "email".' }).optional(),
};
const somethingToChange = {
  check: (body: { alerts_on?: boolean | undefined; channel?: string | undefined }) =>
    body.alerts_on !== undefined || body.channel !== undefined,
  params: { message: "Say what to change: alerts_on, channel or both.", path: ["alerts_on"] },
};

/** `POST /api/saved-searches/update`: the on/off switch and the channel. */
export const updateSavedSearchSchema = z
  .strictObject({ id: savedSearchId, ...switches })
  .refine(somethingToChange.check, somethingToChange.params);

/** `POST /api/price-alerts`: the watchlist's price-drop alerts, on or off, and their channel. */
export const priceAlertSettingsSchema = z
  .strictObject(switches)
  .refine(somethingToChange.check, somethingToChange.params);

/** `POST /api/alerts/unsubscribe`: the token from the link. */
export const unsubscribeSchema = z.strictObject({
  token: z
    .string({ error: "token must be the token from your message's link." })
    .max(200, "token is not a token from our messages."),
});
