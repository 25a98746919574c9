import "server-only";
import { z } from "zod";
import { sendCodeRequestSchema, verifyCodeRequestSchema } from "@/lib/accounts/sign-in-request";
import { watchlistChangeSchema } from "@/lib/accounts/watchlist-request";
import {
  priceAlertSettingsSchema,
  removeSavedSearchSchema,
  saveSearchSchema,
  unsubscribeSchema,
  updateSavedSearchSchema,
} from "@/lib/alerts/alert-requests";
import {
  type ApiOperation,
  type ApiResponse,
  accountError,
  refusal,
  STATE_CHANGE_REFUSALS,
} from "./operation";
import {
  codeSent,
  priceAlertsAnswer,
  savedSearchAnswer,
  savedSearchesAnswer,
  sessionAnswer,
  success,
  watchlistAnswer,
} from "./site-answers";

/**
 * The shopper's account APIs on a site's host (issue 21): sign-in by a texted code, the session, the
 * watchlist, saved searches and alerts. Each is a 404 on a site whose `features.authentication` is
 * off; answers are private and never stored (`cache-control: private, no-store`).
 */

const SIGNED_IN = [{ shopperSession: [] }];

const NO_ACCOUNTS: ApiResponse = refusal(
  "The site offers no sign-in (or no such saved search).",
  accountError,
);
const SIGN_IN_FIRST: ApiResponse = refusal("Not signed in; `sign_in` is where to.", accountError);
const LIMITED: ApiResponse = {
  ...refusal("Too many just now; Retry-After says when to try again.", accountError),
  headers: { "retry-after": "Seconds to wait before trying again." },
};
const INVALID: ApiResponse = refusal("A reason per field.", accountError);

/** The alert changes: a signed-in shopper's own, limited per shopper and per address (counted for every change). */
function alertChange(
  operation: Omit<ApiOperation, "audience" | "tag" | "input" | "security" | "responses">,
  answers: Record<number, ApiResponse>,
): ApiOperation {
  return {
    ...operation,
    audience: "site",
    tag: "Saved searches and alerts",
    input: "route",
    security: SIGNED_IN,
    responses: {
      ...answers,
      400: INVALID,
      401: SIGN_IN_FIRST,
      404: NO_ACCOUNTS,
      429: LIMITED,
      ...STATE_CHANGE_REFUSALS,
    },
  };
}

export const SITE_ACCOUNT_OPERATIONS: ApiOperation[] = [
  {
    route: "s/[site]/api/sign-in/code",
    method: "post",
    path: "/api/sign-in/code",
    audience: "site",
    operationId: "sendSignInCode",
    tag: "Accounts",
    summary: "Text a 6-digit sign-in code to an Australian mobile",
    input: "route",
    body: { schema: sendCodeRequestSchema, description: "At most 1 KB." },
    responses: {
      200: { description: "Sent.", schema: codeSent },
      400: INVALID,
      404: NO_ACCOUNTS,
      429: LIMITED,
      502: refusal("The SMS provider did not take the message."),
      ...STATE_CHANGE_REFUSALS,
    },
  },
  {
    route: "s/[site]/api/sign-in/verify",
    method: "post",
    path: "/api/sign-in/verify",
    audience: "site",
    operationId: "verifySignInCode",
    tag: "Accounts",
    summary: "Sign in with the texted code: sets the session cookie",
    input: "route",
    body: { schema: verifyCodeRequestSchema, description: "At most 1 KB." },
    responses: {
      200: {
        description: "Signed in; the session cookie is set.",
        schema: z.object({ signed_in: z.literal(true) }),
        headers: { "set-cookie": "The HttpOnly session cookie and the scripts' signed-in hint." },
      },
      400: INVALID,
      404: NO_ACCOUNTS,
      429: LIMITED,
      ...STATE_CHANGE_REFUSALS,
    },
  },
  {
    route: "s/[site]/api/sign-out",
    method: "post",
    path: "/api/sign-out",
    audience: "site",
    operationId: "signOut",
    tag: "Accounts",
    summary: "End the session on the server and clear its cookie",
    input: "none",
    responses: {
      200: { description: "Signed out.", schema: z.object({ signed_out: z.literal(true) }) },
      404: NO_ACCOUNTS,
      403: STATE_CHANGE_REFUSALS[403]!,
      415: STATE_CHANGE_REFUSALS[415]!,
    },
  },
  {
    route: "s/[site]/api/account/session",
    method: "get",
    path: "/api/account/session",
    audience: "site",
    operationId: "accountSession",
    tag: "Accounts",
    summary: "Whether the browser is signed in (the phone masked); extends a session in use",
    input: "none",
    responses: { 200: { description: "The session.", schema: sessionAnswer }, 404: NO_ACCOUNTS },
  },
  {
    route: "s/[site]/api/watchlist",
    method: "get",
    path: "/api/watchlist",
    audience: "site",
    operationId: "watchlist",
    tag: "Accounts",
    summary: "The signed-in shopper's saved cars, for the browser's copy",
    input: "none",
    security: SIGNED_IN,
    responses: {
      200: { description: "The list.", schema: watchlistAnswer },
      401: SIGN_IN_FIRST,
      404: NO_ACCOUNTS,
    },
  },
  ...(["save-car", "remove-car"] as const).map(
    (action): ApiOperation => ({
      route: `s/[site]/api/watchlist/${action}`,
      method: "post",
      path: `/api/watchlist/${action}`,
      audience: "site",
      operationId: action === "save-car" ? "watchlistSaveCar" : "watchlistRemoveCar",
      tag: "Accounts",
      summary: `${action === "save-car" ? "Save a car to" : "Remove a car from"} the signed-in shopper's watchlist (spec 01 §7)`,
      input: "route",
      security: SIGNED_IN,
      body: { schema: watchlistChangeSchema, description: "`phone_number` must be the session's." },
      responses: {
        200: { description: "Done.", schema: success },
        400: INVALID,
        401: SIGN_IN_FIRST,
        403: refusal("Not the signed-in shopper's phone number, or sent from another site.", accountError),
        404: NO_ACCOUNTS,
        409: refusal("The car has sold, or the watchlist is full.", accountError),
        413: STATE_CHANGE_REFUSALS[413]!,
        415: STATE_CHANGE_REFUSALS[415]!,
        429: LIMITED,
      },
    }),
  ),
  {
    route: "s/[site]/api/saved-searches",
    method: "get",
    path: "/api/saved-searches",
    audience: "site",
    operationId: "savedSearches",
    tag: "Saved searches and alerts",
    summary: "The signed-in shopper's saved searches and alert settings",
    input: "none",
    security: SIGNED_IN,
    responses: {
      200: { description: "The searches.", schema: savedSearchesAnswer },
      401: SIGN_IN_FIRST,
      404: NO_ACCOUNTS,
    },
  },
  alertChange(
    {
      route: "s/[site]/api/saved-searches",
      method: "post",
      path: "/api/saved-searches",
      operationId: "saveSearch",
      summary: "Save a search (its query string) with alerts by SMS or e-mail",
      body: { schema: saveSearchSchema },
    },
    {
      201: { description: "Saved.", schema: savedSearchAnswer },
      200: { description: "Already saved.", schema: savedSearchAnswer },
      409: refusal("As many searches are saved as are kept.", accountError),
    },
  ),
  alertChange(
    {
      route: "s/[site]/api/saved-searches",
      method: "delete",
      path: "/api/saved-searches",
      operationId: "deleteSavedSearch",
      summary: "Remove a saved search (the same as POST /api/saved-searches/remove)",
      query: removeSavedSearchSchema,
    },
    { 200: { description: "Removed.", schema: z.object({ removed: z.literal(true) }) } },
  ),
  alertChange(
    {
      route: "s/[site]/api/saved-searches/remove",
      method: "post",
      path: "/api/saved-searches/remove",
      operationId: "removeSavedSearch",
      summary: "Remove a saved search",
      body: { schema: removeSavedSearchSchema },
    },
    { 200: { description: "Removed.", schema: z.object({ removed: z.literal(true) }) } },
  ),
  alertChange(
    {
      route: "s/[site]/api/saved-searches/update",
      method: "post",
      path: "/api/saved-searches/update",
      operationId: "updateSavedSearch",
      summary: "Turn a saved search's alerts on or off, or change their channel",
      body: { schema: updateSavedSearchSchema },
    },
    { 200: { description: "Changed.", schema: savedSearchAnswer } },
  ),
  {
    route: "s/[site]/api/price-alerts",
    method: "get",
    path: "/api/price-alerts",
    audience: "site",
    operationId: "priceAlerts",
    tag: "Saved searches and alerts",
    summary: "The watchlist's price-drop alert settings",
    input: "none",
    security: SIGNED_IN,
    responses: {
      200: { description: "The settings.", schema: priceAlertsAnswer },
      401: SIGN_IN_FIRST,
      404: NO_ACCOUNTS,
    },
  },
  alertChange(
    {
      route: "s/[site]/api/price-alerts",
      method: "post",
      path: "/api/price-alerts",
      operationId: "setPriceAlerts",
      summary: "Turn the watchlist's price-drop alerts on or off, or change their channel",
      body: { schema: priceAlertSettingsSchema },
    },
    { 200: { description: "Changed.", schema: priceAlertsAnswer } },
  ),
  {
    route: "s/[site]/api/alerts/unsubscribe",
    method: "post",
    path: "/api/alerts/unsubscribe",
    audience: "site",
    operationId: "unsubscribe",
    tag: "Saved searches and alerts",
    summary: "Stop an alert with the token from its message's link; no session needed",
    input: "route",
    body: { schema: unsubscribeSchema },
    responses: {
      200: { description: "Stopped; what was stopped, in words.", schema: z.object({ stopped: z.string() }) },
      400: refusal("A token that is not ours, or whose alert no longer exists.", accountError),
      404: NO_ACCOUNTS,
      429: LIMITED,
      ...STATE_CHANGE_REFUSALS,
    },
  },
];
