// Not a "use client" entry of its own: only lead-form.tsx, which pages load on demand, imports it, so
// the zod rules and date code it reaches stay out of pages' first load (client-imports.test.ts).
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import type { UseFormGetValues, UseFormSetError } from "react-hook-form";
import { track } from "@/lib/analytics/track";
import { enquiryAnalyticsEvent } from "@/lib/leads/analytics";
import { FIELD_LAYOUT, withoutHiddenAnswers } from "@/lib/leads/form-layout";
import { enquiryEventParams, type LeadFormCar } from "@/lib/leads/form-setup";
import { LEAD_FORMS, type LeadFormKind } from "@/lib/leads/forms";
import { REMEMBERED_USER_KEY, rememberedUserFrom, SUCCESS_CATEGORY_KEY } from "@/lib/leads/remembered-user";
import {
  ERROR_LIST_HEADING,
  readSubmitAnswer,
  SUBMIT_FAILED_ALERT,
  successHref,
} from "@/lib/leads/submit-answer";
import {
  LINKED_PARAMS_KEY,
  parseLinkedParams,
  parseVisitedPages,
  VISITED_PAGES_KEY,
} from "@/lib/leads/visit-trail";
import { readStorage, writeStorage } from "./browser-storage";

type Values = Record<string, unknown>;

/** GET /api/leads/form's answer, and when it came. */
export type FormTicket = {
  idempotency_key: string;
  form_token: string;
  min_fill_ms: number;
  receivedAt: number;
};
type Phase = "idle" | "submitting" | "sent";
/** The form's error list: one line per problem, under ERROR_LIST_HEADING. */
export type FormAlert = { lines: string[] };

/** A margin over the server's minimum fill time, for the clocks of browser and server. */
const FILL_MARGIN_MS = 250;

/**
 * Sending a lead form (issue 5): the ticket (idempotency key and signed render stamp) is asked for when
 * the form is shown, so the fill time counts from then, not from when a cached page was built; the
 * post waits out what is left of the minimum fill time, carries the visit trail, and only a stored
 * lead's answer takes the shopper to the success page. A refused ticket is renewed for the next try;
 * the server's field errors go beside their fields and into the error list.
 */
export function useLeadSubmit({
  kind,
  car,
  financeEnquiryEvent,
  successPath,
  keys,
  drawn,
  labelOf,
  getValues,
  setError,
  setAlert,
  showFields,
}: {
  kind: LeadFormKind;
  car: LeadFormCar | null;
  financeEnquiryEvent: boolean;
  successPath: string;
  /** The schema's fields: what is sent. */
  keys: string[];
  /** The fields on screen: where a server error can be shown. */
  drawn: string[];
  labelOf: (key: string) => string;
  getValues: UseFormGetValues<Values>;
  setError: UseFormSetError<Values>;
  setAlert: (alert: FormAlert | null) => void;
  /** Shows where the server's refused fields are (the step holding the first). */
  showFields?: (fields: string[]) => void;
}) {
  const router = useRouter();
  const [phase, setPhase] = useState<Phase>("idle");
  const ticket = useRef<Promise<FormTicket> | null>(null);

  useEffect(() => {
    ticket.current ??= fetchFormTicket();
    ticket.current.catch(() => {
      ticket.current = null;
    });
  }, []);

  async function send() {
    // What was validated is what is sent, whatever is typed while it goes.
    const answers = withoutHiddenAnswers(getValues(), keys);
    setPhase("submitting");
    setAlert(null);
    try {
      ticket.current ??= fetchFormTicket();
      const form = await ticket.current;
      await waitOutFillTime(form);
      const response = await fetch("/api/leads", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          ...answers,
          formKind: kind,
          idempotency_key: form.idempotency_key,
          form_token: form.form_token,
          path: `${location.pathname}${location.search}`.slice(0, 500),
          visited_pages: parseVisitedPages(readStorage(sessionStorage, VISITED_PAGES_KEY)),
          linked_query_params: parseLinkedParams(readStorage(sessionStorage, LINKED_PARAMS_KEY)),
        }),
      });
      const answer = readSubmitAnswer(response.status, await response.json().catch(() => null));
      if (answer.kind === "success") {
        const category = String(answers.category || LEAD_FORMS[kind].category);
        writeStorage(localStorage, REMEMBERED_USER_KEY, JSON.stringify(rememberedUserFrom(answers)));
        writeStorage(localStorage, SUCCESS_CATEGORY_KEY, category);
        track(enquiryAnalyticsEvent(kind, car, { financeEnquiryEvent }), enquiryEventParams(category, car));
        setPhase("sent");
        router.push(successHref(successPath, answer.confirmation));
        return;
      }
      if (answer.renew) ticket.current = null;
      const lines: string[] = [];
      for (const [key, message] of Object.entries(answer.fields)) {
        if (drawn.includes(key)) setError(key, { type: "server", message });
        lines.push(key in FIELD_LAYOUT ? `${labelOf(key)}: ${message}` : message);
      }
      if (answer.message !== ERROR_LIST_HEADING || !lines.length) lines.unshift(answer.message);
      setAlert({ lines: [...new Set(lines)] });
      const refused = Object.keys(answer.fields).filter((key) => drawn.includes(key));
      if (refused.length) showFields?.(refused);
    } catch {
      setAlert({ lines: [SUBMIT_FAILED_ALERT] });
    }
    setPhase("idle");
  }

  return { busy: phase !== "idle", send };
}

/** A shopper never trips the bot check: a post waits out what is left of the minimum fill time. */
export async function waitOutFillTime(form: FormTicket): Promise<void> {
  const wait = form.receivedAt + form.min_fill_ms + FILL_MARGIN_MS - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}

/** A new form ticket (GET /api/leads/form): the idempotency key and signed render stamp a post carries. */
export async function fetchFormTicket(): Promise<FormTicket> {
  const response = await fetch("/api/leads/form", { cache: "no-store" });
  if (!response.ok) throw new Error(`GET /api/leads/form answered ${response.status}`);
  const body = (await response.json()) as Omit<FormTicket, "receivedAt">;
  return { ...body, min_fill_ms: Number(body.min_fill_ms) || 0, receivedAt: Date.now() };
}
