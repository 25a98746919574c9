"use client";

import { lazy, Suspense, useEffect, useState } from "react";
import { TOAST_EVENT, type ToastRequest } from "./notify";

const Toasts = lazy(() => import("./toasts").then((m) => ({ default: m.Toasts })));

/**
 * The site's one place for toasts (in the layout). It holds nothing until the first toast is asked
 * for, then loads the toast system with the requests so far; the system shows each new one in place
 * of the last (spec 02 §4).
 */
export function ToastHost() {
  const [requests, setRequests] = useState<ToastRequest[]>([]);
  useEffect(() => {
    const onToast = (event: Event) => {
      const detail = (event as CustomEvent<ToastRequest>).detail;
      if (detail?.title) setRequests((list) => [...list.slice(-9), detail]);
    };
    window.addEventListener(TOAST_EVENT, onToast);
    return () => window.removeEventListener(TOAST_EVENT, onToast);
  }, []);
  if (!requests.length) return null;
  return (
    <Suspense fallback={null}>
      <Toasts requests={requests} />
    </Suspense>
  );
}
