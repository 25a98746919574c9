import { z } from "zod";

/**
 * Bookings' slice of the site config (issue 34 item 2 "Bookable times"; decision 0063): how much
 * notice a yard needs, how long one booking takes, and how far ahead shoppers may book. The slots
 * themselves come from each yard's own opening and holiday hours (lib/scheduling/slots).
 */
export const bookingsConfigSchema = z
  .strictObject({
    lead_time_minutes: z
      .number()
      .int()
      .min(0)
      .max(7 * 24 * 60)
      .default(120)
      .meta({
        label: "Notice needed",
        help: "Minutes between now and the first time a shopper may book, so the car can be got ready (default 120).",
      }),
    slot_minutes: z.number().int().min(15).max(240).default(30).meta({
      label: "Booking length",
      help: "Minutes one test drive takes; times are offered this far apart from opening time (default 30).",
    }),
    days_ahead: z.number().int().min(1).max(60).default(14).meta({
      label: "Days bookable",
      help: "How many days, today included, shoppers may book ahead (default 14).",
    }),
  })
  .prefault({})
  .meta({
    label: "Test drive bookings",
    help: "The times a shopper may book, inside each yard's opening hours less its holidays.",
  });

export type BookingsConfig = z.infer<typeof bookingsConfigSchema>;
