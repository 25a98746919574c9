/**
 * Which card form the reserve form shows (issue 18, decision 0026): the local test processor's own
 * fields, or Stripe's Payment Element with the site's publishable key. Chosen on the server from
 * PAYMENT_PROVIDER and handed to the browser as a prop; nothing secret is in it.
 */
export type CardForm = { processor: "local" } | { processor: "stripe"; publishableKey: string };
