/**
 * Which card form the reserve form shows (issue 18, decision 0026): the local test processor's own
 * fields, or Stripe's Payment Element with the platform's publishable key and, when the site takes
 * deposits into its own Stripe account (Connect, decision 0071), that account's id, so the card is
 * collected on the dealer's account (a direct charge). Chosen on the server and handed to the
 * browser as a prop; nothing secret is in it.
 */
export type CardForm =
  | { processor: "local" }
  | { processor: "stripe"; publishableKey: string; stripeAccount?: string };
