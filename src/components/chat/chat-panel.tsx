"use client";

import { Send } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { readStorage } from "@/components/leads/browser-storage";
import { notify } from "@/components/ui/notify";
import {
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_NAME_MAX_LENGTH,
  type ChatDepartment,
  type OpenChatDetail,
} from "@/lib/chat/chat-options";
import { parseRememberedUser, REMEMBERED_USER_KEY } from "@/lib/leads/remembered-user";
import { readSubmitAnswer, SUBMIT_FAILED_ALERT } from "@/lib/leads/submit-answer";

/** GET /api/leads/form's answer: every form a shopper sends carries its stamp and key (decision 0010). */
type Ticket = { form_token: string; idempotency_key: string; min_fill_ms: number; receivedAt: number };
type Sent = { name: string; message: string; replyBy: "email" | "phone" };

const FILL_MARGIN_MS = 250;
const CONTACT_NEEDED = "Please give an email address or a phone number so we can reply.";

async function fetchTicket(): Promise<Ticket> {
  const response = await fetch("/api/leads/form", { cache: "no-store" });
  if (!response.ok) throw new Error(`GET /api/leads/form answered ${response.status}`);
  const body = (await response.json()) as Omit<Ticket, "receivedAt">;
  return { ...body, min_fill_ms: Number(body.min_fill_ms) || 0, receivedAt: Date.now() };
}

const field = "mt-1 block w-full rounded-md border bg-background px-3 py-2 text-sm";

/**
 * The chat bubble's message form (loaded when the bubble is first opened). A message goes to the
 * site's messaging provider through POST /api/chat/messages; with the local provider the dealer gets it
 * as a lead and replies by the e-mail or phone given. Escape closes it.
 */
export function ChatPanel({
  id,
  departments,
  car,
  onClose,
}: {
  id: string;
  departments: ChatDepartment[];
  car: OpenChatDetail | null;
  onClose: () => void;
}) {
  const ticket = useRef<Promise<Ticket> | null>(null);
  const first = useRef<HTMLInputElement>(null);
  const confirmation = useRef<HTMLDivElement>(null);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [sent, setSent] = useState<Sent | null>(null);
  const [remembered] = useState(() => parseRememberedUser(readStorage(localStorage, REMEMBERED_USER_KEY)));

  useEffect(() => {
    ticket.current ??= fetchTicket();
    ticket.current.catch(() => {
      ticket.current = null;
    });
    first.current?.focus();
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

  const describedBy = (name: string) => (errors[name] ? `${id}-${name}-error` : undefined);
  const errorText = (name: string) =>
    errors[name] ? (
      <span id={`${id}-${name}-error`} className="mt-1 block text-xs text-destructive">
        {errors[name]}
      </span>
    ) : null;

  return (
    <div
      id={id}
      role="dialog"
      aria-labelledby={`${id}-title`}
      data-testid="chat-panel"
      className="max-h-[calc(100dvh-6rem)] w-[min(22rem,calc(100vw-2rem))] overflow-y-auto rounded-xl border bg-background text-foreground shadow-2xl"
      onKeyDown={(event) => {
        if (event.key === "Escape") {
          event.stopPropagation();
          onClose();
        }
      }}
    >
      <div className="rounded-t-xl bg-primary px-4 py-3 text-primary-foreground">
        <h2 id={`${id}-title`} className="font-semibold">
          Message our team
        </h2>
        <p className="text-xs opacity-90">
          {car?.carName ? `About the ${car.carName}` : "We reply by email or phone, usually within the day."}
        </p>
      </div>
      {sent ? (
        <div ref={confirmation} tabIndex={-1} className="flex flex-col gap-3 p-4 text-sm outline-none">
          <p className="ml-auto max-w-[85%] rounded-lg bg-muted px-3 py-2 whitespace-pre-wrap">
            {sent.message}
          </p>
          <p className="max-w-[85%] rounded-lg border px-3 py-2">
            Thanks, {sent.name}. Your message is with our team, who will reply by {sent.replyBy}.
          </p>
        </div>
      ) : (
        <form className="flex flex-col gap-3 p-4 text-sm" onSubmit={send} noValidate={false}>
          {alert ? (
            <p role="alert" className="rounded-md border border-destructive px-3 py-2 text-destructive">
              {alert}
            </p>
          ) : null}
          {departments.length > 1 ? (
            <label className="block font-medium">
              Who would you like to reach?
              <select name="department" className={field} defaultValue={departments[0]}>
                {departments.map((d) => (
                  <option key={d}>{d}</option>
                ))}
              </select>
            </label>
          ) : null}
          <label className="block font-medium">
            First name
            <input
              ref={first}
              name="name"
              required
              maxLength={CHAT_NAME_MAX_LENGTH}
              autoComplete="given-name"
              defaultValue={remembered.name}
              aria-invalid={Boolean(errors.name)}
              aria-describedby={describedBy("name")}
              className={field}
            />
            {errorText("name")}
          </label>
          <label className="block font-medium">
            Email
            <input
              name="email"
              type="email"
              autoComplete="email"
              defaultValue={remembered.email}
              aria-invalid={Boolean(errors.email)}
              aria-describedby={describedBy("email")}
              className={field}
            />
            {errorText("email")}
          </label>
          <label className="block font-medium">
            Phone <span className="font-normal text-muted-foreground">(or email)</span>
            <input
              name="phone"
              type="tel"
              autoComplete="tel"
              defaultValue={remembered.phone}
              aria-invalid={Boolean(errors.phone)}
              aria-describedby={describedBy("phone")}
              className={field}
            />
            {errorText("phone")}
          </label>
          <label className="block font-medium">
            Message
            <textarea
              name="message"
              required
              rows={3}
              maxLength={CHAT_MESSAGE_MAX_LENGTH}
              aria-invalid={Boolean(errors.message)}
              aria-describedby={describedBy("message")}
              className={field}
            />
            {errorText("message")}
          </label>
          <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
            <label htmlFor={`${id}-website`}>Leave this empty</label>
            <input id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" />
          </div>
          <button
            type="submit"
            disabled={busy}
            className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-primary px-4 font-semibold text-primary-foreground disabled:opacity-50"
          >
            <Send aria-hidden className="size-4" />
            {busy ? "Sending…" : "Send message"}
          </button>
        </form>
      )}
    </div>
  );
}
