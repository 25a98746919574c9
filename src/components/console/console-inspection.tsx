import Link from "next/link";
import { bookedSlotWhen } from "@/lib/scheduling/booked-slot";
import { consoleTime } from "@/lib/staff/console-time";
import type { TradeInInspection } from "@/lib/trade-in/inspection";
import { InspectionCancelAction } from "./inspection-cancel-action";
import { FactList } from "./record-detail";

/**
 * A trade-in's inspection on its console page (decision 0084): when (on the yard's clock, its zone
 * named) and where, when it was booked, its lead, and whether staff cancelled it and why; with the
 * cancel action for those who may write trade-ins.
 */
export function ConsoleInspection({
  inspection,
  slug,
  id,
  shopper,
  writable,
}: {
  inspection: TradeInInspection | null;
  slug: string;
  id: string;
  shopper: string;
  writable: boolean;
}) {
  if (!inspection) return <p className="text-sm">No inspection booked yet.</p>;
  const when = bookedSlotWhen(inspection.slot);
  const booked = inspection.status === "booked";
  return (
    <div className="space-y-3" data-testid="console-inspection">
      <FactList
        facts={[
          { label: booked ? "Booked for" : "Was booked for", value: when },
          { label: "Where", value: inspection.location.name },
          { label: "Booked", value: consoleTime(new Date(inspection.bookedAt)) },
          ...(inspection.cancelled
            ? [
                { label: "Cancelled", value: consoleTime(new Date(inspection.cancelled.at)) },
                ...(inspection.cancelled.reason
                  ? [{ label: "Reason given", value: inspection.cancelled.reason }]
                  : []),
              ]
            : []),
          ...(inspection.leadId
            ? [
                {
                  label: "Lead",
                  value: (
                    <Link href={`/sites/${slug}/leads/${inspection.leadId}`} className="underline">
                      The inspection's lead
                    </Link>
                  ),
                },
              ]
            : []),
        ]}
      />
      {writable && booked ? (
        <InspectionCancelAction
          slug={slug}
          id={id}
          seenCount={inspection.count}
          shopper={shopper}
          when={when}
        />
      ) : null}
    </div>
  );
}
