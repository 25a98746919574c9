import type { StaffAction } from "../staff/roles";
import { DEALERSHIP_OVERRIDABLE } from "../tenancy/dealership-config";
import { siteConfigSchema } from "../tenancy/site-config";
import { configFormGroups, type FormGroup, overridableGroups } from "./config-form";

/**
 * The site config's settings forms (decision 0054): every group of the composed schema, drawn once
 * when the module loads, and the part of them a dealership may override.
 */
export const SITE_FORM_GROUPS: readonly FormGroup[] = configFormGroups(siteConfigSchema);
export const DEALERSHIP_FORM_GROUPS: readonly FormGroup[] = overridableGroups(
  SITE_FORM_GROUPS,
  DEALERSHIP_OVERRIDABLE,
);

export function siteFormGroup(key: string): FormGroup | undefined {
  return SITE_FORM_GROUPS.find((g) => g.key === key);
}

/**
 * What a staff member needs to edit a group: `settings.write`, or `marketing.write` for a group its
 * slice marks `.meta({ editableBy: "marketing" })` (group admins and operators have both).
 */
export function settingsActionFor(group: Pick<FormGroup, "editableBy">): StaffAction {
  return group.editableBy === "marketing" ? "marketing.write" : "settings.write";
}
