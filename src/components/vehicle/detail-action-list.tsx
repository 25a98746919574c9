import type { LeadDialogRequest } from "@/components/leads/lead-dialog";
import type { OpenChatDetail } from "@/lib/chat/chat-options";
import { DETAIL_ACTION_DIALOGS, type DetailAction } from "@/lib/vehicle/detail-actions";
import { DetailActionLink } from "./detail-action-link";

/** The car page's main buttons, in lib/vehicle/detail-actions' order; Enquire Now opens the quick enquiry. */
export function DetailActionList({
  actions,
  quickEnquiry,
  chatCar,
}: {
  actions: DetailAction[];
  quickEnquiry: LeadDialogRequest;
  chatCar?: OpenChatDetail;
}) {
  return (
    <ul className="grid gap-2" aria-label="Actions">
      {actions.map((action) => (
        <li key={action.kind}>
          <DetailActionLink
            action={action}
            dialog={DETAIL_ACTION_DIALOGS[action.kind] ? quickEnquiry : undefined}
            chatCar={chatCar}
          />
        </li>
      ))}
    </ul>
  );
}
