"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { readStorage, writeStorage } from "@/components/leads/browser-storage";
import {
  CONSENT_STORAGE_KEY,
  type ConsentChoice,
  consentState,
  parseStoredConsent,
  storedConsentText,
} from "@/lib/marketing/consent";
import { type TagSetup, tagRecipients } from "@/lib/marketing/tags";
import { ConsentBanner } from "./consent-banner";
import { loadTags } from "./load-tags";

/** The footer's "Cookie choices" asks for the notice with this window event. */
export const OPEN_CONSENT_EVENT = "forecourt:consent-open";

/**
 * A site's marketing tags behind the shopper's consent (decision 0055). Nothing is drawn on the
 * server: after the page mounts, a stored Accept loads the tags; a stored Decline or Global Privacy
 * Control keeps them off without asking; otherwise the notice asks. "Cookie choices" in the footer
 * opens the notice again; a Decline after an Accept reloads the page, so the tags already running stop.
 */
export function MarketingTags({ setup, siteName }: { setup: TagSetup; siteName: string }) {
  const [asking, setAsking] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const granted = useRef(false);

  useEffect(() => {
    const stored = parseStoredConsent(readStorage(localStorage, CONSENT_STORAGE_KEY));
    const gpc = (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true;
    const state = consentState({ stored, gpc, now: Date.now(), consentDays: setup.consentDays });
    if (state === "granted") {
      granted.current = true;
      loadTags(setup);
    } else if (state === "ask") setAsking(true);
    const reopen = () => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setAsking(true);
      requestAnimationFrame(() => heading.current?.focus());
    };
    window.addEventListener(OPEN_CONSENT_EVENT, reopen);
    return () => window.removeEventListener(OPEN_CONSENT_EVENT, reopen);
  }, [setup]);

  const choose = useCallback(
    (choice: ConsentChoice) => {
      writeStorage(localStorage, CONSENT_STORAGE_KEY, storedConsentText(choice, Date.now()));
      setAsking(false);
      opener.current?.focus();
      if (choice === "granted") {
        granted.current = true;
        loadTags(setup);
      } else if (granted.current) {
        window.location.reload();
      }
    },
    [setup],
  );

  if (!asking) return null;
  return (
    <ConsentBanner
      siteName={siteName}
      recipients={tagRecipients(setup)}
      privacyPolicyPath={setup.privacyPolicyPath}
      onAccept={() => choose("granted")}
      onDecline={() => choose("declined")}
      headingRef={heading}
    />
  );
}

/** The footer's way back to the notice (decision 0055): a button, shown on sites with tags only. */
export function CookieChoicesButton() {
  return (
    <button
      type="button"
      className="hover:underline"
      onClick={() => window.dispatchEvent(new Event(OPEN_CONSENT_EVENT))}
    >
      Cookie choices
    </button>
  );
}
