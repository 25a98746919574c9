"use client";

import { BellPlus, BellRing } from "lucide-react";
import { useMemo, useState } from "react";
import { postJson } from "@/components/accounts/account-api";
import { notify } from "@/components/ui/notify";
import { useIdleEffect } from "@/components/ui/use-idle-effect";
import { signInPath } from "@/lib/accounts/sign-in-types";
import { hasSignedInHint } from "@/lib/accounts/signed-in-hint";
import { SAVED_SEARCHES_PATH } from "@/lib/alerts/alert-types";
import { canonicalSavedSearch } from "@/lib/alerts/saved-search";
import { searchStateToParams } from "@/lib/search/search-params";
import type { SearchState } from "@/lib/search/search-types";
import { cn } from "@/lib/utils/cn";

type Status = "unknown" | "signed-out" | "saved" | "not-saved";

/** Beside the toolbar's Share search, and looking like it. */
const LOOK =
  "inline-flex min-h-11 items-center gap-2 rounded-lg border px-3 text-sm font-semibold hover:bg-muted disabled:opacity-60";

/**
 * "Save this search" (issue 21 §6) on the search page of a site with sign-in: saves the search the
 * shopper is looking at (its filters, as the URL holds them) for alerts when new cars match. Signed
 * out, it goes to sign-in and back to this search. The page stays the same for everyone (the front
 * cache shares it): whether this search is saved already is asked of the server after the page has
 * loaded, and only when the sign-in hint says there is a shopper to ask about.
 */
export function SaveSearchButton({ state, className }: { state: SearchState; className?: string }) {
  const canonical = useMemo(() => canonicalSavedSearch(searchStateToParams(state).toString()), [state]);
  const query = canonical.ok ? canonical.query : null;
  const [status, setStatus] = useState<Status>("unknown");
  const [busy, setBusy] = useState(false);

  useIdleEffect(() => {
    if (!query) return;
    if (!hasSignedInHint(document.cookie)) {
      setStatus("signed-out");
      return;
    }
    let live = true;
    // A save made while this check was on its way wins: the check's answer was read before it.
    const settle = (next: Status) => setStatus((now) => (now === "saved" ? now : next));
    fetch("/api/saved-searches", { cache: "no-store", credentials: "same-origin" })
      .then(async (response) => {
        if (!live) return;
        if (!response.ok) {
          settle(response.status === 401 ? "signed-out" : "not-saved");
          return;
        }
        const body = (await response.json()) as { saved_searches?: { path?: unknown }[] };
        const saved = (body.saved_searches ?? []).some((entry) => {
          if (typeof entry.path !== "string") return false;
          const stored = canonicalSavedSearch(entry.path.replace(/^[^?]*\??/, ""));
          return stored.ok && stored.query.toLowerCase() === query.toLowerCase();
        });
        if (live) settle(saved ? "saved" : "not-saved");
      })
      .catch(() => {
        if (live) settle("not-saved");
      });
    return () => {
      live = false;
    };
  }, [query]);

  // Nothing chosen yet: there is no search to watch.
  if (!query) return null;

  const here = () => `${window.location.pathname}${window.location.search}`;
  const save = async () => {
    if (status === "signed-out" || !hasSignedInHint(document.cookie)) {
      window.location.assign(signInPath({ type: "saved-search", redirect: here(), back: here() }));
      return;
    }
    setBusy(true);
    const answer = await postJson("/api/saved-searches", { query });
    setBusy(false);
    if (answer.status === 201 || answer.status === 200) {
      setStatus("saved");
      notify({
        kind: "success",
        title: "Search saved",
        description: "We'll let you know when new cars match it, at most once a day.",
        action: { label: "Your saved searches", href: SAVED_SEARCHES_PATH },
      });
    } else if (answer.status === 401) {
      window.location.assign(signInPath({ type: "saved-search", redirect: here(), back: here() }));
    } else {
      notify({ kind: "error", title: answer.error ?? "The search could not be saved." });
    }
  };

  const saved = status === "saved";
  return saved ? (
    <a href={SAVED_SEARCHES_PATH} className={cn(LOOK, className)} data-testid="save-search">
      <BellRing className="size-4 text-primary" aria-hidden="true" />
      Search saved
    </a>
  ) : (
    <button
      type="button"
      onClick={save}
      disabled={busy}
      className={cn(LOOK, className)}
      data-testid="save-search"
    >
      <BellPlus className="size-4" aria-hidden="true" />
      Save this search
    </button>
  );
}
