import { z } from "zod";
import { recordIdNumber } from "../text/record-id-schema";
import { LEAD_STATUSES, NOTE_MAX, REASON_MAX } from "./lead-status";

/**
 * What a staff member may do to one lead from its console page (issue 31 §4), as the body of
 * `POST /api/sites/{slug}/leads/{id}`. Every action says the state it was chosen against (the status,
 * the assignee, the newest note, the delivery's dead state), so a change made meanwhile by someone
 * else, or the same click sent twice, is refused (409) instead of applied over it or again.
 */

export { NOTE_MAX };

const statusOf = (message: string) => z.enum(LEAD_STATUSES, message);
/** An assignee: a staff account's id, or null for "unassigned". */
const assigneeOf = (message: string) => recordIdNumber(message).nullable();

export const leadActionSchema = z.discriminatedUnion(
  "action",
  [
    z.strictObject({
      action: z.literal("status"),
      /** The status the member saw. */
      current_status: statusOf("Send the status the lead had when you chose."),
      status: statusOf("Choose a status."),
      reason: z
        .string("Write the reason as text.")
        .max(REASON_MAX * 2, `Keep the reason to ${REASON_MAX} characters.`)
        .optional(),
    }),
    z.strictObject({
      action: z.literal("assign"),
      current_assignee: assigneeOf("Send who the lead was assigned to when you chose."),
      assignee: assigneeOf("Choose someone from the list, or unassigned."),
    }),
    z.strictObject({
      action: z.literal("note"),
      /** The newest note the member saw; null when there was none. */
      last_note_id: recordIdNumber("Send the newest note you saw.").nullable(),
      note: z
        .string("Write the note as text.")
        .trim()
        .min(1, "Write the note first.")
        .max(NOTE_MAX, `Keep a note to ${NOTE_MAX} characters.`),
    }),
    z.strictObject({
      action: z.literal("retry"),
      delivery_id: recordIdNumber("Choose a delivery of this lead."),
    }),
  ],
  { error: "Choose an action: status, assign, note or retry." },
);

export type LeadAction = z.output<typeof leadActionSchema>;
export type LeadActionName = LeadAction["action"];
