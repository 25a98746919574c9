"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { postConsole } from "./console-request";

/** Signs out: the session ends on the server, then the sign-in page (issue 31 §2). */
export function SignOutButton() {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      type="button"
      variant="ghost"
      size="sm"
      disabled={busy}
      className="text-header-foreground hover:bg-white/10"
      onClick={async () => {
        setBusy(true);
        await postConsole("/api/sign-out");
        window.location.assign("/sign-in");
      }}
    >
      Sign out
    </Button>
  );
}
