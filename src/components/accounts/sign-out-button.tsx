"use client";

import { LogOut } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { postJson } from "./account-api";

/**
 * Sign out (issue 21 §1): POST /api/sign-out ends the session on the server and clears the cookies,
 * then the shopper goes to `then` (the home page by default), signed out everywhere that cookie was.
 */
export function SignOutButton({ then = "/" }: { then?: string }) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="secondary"
      disabled={busy}
      onClick={async () => {
        setBusy(true);
        await postJson("/api/sign-out", {});
        window.location.assign(then);
      }}
    >
      <LogOut aria-hidden />
      {busy ? "Signing out…" : "Sign out"}
    </Button>
  );
}
