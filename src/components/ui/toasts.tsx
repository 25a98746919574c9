"use client";

import { useEffect, useRef } from "react";
import { Toaster, toast } from "sonner";
import { DEFAULT_TOAST_MS, type ToastRequest } from "./notify";

/**
 * The toast system, on sonner (loaded on demand by ToastHost). Spec 02 §4 "one at a time; a new one
 * replaces the first": every new toast dismisses the one on screen, and the toaster draws only one.
 * Sonner's live region announces each to screen readers. Its styles are inserted as a <style>
 * element, which the style policy allows; it runs no inline script and no eval.
 */
export function Toasts({ requests }: { requests: ToastRequest[] }) {
  const shown = useRef(new WeakSet<ToastRequest>());
  useEffect(() => {
    for (const request of requests) {
      if (shown.current.has(request)) continue;
      shown.current.add(request);
      toast.dismiss();
      const link = request.action;
      const options = {
        description: request.description,
        duration: request.duration ?? DEFAULT_TOAST_MS,
        ...(link ? { action: { label: link.label, onClick: () => window.location.assign(link.href) } } : {}),
      };
      if (request.kind === "success") toast.success(request.title, options);
      else if (request.kind === "error") toast.error(request.title, options);
      else toast(request.title, options);
    }
  }, [requests]);
  return (
    <Toaster
      position="top-center"
      visibleToasts={1}
      closeButton
      toastOptions={{ className: "font-sans" }}
      containerAriaLabel="Notifications"
    />
  );
}
