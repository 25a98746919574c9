import type { LeadHistoryEntry } from "../leads/lead-page";
import { actionWords, changeLines } from "./audit-text";

/**
 * A lead's history on its console page (issue 31 §4), oldest first: its arrival, every change the audit
 * log holds for it (status, assignment, a delivery retried — who, when, before and after), and its notes.
 * A note's own audit entry is left out: the note itself says it, with its author and time.
 */

export type LeadAuditRow = {
  id: number;
  at: Date;
  actor: string;
  action: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};

export type LeadNoteRow = { id: number; author: string; body: string; createdAt: Date };

export function leadHistory(
  arrivedAt: Date,
  audit: readonly LeadAuditRow[],
  notes: readonly LeadNoteRow[],
): LeadHistoryEntry[] {
  const entries: { at: Date; order: number; entry: LeadHistoryEntry }[] = [
    {
      at: arrivedAt,
      order: 0,
      entry: {
        key: "arrived",
        at: arrivedAt.toISOString(),
        who: null,
        kind: "arrived",
        what: "Arrived",
        lines: [],
      },
    },
  ];
  for (const row of audit) {
    if (row.action === "lead.note") continue;
    entries.push({
      at: row.at,
      order: 1,
      entry: {
        key: `audit-${row.id}`,
        at: row.at.toISOString(),
        who: row.actor,
        kind: "change",
        what: actionWords(row.action),
        lines: changeLines(row.before, row.after),
      },
    });
  }
  for (const note of notes) {
    entries.push({
      at: note.createdAt,
      order: 1,
      entry: {
        key: `note-${note.id}`,
        at: note.createdAt.toISOString(),
        who: note.author,
        kind: "note",
        what: "Note",
        lines: [note.body],
      },
    });
  }
  // Stable: entries at the same moment keep arrival first, then the log's order, then the notes'.
  return entries
    .map((item, index) => ({ ...item, index }))
    .sort((a, b) => a.at.getTime() - b.at.getTime() || a.order - b.order || a.index - b.index)
    .map((item) => item.entry);
}
