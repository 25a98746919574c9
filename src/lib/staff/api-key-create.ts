import { z } from "zod";
import { API_KEY_NAME_MAX, API_KEY_SCOPES } from "./api-key-scopes";

/**
 * What a group admin sends to make a site's API key (issue 31 §7): a name to know it by and at least
 * one scope. The console's endpoint parses with this and answers each mistake beside its field.
 */
export const apiKeyCreateSchema = z.strictObject({
  name: z
    .string("Give the key a name.")
    .trim()
    .min(1, "Give the key a name, such as the system that will use it (“CRM export”).")
    .max(API_KEY_NAME_MAX, `Keep the name to ${API_KEY_NAME_MAX} characters.`)
    // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point.
    .regex(/^[^\u0000-\u001f\u007f]*$/, "Use letters, digits, spaces and punctuation only."),
  scopes: z
    .array(z.enum(API_KEY_SCOPES, "Choose what the key may do."), "Choose what the key may do.")
    .min(1, "Choose at least one thing the key may do.")
    .max(API_KEY_SCOPES.length, "Choose each permission once.")
    .refine((scopes) => new Set(scopes).size === scopes.length, "Choose each permission once."),
});

export type ApiKeyCreate = z.output<typeof apiKeyCreateSchema>;
