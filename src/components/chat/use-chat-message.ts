import { type FormEvent, useEffect, useRef, useState } from "react";
import { readStorage } from "@/components/leads/browser-storage";
import { notify } from "@/components/ui/notify";
import type { ChatDepartment, OpenChatDetail } from "@/lib/chat/chat-options";
import { parseRememberedUser, REMEMBERED_USER_KEY } from "@/lib/leads/remembered-user";
import { readSubmitAnswer, SUBMIT_FAILED_ALERT } from "@/lib/leads/submit-answer";

/** GET /api/leads/form's answer: every form a shopper sends carries its stamp and key (decision 0010). */
type Ticket = { form_token: string; idempotency_key: string; min_fill_ms: number; receivedAt: number };

/** The message as sent, for the confirmation: what was said and how the team will reply. */
export type ChatSentMessage = { name: string; message: string; replyBy: "email" | "phone" };

const FILL_MARGIN_MS = 250;
const CONTACT_NEEDED = "Please give an email address or a phone number so we can reply.";

async function fetchTicket(): Promise<Ticket> {
  const response = await fetch("/api/leads/form", { cache: "no-store" });
  if (!response.ok) throw new Error(`GET /api/leads/form answered ${response.status}`);
  const body = (await response.json()) as Omit<Ticket, "receivedAt">;
  return { ...body, min_fill_ms: Number(body.min_fill_ms) || 0, receivedAt: Date.now() };
}

/**
 * Sending a chat message (POST /api/chat/messages): the ticket is asked for as the panel opens (the
 * fill time counts from then), the remembered shopper prefills the form, a reply needs an e-mail or a
 * phone, the server's reasons go beside their fields, and a sent message gives way to its
 * confirmation. Focus starts in the first field and follows the confirmation.
 */
export function useChatMessage({
  departments,
  car,
}: {
  departments: ChatDepartment[];
  car: OpenChatDetail | null;
}) {
  const ticket = useRef<Promise<Ticket> | null>(null);
  const firstField = useRef<HTMLInputElement>(null);
  const confirmation = useRef<HTMLDivElement>(null);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [sent, setSent] = useState<ChatSentMessage | null>(null);
  const [remembered] = useState(() => parseRememberedUser(readStorage(localStorage, REMEMBERED_USER_KEY)));

  useEffect(() => {
    ticket.current ??= fetchTicket();
    ticket.current.catch(() => {
      ticket.current = null;
    });
    firstField.current?.focus();
  }, []);

  // The form gives way to the confirmation: focus follows, so it is read out and Escape still closes.
  useEffect(() => {
    if (sent) confirmation.current?.focus();
  }, [sent]);

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;
    if (!data.email?.trim() && !data.phone?.trim()) {
      setErrors({ email: CONTACT_NEEDED });
      return;
    }
    setBusy(true);
    setAlert(null);
    setErrors({});
    try {
      ticket.current ??= fetchTicket();
      const form = await ticket.current;
      const wait = form.receivedAt + form.min_fill_ms + FILL_MARGIN_MS - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const response = await fetch("/api/chat/messages", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          department: data.department || departments[0],
          name: data.name,
          email: data.email,
          phone: data.phone,
          message: data.message,
          website: data.website ?? "",
          ...(car?.carId ? { car_id: car.carId } : {}),
          path: `${location.pathname}${location.search}`.slice(0, 500),
          form_token: form.form_token,
          idempotency_key: form.idempotency_key,
        }),
      });
      const body = (await response.json().catch(() => null)) as { message_id?: unknown } | null;
      // The chat answers `message_id` where the lead API answers `lead_id`; the rest reads the same.
      const answer = readSubmitAnswer(response.status, { ...body, lead_id: body?.message_id });
      if (answer.kind === "success") {
        setSent({
          name: data.name ?? "",
          message: data.message ?? "",
          replyBy: data.email?.trim() ? "email" : "phone",
        });
        ticket.current = null;
        notify({ kind: "success", title: "Message sent", description: "Our team will reply soon." });
      } else {
        if (answer.renew) ticket.current = null;
        setErrors(answer.fields);
        setAlert(answer.message);
      }
    } catch {
      setAlert(SUBMIT_FAILED_ALERT);
    }
    setBusy(false);
  }

  return { busy, errors, alert, sent, remembered, firstField, confirmation, send };
}
