import { z } from "zod";

/** Messages name no field: the API prefixes each issue with its key ("car_id: must be above 0"). */
const id = () =>
  z
    .number({ error: "must be a whole number" })
    .int("must be a whole number")
    .positive("must be above 0")
    .max(2_147_483_647, "is too large");

/** The reveal event body (spec 01 §7 "Phone-reveal event: sends car_id, dealership_id, website_id"). */
export const phoneRevealSchema = z.strictObject({
  car_id: id(),
  dealership_id: id(),
  website_id: id(),
});

export type PhoneRevealEvent = z.infer<typeof phoneRevealSchema>;
