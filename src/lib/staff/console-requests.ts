import { z } from "zod";
import { PASSWORD_MAX } from "./password-rules";

/**
 * The console's sign-in and account requests (issue 31 §2), parsed the same in the browser's form and
 * on the server: one message per field, in words a person acts on. The password's own rules (length,
 * breaches) are judged on the server (./password-policy); here only what a form can tell at once.
 */

const email = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, "Enter your e-mail address.")
  .max(254, "That e-mail address is too long.")
  .pipe(z.email("Enter an e-mail address such as jo@dealer.com.au."));

const password = z.string().min(1, "Enter your password.").max(PASSWORD_MAX, "That password is too long.");

export const signInRequestSchema = z.strictObject({ email, password });

/** "Forgotten your password?": the e-mail the account signs in with. */
export const passwordResetRequestSchema = z.strictObject({ email });

export const signInCodeRequestSchema = z.strictObject({
  email,
  code: z
    .string()
    .trim()
    .min(1, "Enter the code from your authenticator app, or a backup code.")
    .max(32, "That code is too long.")
    .regex(/^[A-Za-z0-9 -]+$/, "A code has only digits (or, for a backup code, letters and digits)."),
});

export const setPasswordRequestSchema = z
  .strictObject({
    token: z.string().min(1, "This link is incomplete. Open it again from the e-mail.").max(200),
    password: z.string().min(1, "Choose a password.").max(PASSWORD_MAX, "That password is too long."),
    confirm: z.string(),
  })
  .refine((value) => value.password === value.confirm, {
    path: ["confirm"],
    message: "The two passwords are not the same.",
  });

export const twoFactorStartRequestSchema = z.strictObject({ password });

export const twoFactorConfirmRequestSchema = z.strictObject({
  code: z
    .string()
    .trim()
    .regex(/^\d{3} ?\d{3}$/, "Enter the 6-digit code your authenticator app shows."),
});
