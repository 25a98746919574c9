import { z } from "zod";

/**
 * Reservations' slice of the site config (spec 01 §5 "Reserve deposit copy: shown from a per-car
 * amount (default '$200')"; decision 0043): the deposit a car shows when it has no amount of its own.
 */
export const reserveDepositSchema = z.number().int().min(0).max(100000).default(200).meta({
  label: "Reserve deposit",
  help: "Whole dollars; a car without its own amount asks this much (spec 01 §5, default $200).",
});
