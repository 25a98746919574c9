"use client";

import type { ReactNode } from "react";
import { OPEN_CHAT_EVENT, type OpenChatDetail } from "@/lib/chat/chat-options";

/**
 * Spec 02 §4 "the chat (Instant Message) option replaces Enquire": opens the site's chat bubble about
 * this car. The bubble answers the event by cancelling it; when nothing does (no bubble yet, or no
 * JavaScript) the link goes to the page's enquiry form instead, so the button always leads somewhere.
 */
export function InstantMessageLink({
  href,
  car,
  className,
  tabIndex,
  children,
}: {
  href: string;
  car: OpenChatDetail;
  className: string;
  tabIndex?: number | undefined;
  children: ReactNode;
}) {
  return (
    <a
      href={href}
      className={className}
      tabIndex={tabIndex}
      data-action="instant-message"
      aria-haspopup="dialog"
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        const opened = !window.dispatchEvent(
          new CustomEvent<OpenChatDetail>(OPEN_CHAT_EVENT, { detail: car, cancelable: true }),
        );
        if (opened) event.preventDefault();
      }}
    >
      {children}
    </a>
  );
}
