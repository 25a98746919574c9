/**
 * The garage's page (spec 02 §2 "/my-garage and tenant variants (/mymotorama, /mybigboxcars, /myblinkr,
 * /myservco)"; decision 0039): one name per site, the others redirect to it. Zod-free.
 */
export const GARAGE_PATHS = ["/my-garage", "/mymotorama", "/mybigboxcars", "/myblinkr", "/myservco"] as const;
export type GaragePath = (typeof GARAGE_PATHS)[number];
