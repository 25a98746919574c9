import { z } from "zod";

/**
 * The building blocks the lead field rules (./fields) are made of: how text and text-or-number inputs
 * read when blank or missing, required or optional, and how a rule reports its one message.
 */

/** Required text: trimmed, and missing or blank both read `message`. */
export function requiredText(message: string) {
  // Abort, so a blank field shows "please enter" rather than also failing the format rules after it.
  return z.string({ error: message }).trim().min(1, { error: message, abort: true });
}

/** Optional text: trimmed; blank or missing becomes undefined before `rule` sees it. */
export function optionalText<T>(rule: z.ZodType<T, string>) {
  return z
    .string()
    .optional()
    .transform((text) => text?.trim() || undefined)
    .pipe(rule.optional());
}

export type InputRule<T> = (input: string | number, ctx: z.RefinementCtx) => T;

const isBlank = (input: string | number | undefined) =>
  input === undefined || (typeof input === "string" && input.trim() === "");

/** A text-or-number input (an <input> or JSON) that must be given: blank or missing reads `message`. */
export function requiredInput<T>(message: string, rule: InputRule<T>) {
  return z
    .union([z.number(), z.string()], { error: message })
    .transform((input, ctx) => (isBlank(input) ? fail(ctx, message) : rule(input, ctx)));
}

/** A text-or-number input that may be left blank, which becomes undefined before `rule` sees it. */
export function optionalInput<T>(rule: InputRule<T>) {
  return z
    .union([z.number(), z.string()])
    .optional()
    .transform((input, ctx) => (input === undefined || isBlank(input) ? undefined : rule(input, ctx)));
}

export function fail(ctx: z.RefinementCtx, message: string): never {
  ctx.addIssue({ code: "custom", message });
  return z.NEVER;
}
