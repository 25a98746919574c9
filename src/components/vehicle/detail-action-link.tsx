import { InstantMessageLink } from "@/components/chat/instant-message-link";
import { LeadDialogLink, type LeadDialogRequest } from "@/components/leads/lead-dialog";
import type { OpenChatDetail } from "@/lib/chat/chat-options";
import { cn } from "@/lib/utils/cn";
import type { DetailAction } from "@/lib/vehicle/detail-actions";
import { TrackedLink } from "./tracked-link";

const ACTION_STYLE: Partial<Record<DetailAction["kind"], string>> = {
  enquire: "bg-primary text-primary-foreground hover:bg-primary/90",
  "instant-message": "bg-primary text-primary-foreground hover:bg-primary/90",
  "find-similar": "bg-primary text-primary-foreground hover:bg-primary/90",
  reserve: "bg-success text-success-foreground hover:bg-success/90",
  "online-purchase": "bg-success text-success-foreground hover:bg-success/90",
};

/**
 * One of the car page's calls to action (lib/vehicle/detail-actions), full width. The history report
 * is counted as it opens; the rest are links that may open the page's enquiry dialog instead.
 */
export function DetailActionLink({
  action,
  dialog,
  chatCar,
}: {
  action: DetailAction;
  dialog?: LeadDialogRequest | undefined;
  /** The car the Instant Message button opens the chat about. */
  chatCar?: OpenChatDetail | undefined;
}) {
  const className = cn(
    "inline-flex min-h-11 w-full items-center justify-center rounded-lg px-4 text-sm font-semibold",
    ACTION_STYLE[action.kind] ?? "border hover:bg-muted",
  );
  if (action.kind === "instant-message") {
    return (
      <InstantMessageLink href={action.href} car={chatCar ?? {}} className={className}>
        {action.label}
      </InstantMessageLink>
    );
  }
  if (action.kind === "history") {
    return (
      <TrackedLink href={action.href} event="history" className={className} external>
        {action.label}
      </TrackedLink>
    );
  }
  return (
    <LeadDialogLink
      request={dialog}
      href={action.href}
      className={className}
      data-action={action.kind}
      {...(action.external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
    >
      {action.label}
    </LeadDialogLink>
  );
}
