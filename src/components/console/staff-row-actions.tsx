"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { postConsole } from "./console-request";

/**
 * A staff account's actions in the site's list (issue 31 §2): switch off (asked first: their sessions
 * end at once) or back on, and send a new one-time link to set a password. The outcome is said in the row.
 */
export function StaffRowActions({
  slug,
  staffId,
  email,
  disabled,
  self,
}: {
  slug: string;
  staffId: number;
  email: string;
  disabled: boolean;
  self: boolean;
}) {
  const [state, setState] = useState<{ busy: boolean; message: string | null; off: boolean }>({
    busy: false,
    message: null,
    off: disabled,
  });
  async function act(action: "disable" | "enable" | "send-link") {
    if (action === "disable" && !window.confirm(`Switch off ${email}? They are signed out at once.`)) return;
    setState((s) => ({ ...s, busy: true }));
    const answer = await postConsole<{ link?: string }>(`/api/sites/${slug}/staff/${staffId}`, { action });
    if (!answer.ok) {
      setState((s) => ({ ...s, busy: false, message: answer.error }));
      return;
    }
    const message =
      action === "send-link"
        ? `New link (works once, for an hour): ${answer.body.link ?? ""}`
        : action === "disable"
          ? "Switched off."
          : "Switched back on.";
    setState({
      busy: false,
      message,
      off: action === "disable" ? true : action === "enable" ? false : state.off,
    });
  }
  return (
    <div className="flex flex-wrap items-center gap-2">
      {state.off ? (
        <Button size="sm" variant="secondary" disabled={state.busy} onClick={() => act("enable")}>
          Switch on <span className="sr-only">{email}</span>
        </Button>
      ) : (
        <>
          <Button size="sm" variant="secondary" disabled={state.busy} onClick={() => act("send-link")}>
            New password link <span className="sr-only">for {email}</span>
          </Button>
          {self ? null : (
            <Button size="sm" variant="secondary" disabled={state.busy} onClick={() => act("disable")}>
              Switch off <span className="sr-only">{email}</span>
            </Button>
          )}
        </>
      )}
      {state.message ? (
        <p role="status" className="basis-full break-all text-sm">
          {state.message}
        </p>
      ) : null}
    </div>
  );
}
