/**
 * Spec 02 §4 "Dropdown menus … hover or click mode is configurable" (site config
 * `navigation.dropdown_trigger`). Apart from the schema so the header's browser code reads it without zod.
 */
export const DROPDOWN_TRIGGERS = ["hover", "click"] as const;
export type DropdownTrigger = (typeof DROPDOWN_TRIGGERS)[number];
