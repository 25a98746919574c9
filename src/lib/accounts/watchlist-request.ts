import { z } from "zod";
import { recordIdText } from "../text/record-id-schema";
import { mobileNumber } from "./sign-in-request";

/**
 * `POST /api/watchlist/save-car` and `/remove-car` (spec 01 §7: "body phone_number, car_id; response
 * read for a success flag"). The phone is read like sign-in's and must be the signed-in shopper's.
 */
export const watchlistChangeSchema = z.strictObject({
  phone_number: mobileNumber,
  car_id: recordIdText("car_id must be a car's id."),
});

export type WatchlistChange = z.output<typeof watchlistChangeSchema>;
