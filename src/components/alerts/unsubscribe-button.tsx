"use client";

import { useState } from "react";
import { postJson } from "@/components/accounts/account-api";

/**
 * The unsubscribe page's button (issue 21 §6): the one thing that turns alerts off. Opening the link
 * only shows the page (mail scanners open links before people do); pressing this posts the link's
 * token, and the page says what stopped.
 */
export function UnsubscribeButton({ token }: { token: string }) {
  const [state, setState] = useState<
    { kind: "idle" | "busy" } | { kind: "done"; stopped: string } | { kind: "error"; message: string }
  >({ kind: "idle" });
  const press = async () => {
    setState({ kind: "busy" });
    const answer = await postJson("/api/alerts/unsubscribe", { token });
    if (answer.status === 200 && typeof answer.body.stopped === "string") {
      setState({ kind: "done", stopped: answer.body.stopped });
    } else {
      setState({ kind: "error", message: answer.error ?? "That didn't work. Please try again." });
    }
  };
  if (state.kind === "done") {
    return (
      <p
        className="mt-6 rounded-lg border border-success bg-success/10 p-4 font-semibold"
        role="status"
        data-testid="unsubscribed"
      >
        Done: we've stopped {state.stopped}. You won't hear from us about them again.
      </p>
    );
  }
  return (
    <div className="mt-6">
      <button
        type="button"
        onClick={press}
        disabled={state.kind === "busy"}
        className="inline-flex min-h-11 items-center rounded-lg bg-primary px-5 font-semibold text-primary-foreground hover:bg-primary/90 disabled:opacity-60"
      >
        Stop these alerts
      </button>
      {state.kind === "error" ? (
        <p className="mt-3 text-destructive" role="alert">
          {state.message}
        </p>
      ) : null}
    </div>
  );
}
