import { z } from "zod";
import { STAFF_ROLES, type StaffRole } from "./roles";

/**
 * What an invitation says (issue 31 §2): who (an e-mail, a name), in which role, over which site and
 * dealerships. The console's form and the admin API (`forecourt staff add`) both parse with this, so a
 * mistake reads the same from either: one message per field.
 */

const DEALERSHIP_ROLES: ReadonlySet<StaffRole> = new Set(["manager", "sales"]);

export const staffInviteSchema = z
  .strictObject({
    email: z
      .string()
      .trim()
      .toLowerCase()
      .max(254, "Keep the e-mail to 254 characters.")
      .pipe(z.email("Enter an e-mail address such as jo@dealer.com.au.")),
    name: z.string().trim().max(120, "Keep the name to 120 characters.").default(""),
    role: z.enum(STAFF_ROLES, `Choose a role: ${STAFF_ROLES.join(", ")}.`),
    /** The site's slug; none for an operator. */
    site: z.string().trim().min(1).max(100).optional(),
    /** Managers and sales: dealership slugs of the site. */
    dealerships: z.array(z.string().trim().min(1).max(100)).max(200).default([]),
    sees_all_dealership_leads: z.boolean().default(false),
  })
  .superRefine((value, ctx) => {
    if (value.role === "operator" && value.site) {
      ctx.addIssue({
        code: "custom",
        path: ["site"],
        message: "An operator has every site: leave the site out.",
      });
    }
    if (value.role !== "operator" && !value.site) {
      ctx.addIssue({ code: "custom", path: ["site"], message: "Choose the site this person works for." });
    }
    if (DEALERSHIP_ROLES.has(value.role) && value.dealerships.length === 0) {
      ctx.addIssue({ code: "custom", path: ["dealerships"], message: "Choose at least one dealership." });
    }
    if (!DEALERSHIP_ROLES.has(value.role) && value.dealerships.length > 0) {
      ctx.addIssue({
        code: "custom",
        path: ["dealerships"],
        message: "Only managers and sales are given dealerships; the other roles have the whole site.",
      });
    }
    if (value.role !== "sales" && value.sees_all_dealership_leads) {
      ctx.addIssue({
        code: "custom",
        path: ["sees_all_dealership_leads"],
        message: "Only a sales role is limited to its own leads.",
      });
    }
  });

export type StaffInvite = z.output<typeof staffInviteSchema>;
