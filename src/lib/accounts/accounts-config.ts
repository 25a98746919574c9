import { z } from "zod";
import { GARAGE_PATHS } from "./garage-paths";
import { GATED_PAGES } from "./gated-pages";

/** Accounts' slices of the site config: the garage's page and the pages kept for signed-in shoppers (decision 0043). */
export const garageConfigSchema = z
  .strictObject({
    path: z.enum(GARAGE_PATHS).default("/my-garage").meta({
      label: "Garage page",
      help: "The site's own name for its garage (with the garage switch on); the others redirect to it (spec 02 §2).",
    }),
  })
  .prefault({})
  .meta({
    label: "Garage",
    help: "The signed-in shopper's page of saved cars, valuations and reservations.",
  });

/**
 * Spec 02 §6 "Gated pages depend on the tenant: checkout, finance, spin-to-win and the finance-check
 * /finance page require sign-in" (online-payment and my-garage always are). With
 * `features.authentication` on, a signed-out shopper is sent to sign-in and back; with it off, a gated
 * page is unavailable, never open to all (gated-pages `gateOf`).
 */
export const gatedPagesSchema = z.array(z.enum(GATED_PAGES)).max(GATED_PAGES.length).default([]).meta({
  label: "Pages for signed-in shoppers",
  help: "checkout, finance, spin-to-win; online-payment and my-garage always are (spec 02 §6).",
});
