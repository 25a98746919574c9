import { z } from "zod";
import { dateText, httpUrl, optionalText, postcode, slugSchema, stateSchema, text } from "./fields";

/** A record of the bundle's `locations`: a dealership's yard, its address, contacts and hours. */

export const LOCATION_TYPES = ["sales", "service", "parts", "car-buying", ""] as const;

const openingHoursSchema = z.object({
  weekday: z.number().int().min(0, "0 is Sunday").max(6, "6 is Saturday"),
  status: z.enum(["Open", "Closed"]),
  open: z
    .string()
    .regex(/^\d{2}:\d{2}$/, "must be HH:MM")
    .nullish(),
  close: z
    .string()
    .regex(/^\d{2}:\d{2}$/, "must be HH:MM")
    .nullish(),
  formated_hours: optionalText(80),
});

const specialHoursSchema = z.object({
  date: dateText,
  status: z.enum(["Open", "Closed"]),
  start_hour: optionalText(10),
  end_hour: optionalText(10),
});

export const locationRecordSchema = z.object({
  slug: slugSchema,
  dealership_slug: slugSchema,
  name: text().min(1),
  primary: z.boolean().default(false),
  location_type: z.enum(LOCATION_TYPES).default(""),
  location_subtype: optionalText(),
  manufacturers: z.array(slugSchema).default([]),
  visible: z.boolean().default(true),
  address: z
    .object({
      street: optionalText(),
      city: optionalText(),
      state: stateSchema.nullish(),
      postcode: postcode.nullish(),
      lat: z.number().min(-90).max(90).nullish(),
      long: z.number().min(-180).max(180).nullish(),
      place_id: optionalText(),
      place_url: httpUrl.nullish(),
    })
    .default({}),
  contact_detail: z
    .object({
      phone: optionalText(40),
      landline_phone: optionalText(40),
      /** The location's lead inbox: its enquiries are e-mailed here (issue 5). */
      email: z.email().max(254).nullish(),
      opening_hours: z.array(openingHoursSchema).max(14).default([]),
    })
    .default({ opening_hours: [] }),
  special_hours: z.array(specialHoursSchema).max(366).default([]),
  image: httpUrl.nullish(),
  dealer_license_number: optionalText(60),
  motor_vehicle_repairer: optionalText(60),
  distribution_locations: z.array(text(120).min(1)).default([]),
});

export type LocationRecord = z.infer<typeof locationRecordSchema>;
