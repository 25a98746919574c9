import { z } from "zod";
import { parseAuPhone, phoneToE164 } from "../leads/au-phone";
import { CODE_LENGTH, SIGN_IN_MESSAGES } from "./sign-in-rules";

/**
 * The sign-in API's bodies (issue 21 §1: "Australian mobiles only"). The phone is read the way the lead
 * forms read one (lib/leads/au-phone parseAuPhone: spaces, +61, "(0)") and must be a mobile; it comes out
 * in E.164. The key is `phone_number`, as in the spec's watchlist calls (01 §7).
 */
export const mobileNumber = z
  .string({ error: SIGN_IN_MESSAGES.phoneRequired })
  .trim()
  .min(1, SIGN_IN_MESSAGES.phoneRequired)
  .max(40, SIGN_IN_MESSAGES.phoneInvalid)
  .transform((text, ctx) => {
    const parsed = parseAuPhone(text);
    if (!parsed) {
      ctx.addIssue({ code: "custom", message: SIGN_IN_MESSAGES.phoneInvalid });
      return z.NEVER;
    }
    const e164 = parsed.kind === "mobile" ? phoneToE164(text) : null;
    if (!e164) {
      ctx.addIssue({ code: "custom", message: SIGN_IN_MESSAGES.phoneNotMobile });
      return z.NEVER;
    }
    return e164;
  });

export const sendCodeRequestSchema = z.strictObject({ phone_number: mobileNumber });

export const verifyCodeRequestSchema = z.strictObject({
  phone_number: mobileNumber,
  code: z
    .string({ error: SIGN_IN_MESSAGES.codeRequired })
    // People paste "123 456" or "123-456" from the message.
    .transform((text) => text.replace(/[\s-]/g, ""))
    .pipe(
      z
        .string()
        .min(1, SIGN_IN_MESSAGES.codeRequired)
        .regex(new RegExp(`^\\d{${CODE_LENGTH}}$`), SIGN_IN_MESSAGES.codeInvalid),
    ),
});

export type SendCodeRequest = z.output<typeof sendCodeRequestSchema>;
export type VerifyCodeRequest = z.output<typeof verifyCodeRequestSchema>;
