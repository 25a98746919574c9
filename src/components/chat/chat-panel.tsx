"use client";

import type { ChatDepartment, OpenChatDetail } from "@/lib/chat/chat-options";
import { ChatMessageForm } from "./chat-message-form";
import { ChatSent } from "./chat-sent";
import { useChatMessage } from "./use-chat-message";

/**
 * The chat bubble's message form (loaded when the bubble is first opened). A message goes to the
 * site's messaging provider through POST /api/chat/messages; with the local provider the dealer gets it
 * as a lead and replies by the e-mail or phone given. Escape closes it.
 */
export function ChatPanel({
  id,
  departments,
  car,
  onClose,
}: {
  id: string;
  departments: ChatDepartment[];
  car: OpenChatDetail | null;
  onClose: () => void;
}) {
  const chat = useChatMessage({ departments, car });

  return (
    <div
      id={id}
      role="dialog"
      aria-labelledby={`${id}-title`}
      data-testid="chat-panel"
      className="max-h-[calc(100dvh-6rem)] w-[min(22rem,calc(100vw-2rem))] overflow-y-auto rounded-xl border bg-background text-foreground shadow-2xl"
      onKeyDown={(event) => {
        if (event.key === "Escape") {
          event.stopPropagation();
          onClose();
        }
      }}
    >
      <div className="rounded-t-xl bg-primary px-4 py-3 text-primary-foreground">
        <h2 id={`${id}-title`} className="font-semibold">
          Message our team
        </h2>
        <p className="text-xs opacity-90">
          {car?.carName ? `About the ${car.carName}` : "We reply by email or phone, usually within the day."}
        </p>
      </div>
      {chat.sent ? (
        <ChatSent sent={chat.sent} ref={chat.confirmation} />
      ) : (
        <ChatMessageForm
          id={id}
          departments={departments}
          remembered={chat.remembered}
          errors={chat.errors}
          alert={chat.alert}
          busy={chat.busy}
          firstField={chat.firstField}
          onSubmit={chat.send}
        />
      )}
    </div>
  );
}
