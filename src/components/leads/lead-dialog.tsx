"use client";

import { X } from "lucide-react";
import {
  type ComponentProps,
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import type { LeadFormCar, SiteFormSetup } from "@/lib/leads/form-setup";
import type { LeadFormKind } from "@/lib/leads/forms";
import { LazyLeadForm } from "./lazy-lead-form";

/** What a button asks the dialog to show: which form, about which car, under what heading. */
export type LeadDialogRequest = { kind: LeadFormKind; title: string; car: LeadFormCar };

const OpenLeadDialog = createContext<((request: LeadDialogRequest) => void) | null>(null);

/**
 * One modal for a page's lead forms (spec 02 §2 "Quick Enquiry (a modal)"): a native <dialog>, so
 * focus stays inside, Escape closes it and focus returns to the button that opened it. Each opening
 * is a new form with its own idempotency key.
 */
export function LeadDialogHost({ site, children }: { site: SiteFormSetup; children: ReactNode }) {
  const [request, setRequest] = useState<LeadDialogRequest | null>(null);
  const [opened, setOpened] = useState(0);
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const headingId = useId();

  const open = useCallback((next: LeadDialogRequest) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setRequest(next);
    setOpened((n) => n + 1);
  }, []);

  useEffect(() => {
    if (request && !dialog.current?.open) dialog.current?.showModal();
  }, [request]);

  return (
    <OpenLeadDialog value={open}>
      {children}
      <dialog
        ref={dialog}
        aria-labelledby={headingId}
        className="m-auto max-h-[90dvh] w-[min(36rem,calc(100vw-1rem))] overflow-y-auto rounded-lg bg-background p-0 text-foreground shadow-xl backdrop:bg-foreground/60"
        onClose={() => {
          setRequest(null);
          opener.current?.focus();
        }}
      >
        {request ? (
          <div className="p-4 md:p-6">
            <div className="flex items-start justify-between gap-4">
              <div>
                <h2 id={headingId} className="text-xl font-bold">
                  {request.title}
                </h2>
                <p className="text-sm text-muted-foreground">{request.car.name}</p>
              </div>
              <button
                type="button"
                className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg hover:bg-muted"
                aria-label="Close"
                onClick={() => dialog.current?.close()}
              >
                <X className="size-5" aria-hidden="true" />
              </button>
            </div>
            <LazyLeadForm key={opened} kind={request.kind} site={site} car={request.car} className="mt-4" />
          </div>
        ) : null}
      </dialog>
    </OpenLeadDialog>
  );
}

/**
 * A link that opens the page's lead dialog; without script (or outside a host) it is an ordinary
 * link to the car page's form.
 */
export function LeadDialogLink({
  request,
  href,
  children,
  onClick,
  ...anchor
}: ComponentProps<"a"> & { request: LeadDialogRequest | null | undefined; href: string }) {
  const open = useContext(OpenLeadDialog);
  const opens = Boolean(open && request);
  return (
    <a
      {...anchor}
      href={href}
      aria-haspopup={opens ? "dialog" : undefined}
      onClick={(event) => {
        onClick?.(event);
        if (!open || !request || event.defaultPrevented) return;
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        open(request);
      }}
    >
      {children}
    </a>
  );
}
