"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import type { ApiKeyView } from "@/lib/staff/api-key-scopes";
import { postConsole } from "./console-request";

/**
 * Revoking a key (issue 31 §7), asked first: whatever uses it is refused from then on, and a revoked
 * key cannot be brought back. A refusal is said beside the button.
 */
export function RevokeApiKeyButton({
  slug,
  apiKey,
  onRevoked,
}: {
  slug: string;
  apiKey: Pick<ApiKeyView, "id" | "name">;
  onRevoked: (view: ApiKeyView) => void;
}) {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  async function revoke() {
    if (!window.confirm(`Revoke the key “${apiKey.name}”? Whatever uses it is refused from now on.`)) return;
    setBusy(true);
    const answer = await postConsole<ApiKeyView>(`/api/sites/${slug}/api-keys/${apiKey.id}`, {
      action: "revoke",
    });
    setBusy(false);
    if (!answer.ok) {
      setMessage(answer.error);
      return;
    }
    onRevoked(answer.body);
  }
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button size="sm" variant="secondary" disabled={busy} onClick={revoke}>
        Revoke <span className="sr-only">the key “{apiKey.name}”</span>
      </Button>
      {message ? (
        <p role="alert" className="basis-full text-sm text-destructive">
          {message}
        </p>
      ) : null}
    </div>
  );
}
