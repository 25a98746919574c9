"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { postConsole } from "./console-request";

/**
 * One change to a lead from its console page (issue 31 §4): POSTs the action, then redraws the page
 * from the server so every part of it shows the lead as it now is. A refusal is said beside its field,
 * or for the whole form; a 409 (the lead changed meanwhile) redraws the page too, so the member sees
 * what changed before choosing again. A sales person who hands away their own lead, and so no longer
 * sees it, is taken back to the inbox.
 */

export type LeadActionState = {
  busy: boolean;
  message: string | null;
  error: string | null;
  fields: Record<string, string>;
};

export const IDLE: LeadActionState = { busy: false, message: null, error: null, fields: {} };

type Done = { done: true; message: string; still_visible: boolean };

export function useLeadAction(slug: string, leadId: string) {
  const router = useRouter();
  const [state, setState] = useState<LeadActionState>(IDLE);

  async function send(body: Record<string, unknown>): Promise<boolean> {
    setState({ ...IDLE, busy: true });
    const answer = await postConsole<Done>(`/api/sites/${slug}/leads/${leadId}`, body);
    if (!answer.ok) {
      const hasFields = Object.keys(answer.fields).length > 0;
      const error =
        answer.status === 409 ? `${answer.error} The page now shows the lead as it is.` : answer.error;
      setState({ busy: false, message: null, error: hasFields ? null : error, fields: answer.fields });
      if (answer.status === 409) router.refresh();
      return false;
    }
    setState({ ...IDLE, message: answer.body.message });
    if (answer.body.still_visible === false) router.push(`/sites/${slug}/leads`);
    else router.refresh();
    return true;
  }

  return { state, send };
}
