import { z } from "zod";

/** Spec 01 §4 "The number is masked after its first 5 characters". */
export const PHONE_VISIBLE_CHARS = 5;

/** '07 3123 4567' → '07 31XX XXXX': digits after the first 5 characters become X; spacing stays. */
export function maskPhone(phone: string): string {
  if (phone.length <= PHONE_VISIBLE_CHARS) return phone;
  return phone.slice(0, PHONE_VISIBLE_CHARS) + phone.slice(PHONE_VISIBLE_CHARS).replace(/\d/g, "X");
}

const id = (name: string) =>
  z
    .number({ error: `${name} must be a whole number` })
    .int(`${name} must be a whole number`)
    .positive()
    .max(2_147_483_647);

/** The reveal event (spec 01 §7 "Phone-reveal event: car_id, dealership_id, website_id"). */
export const phoneRevealSchema = z.strictObject({
  car_id: id("car_id"),
  dealership_id: id("dealership_id"),
  website_id: id("website_id"),
});
