import { z } from "zod";
import { recordIdNumber } from "../text/record-id-schema";

/** Messages name no field: the API prefixes each issue with its key ("car_id: must be above 0"). */
const id = () => recordIdNumber("must be an id (a whole number from 1 to 2147483647)");

/** The reveal event body (spec 01 §7 "Phone-reveal event: sends car_id, dealership_id, website_id"). */
export const phoneRevealSchema = z.strictObject({
  car_id: id(),
  dealership_id: id(),
  website_id: id(),
});

export type PhoneRevealEvent = z.infer<typeof phoneRevealSchema>;
