"use client";

import { X } from "lucide-react";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { readStorage, writeStorage } from "@/components/leads/browser-storage";
import { buttonVariants } from "@/components/ui/button";
import { useIdleEffect } from "@/components/ui/use-idle-effect";
import {
  DISMISSED_POPUPS_KEY,
  type PromoPopupData,
  shouldShowPromoPopup,
  withDismissedPopup,
} from "@/lib/offers/promo-popup";

/** Longest wait a timer takes (about 24.8 days); an expiry further off is checked on a later visit. */
const MAX_TIMER_MS = 2_147_483_647;

const FOCUSABLE = 'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * The site's promo popup (spec 02 §2, §4, §9): a modal dialog with its image, title, description and
 * button. Nothing is drawn on the server or while the page hydrates ("not shown before the page has
 * mounted"); once the browser is idle it opens unless this browser closed it before, its window has
 * passed, or the page is one a popup must not interrupt (checkout, success, print: lib/offers/promo-popup). Closing it (the close button, Escape, or its own button) is remembered in local storage; it
 * also closes itself when its expiry passes while open. A native <dialog> opened with showModal(): the
 * page behind is inert, Escape closes, focus returns to where it was; Tab wraps inside it.
 */
export function PromoPopup({ popup }: { popup: PromoPopupData | null }) {
  const [open, setOpen] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  const titleId = useId();
  const descriptionId = useId();

  useIdleEffect(() => {
    if (!popup) return;
    const stored = readStorage(localStorage, DISMISSED_POPUPS_KEY);
    if (shouldShowPromoPopup(popup, stored, Date.now(), window.location.pathname)) {
      opener.current = document.activeElement;
      setOpen(true);
    }
  }, [popup]);

  useEffect(() => {
    if (open && !dialog.current?.open) dialog.current?.showModal();
  }, [open]);

  // Spec 02 §4 "never shown once its expiry date has passed": not even on a page left open past it.
  useEffect(() => {
    if (!open || !popup?.expiry) return;
    const left = Date.parse(popup.expiry) - Date.now();
    if (left > MAX_TIMER_MS) return;
    const timer = window.setTimeout(() => dialog.current?.close(), Math.max(0, left));
    return () => window.clearTimeout(timer);
  }, [open, popup]);

  if (!popup || !open) return null;

  const remember = () =>
    writeStorage(
      localStorage,
      DISMISSED_POPUPS_KEY,
      withDismissedPopup(readStorage(localStorage, DISMISSED_POPUPS_KEY), popup.slug),
    );

  // Focus stays in the dialog: Tab from its last control goes to its first, Shift+Tab the other way.
  const keepFocusInside = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== "Tab") return;
    const controls = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = controls[0];
    const last = controls.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      aria-describedby={popup.description ? descriptionId : undefined}
      data-promo-popup={popup.slug}
      // Spec 02 §9: at most 600 px wide (PROMO_POPUP_MAX_WIDTH_PX) and 80vh high (PROMO_POPUP_MAX_HEIGHT_VH).
      className="m-auto max-h-[80vh] print:hidden w-[calc(100vw-2rem)] max-w-[600px] overflow-y-auto rounded-lg bg-background p-0 text-foreground shadow-xl backdrop:bg-foreground/60"
      onKeyDown={keepFocusInside}
      onClose={() => {
        remember();
        setOpen(false);
        if (opener.current instanceof HTMLElement) opener.current.focus();
      }}
    >
      <div className="relative">
        {popup.imageUrl ? (
          <img
            src={popup.imageUrl}
            alt={popup.imageAlt}
            width={600}
            height={338}
            className="aspect-[16/9] w-full bg-muted object-cover"
          />
        ) : null}
        <button
          type="button"
          className="absolute top-2 right-2 inline-flex size-11 items-center justify-center rounded-full bg-background/90 text-foreground shadow hover:bg-muted"
          aria-label="Close"
          onClick={() => dialog.current?.close()}
        >
          <X className="size-5" aria-hidden="true" />
        </button>
      </div>
      <div className="p-5 pt-4 md:p-6">
        <h2 id={titleId} className={`text-xl font-bold md:text-2xl ${popup.imageUrl ? "" : "pr-12"}`}>
          {popup.title}
        </h2>
        {popup.description ? (
          <p id={descriptionId} className="mt-2 text-muted-foreground">
            {popup.description}
          </p>
        ) : null}
        {popup.button ? (
          <a
            href={popup.button.url}
            className={`${buttonVariants({ size: "lg" })} mt-5 w-full sm:w-auto`}
            // Spec 02 §4 "hides after … its link is clicked": closing remembers it before the browser leaves.
            onClick={() => dialog.current?.close()}
          >
            {popup.button.text}
          </a>
        ) : null}
      </div>
    </dialog>
  );
}
