import type { LeadDialogRequest } from "@/components/leads/lead-dialog";
import type { OpenChatDetail } from "@/lib/chat/chat-options";
import { telHref } from "@/lib/format/format";
import { DETAIL_ACTION_DIALOGS, type DetailAction, stickyBarActions } from "@/lib/vehicle/detail-actions";
import type { VehicleDetail } from "@/lib/vehicle/vehicle-detail";
import { StickyCtaBar } from "./sticky-cta-bar";
import { StickyMobileBar } from "./sticky-mobile-bar";

/**
 * The car page's sticky bars (spec 02 §2 "a sticky call-to-action bar"): on a desktop the car's name,
 * price and its bar buttons (the enquiry ones open the quick enquiry, Instant Message the chat); on a
 * phone Call Now while the car's location is open, and Enquire (or, for a sold car, Find Similar).
 */
export function VehicleStickyBars({
  title,
  priceText,
  actions,
  quickEnquiry,
  chatCar,
  phone,
  inStock,
  location,
}: {
  title: string;
  priceText: string;
  actions: DetailAction[];
  quickEnquiry: LeadDialogRequest;
  chatCar: OpenChatDetail;
  /** The number to call about the car, or null. */
  phone: string | null;
  inStock: boolean;
  location: VehicleDetail["location"];
}) {
  return (
    <>
      <StickyCtaBar
        title={title}
        price={priceText}
        actions={stickyBarActions(actions).map((a) => {
          const dialog = DETAIL_ACTION_DIALOGS[a.kind] ? quickEnquiry : undefined;
          return {
            label: a.label,
            href: a.href,
            primary: a.primary,
            ...(dialog ? { dialog } : {}),
            ...(a.kind === "instant-message" ? { chat: chatCar } : {}),
          };
        })}
      />
      <StickyMobileBar
        callHref={phone && inStock ? telHref(phone) : null}
        hours={{
          week: location?.openingHours ?? [],
          special: location?.specialHours ?? [],
          clock: location?.clock ?? null,
        }}
        enquireHref={inStock ? "#enquire" : "#find-similar"}
        {...(inStock ? { enquiry: quickEnquiry } : {})}
      />
    </>
  );
}
