import { z } from "zod";
import { AU_STATES } from "../locations/au-states";

/**
 * The site's identity: how to reach the dealer, its licences, its social pages and its colours
 * (spec 02 §2 footer, §3, §9; decision 0043).
 */

const url = z.url({ protocol: /^https?$/ });

const phoneSchema = z
  .string()
  .trim()
  .regex(/^\+?[0-9 ()-]{6,20}$/, "Phone numbers may hold digits, spaces, brackets, dashes and a leading +");

export const phoneNumbersConfigSchema = z
  .strictObject({
    new: phoneSchema.optional().meta({ label: "New cars phone" }),
    used: phoneSchema.optional().meta({ label: "Used cars phone" }),
    demo: phoneSchema.optional().meta({ label: "Demo cars phone" }),
  })
  .prefault({})
  .meta({
    label: "Phone by car type",
    help: "A car's page shows its type's number, else the site's (spec 01 §9).",
  });

export const contactConfigSchema = z
  .strictObject({
    phone: phoneSchema.optional().meta({ label: "Phone" }),
    email: z
      .email()
      .optional()
      .meta({ label: "E-mail", help: "Shown to shoppers; leads without a location go here." }),
    complaints_email: z.email().optional().meta({ label: "Complaints e-mail" }),
    address: z
      .strictObject({
        street: z.string().optional(),
        city: z.string().optional(),
        state: z.enum(AU_STATES).optional(),
        postcode: z
          .string()
          .regex(/^\d{4}$/)
          .optional(),
      })
      .optional()
      .meta({ label: "Address" }),
  })
  .prefault({})
  .meta({ label: "Contact", help: "How shoppers reach the dealer (spec 02 §3 site config contact)." });

export const socialConfigSchema = z
  .strictObject({
    facebook: url.optional(),
    instagram: url.optional(),
    youtube: url.optional(),
    linkedin: url.optional(),
    tiktok: url.optional(),
  })
  .prefault({})
  .meta({ label: "Social pages", help: "Linked from the footer (spec 02 §2)." });

export const licencesConfigSchema = z
  .strictObject({
    dealer_licence_number: z.string().optional().meta({ label: "Dealer licence number" }),
    motor_vehicle_repairer: z.string().optional().meta({ label: "Motor vehicle repairer licence" }),
  })
  .prefault({})
  .meta({ label: "Licences", help: "Shown in the footer and the legal pages (spec 02 §2)." });

export const dealerBrandBaseDomainSchema = url.optional().meta({
  label: "Dealer brand site",
  help: "The brand's dealer site; /service then sends shoppers to its booking page (spec 02 §2).",
});
