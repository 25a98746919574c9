/**
 * A site's own Stripe account as the console shows it (decision 0071), from what Stripe last said of
 * it: not connected; onboarding not finished; connected but Stripe needs more before it takes
 * deposits (or pays out); or taking deposits. Pure.
 */
export type ConnectFacts = {
  accountId: string;
  chargesEnabled: boolean;
  payoutsEnabled: boolean;
  detailsSubmitted: boolean;
  requirementsDue: readonly string[];
  disabledReason: string | null;
};

export type ConnectStatus = {
  key: "none" | "onboarding" | "restricted" | "active";
  label: string;
  detail: string;
  /** The button's words: start, or go on with, Stripe's onboarding; null once nothing is left to do. */
  action: string | null;
};

/** Stripe's `requirements.currently_due` names, as a person reads them: `external_account` → "external account". */
const readable = (names: readonly string[]) => names.map((n) => n.replace(/[._]/g, " ")).join(", ");

export function connectStatus(account: ConnectFacts | null): ConnectStatus {
  if (!account)
    return {
      key: "none",
      label: "Not connected",
      detail: "Deposits go to the platform's Stripe account. Connect your own to take them directly.",
      action: "Connect Stripe",
    };
  if (!account.detailsSubmitted)
    return {
      key: "onboarding",
      label: "Onboarding not finished",
      detail: "Stripe still needs your business's details. Until then deposits go to the platform's account.",
      action: "Continue Stripe onboarding",
    };
  if (!account.chargesEnabled || !account.payoutsEnabled) {
    const due = account.requirementsDue.length
      ? ` Stripe asks for: ${readable(account.requirementsDue)}.`
      : "";
    return {
      key: "restricted",
      label: account.chargesEnabled ? "Taking deposits; payouts paused" : "Waiting on Stripe",
      detail: `${account.chargesEnabled ? "Deposits go to your account, but Stripe is not paying out yet." : "Stripe has not yet let this account take payments; deposits go to the platform's account meanwhile."}${due}`,
      action: account.requirementsDue.length ? "Update your details with Stripe" : null,
    };
  }
  return {
    key: "active",
    label: "Taking deposits",
    detail: "Deposits of this site's reservations are taken into your own Stripe account.",
    action: null,
  };
}
