"use client";

import { LogOut, UserRound } from "lucide-react";
import { useState } from "react";
import { useIdleEffect } from "@/components/ui/use-idle-effect";
import { signInPath } from "@/lib/accounts/sign-in-types";
import { hasSignedInHint, readSessionAnswer } from "@/lib/accounts/signed-in-hint";
import { postJson } from "./account-api";

type State = { kind: "signed-out"; here: string } | { kind: "signed-in"; phone: string };

const LINK = "inline-flex min-h-11 items-center gap-2 rounded-lg px-2 text-sm font-medium hover:underline";

/**
 * The header's account entry on a site with sign-in (issue 21 §2): "Sign in", back to this page after;
 * or, for a signed-in shopper, their garage (issue 21 §5) where the site has one, else the watchlist,
 * and "Sign out". Pages are the same for everyone (they are shared by the front cache), so the server
 * draws "Sign in" and the script swaps in the account once the hint cookie says there is one and the
 * session confirms it.
 */
export function AccountEntry({
  watchlistPath,
  garagePath = null,
}: {
  watchlistPath: string;
  /** The site's garage page (lib/accounts/garage `garageLinkPath`); it lists the watchlist too. */
  garagePath?: string | null;
}) {
  const [state, setState] = useState<State>({ kind: "signed-out", here: "/" });

  useIdleEffect(() => {
    const here = `${window.location.pathname}${window.location.search}`;
    setState({ kind: "signed-out", here });
    if (!hasSignedInHint(document.cookie)) return;
    let live = true;
    fetch("/api/account/session", { cache: "no-store", credentials: "same-origin" })
      .then((response) => response.json())
      .then((body: unknown) => {
        const answer = readSessionAnswer(body);
        if (live && answer.signedIn) setState({ kind: "signed-in", phone: answer.phone });
      })
      .catch(() => {
        // Offline or an error page: stay on "Sign in".
      });
    return () => {
      live = false;
    };
  }, []);

  if (state.kind === "signed-out") {
    const href = state.here === "/" ? "/sign-in" : signInPath({ redirect: state.here, back: state.here });
    return (
      <a href={href} className={LINK} data-testid="account-sign-in">
        <UserRound aria-hidden className="size-4" />
        Sign in
      </a>
    );
  }
  return (
    <div className="flex items-center gap-1" data-testid="account-menu">
      <a
        href={garagePath ?? watchlistPath}
        className={LINK}
        title={`Signed in as ${state.phone}`}
        data-testid="account-link"
      >
        <UserRound aria-hidden className="size-4" />
        {/* On a phone the icons carry the header; the words stay for screen readers. */}
        <span className="sr-only sm:not-sr-only">{garagePath ? "My garage" : "My watchlist"}</span>
      </a>
      <button
        type="button"
        className={LINK}
        onClick={async () => {
          await postJson("/api/sign-out", {});
          window.location.reload();
        }}
      >
        <LogOut aria-hidden className="size-4" />
        <span className="sr-only sm:not-sr-only">Sign out</span>
      </button>
    </div>
  );
}
