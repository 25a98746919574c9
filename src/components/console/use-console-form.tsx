"use client";

import { useState } from "react";
import type { ConsoleAnswer } from "./console-request";

/**
 * A console form's state (issue 31): a message per field, one for the whole form when the server's
 * reason is not about a field, and whether a request is in flight. `send` runs one request and files
 * its refusal; it answers the body on success, null otherwise.
 */
export function useConsoleForm() {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function send<T>(
    request: () => Promise<ConsoleAnswer<T>>,
  ): Promise<{ body: T } | { refused: ConsoleAnswer<T> } | null> {
    setBusy(true);
    const answer = await request();
    setBusy(false);
    if (answer.ok) {
      setErrors({});
      setFormError(null);
      return { body: answer.body };
    }
    setErrors(answer.fields);
    setFormError(Object.keys(answer.fields).length ? null : answer.error);
    return { refused: answer };
  }

  return { errors, formError, busy, send, setFormError };
}

/** The form-wide reason, announced when it appears; nothing when there is none. */
export function FormAlert({ message, id }: { message: string | null; id?: string }) {
  return message ? (
    <p
      id={id}
      role="alert"
      className="rounded-lg border border-destructive p-3 text-sm font-semibold text-destructive"
    >
      {message}
    </p>
  ) : null;
}
