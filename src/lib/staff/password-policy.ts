import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import { adjacencyGraphs, dictionary } from "@zxcvbn-ts/language-common";

/**
 * A staff password (issue 31 §2 "breached and short passwords refused"; NIST SP 800-63B §3.1.1.2):
 * at least 12 characters and at most 128, not one of the ~49,000 passwords most often found in
 * breaches (zxcvbn-ts's common list, matched whole and case-blind), and not guessable from those, from
 * keyboard patterns or from the person's own e-mail and name (zxcvbn's score of at least 3, "safely
 * unguessable: moderate protection from offline slow-hash scenario"). No composition rules: length and
 * the breach list do the work. Checked on the server only: the list is too large for a browser.
 */

import { PASSWORD_MAX, PASSWORD_MIN } from "./password-rules";

const MIN_SCORE = 3;

let checker: ZxcvbnFactory | undefined;
let common: ReadonlySet<string> | undefined;

function zxcvbn(): ZxcvbnFactory {
  checker ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs, useLevenshteinDistance: true });
  return checker;
}

function commonPasswords(): ReadonlySet<string> {
  common ??= new Set(dictionary["passwords-common"].map((p) => p.toLowerCase()));
  return common;
}

export type PasswordVerdict = { ok: true } | { ok: false; message: string };

/** Whether `password` may be a staff member's, judged against what is known of them. */
export function checkStaffPassword(
  password: string,
  person: { email: string; name?: string },
): PasswordVerdict {
  if (password.length < PASSWORD_MIN) {
    return { ok: false, message: `Use at least ${PASSWORD_MIN} characters.` };
  }
  if (password.length > PASSWORD_MAX) {
    return { ok: false, message: `Use at most ${PASSWORD_MAX} characters.` };
  }
  if (commonPasswords().has(password.toLowerCase())) {
    return {
      ok: false,
      message: "This password is on a list of passwords leaked in data breaches. Choose another.",
    };
  }
  const [local = "", domain = ""] = person.email.toLowerCase().split("@");
  const inputs = [
    person.email,
    local,
    local.replace(/[^a-z0-9]/g, ""),
    ...local.split(/[^a-z0-9]+/),
    domain.split(".")[0] ?? "",
    ...(person.name ? person.name.toLowerCase().split(/\s+/) : []),
    "forecourt",
  ];
  const result = zxcvbn().check(
    password,
    inputs.filter((i) => i.length >= 3),
  );
  if (result.score < MIN_SCORE) {
    return {
      ok: false,
      message:
        "This password would be easy to guess: it is close to a leaked password, a keyboard pattern or your own name or e-mail. Add more words or characters.",
    };
  }
  return { ok: true };
}
