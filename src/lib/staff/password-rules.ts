/**
 * A staff password's length limits (lib/staff/password-policy holds the rest of the rule): here apart
 * so a browser's form can say them without loading the breach list.
 */
export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 128;
