import type { Ref } from "react";
import type { ChatSentMessage } from "./use-chat-message";

/**
 * What the chat panel shows once a message is sent: the shopper's message, and the team's note of how
 * they will reply. It takes focus (`ref`, tabIndex -1), so it is read out and Escape still closes.
 */
export function ChatSent({ sent, ref }: { sent: ChatSentMessage; ref?: Ref<HTMLDivElement> }) {
  return (
    <div ref={ref} tabIndex={-1} className="flex flex-col gap-3 p-4 text-sm outline-none">
      <p className="ml-auto max-w-[85%] rounded-lg bg-muted px-3 py-2 whitespace-pre-wrap">{sent.message}</p>
      <p className="max-w-[85%] rounded-lg border px-3 py-2">
        Thanks, {sent.name}. Your message is with our team, who will reply by {sent.replyBy}.
      </p>
    </div>
  );
}
