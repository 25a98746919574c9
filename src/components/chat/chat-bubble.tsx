"use client";

import { MessageCircle, X } from "lucide-react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useScrolledPast } from "@/components/ui/use-scrolled-past";
import { type ChatDepartment, OPEN_CHAT_EVENT, type OpenChatDetail } from "@/lib/chat/chat-options";
import { cn } from "@/lib/utils/cn";
import { chatBubbleLook, STICKY_BAR_SCROLL_PX } from "@/lib/vehicle/sticky-bars";

const ChatPanel = lazy(() => import("./chat-panel").then((m) => ({ default: m.ChatPanel })));

export const CHAT_PANEL_ID = "chat-panel";

/**
 * The chat bubble (spec 02 §2 "Other: a sticky call-to-action bar and a chat bubble exist"), shown
 * only on a site with `features.chat` and a messaging token (the layout decides). A labelled pill at
 * the top of a page; once the sticky bar opens (900 px) it folds to its icon ("the chat bubble class
 * follows", lib/vehicle/sticky-bars). The message form loads when the bubble is first opened. On a
 * phone it sits above the page's sticky footer when one is shown (globals.css).
 */
export function ChatBubble({ departments }: { departments: ChatDepartment[] }) {
  const [open, setOpen] = useState(false);
  const [car, setCar] = useState<OpenChatDetail | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  // useScrolledPast is stickyBarOpen on the live scroll position (the bar's own hook).
  const look = chatBubbleLook(useScrolledPast(STICKY_BAR_SCROLL_PX));

  useEffect(() => {
    const onOpen = (event: Event) => {
      event.preventDefault(); // tells the Instant Message link the chat took it
      setCar((event as CustomEvent<OpenChatDetail>).detail ?? null);
      setOpen(true);
    };
    window.addEventListener(OPEN_CHAT_EVENT, onOpen);
    return () => window.removeEventListener(OPEN_CHAT_EVENT, onOpen);
  }, []);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  return (
    <div
      data-chat-bubble=""
      data-look={look}
      className="fixed right-4 bottom-4 z-30 flex flex-col items-end gap-3 print:hidden"
    >
      {open ? (
        <Suspense fallback={null}>
          <ChatPanel id={CHAT_PANEL_ID} departments={departments} car={car} onClose={close} />
        </Suspense>
      ) : null}
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={open ? CHAT_PANEL_ID : undefined}
        aria-label={open ? "Close chat" : "Chat with us"}
        onClick={() => {
          if (open) return close();
          setCar(null);
          setOpen(true);
        }}
        className={cn(
          "inline-flex min-h-12 min-w-12 items-center justify-center gap-2 rounded-full bg-primary font-semibold text-primary-foreground shadow-lg hover:bg-primary/90",
          look === "expanded" && !open ? "px-5" : "px-0",
        )}
      >
        {open ? <X aria-hidden className="size-5" /> : <MessageCircle aria-hidden className="size-5" />}
        {look === "expanded" && !open ? <span aria-hidden>Chat with us</span> : null}
      </button>
    </div>
  );
}
