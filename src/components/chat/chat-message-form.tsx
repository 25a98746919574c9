import { Send } from "lucide-react";
import type { FormEvent, ReactNode, Ref } from "react";
import { CHAT_MESSAGE_MAX_LENGTH, CHAT_NAME_MAX_LENGTH, type ChatDepartment } from "@/lib/chat/chat-options";
import type { RememberedUser } from "@/lib/leads/remembered-user";

const FIELD = "mt-1 block w-full rounded-md border bg-background px-3 py-2 text-sm";

export type ChatMessageFormProps = {
  /** The panel's id, prefixing the errors' and the honeypot's ids. */
  id: string;
  departments: ChatDepartment[];
  /** The shopper the lead forms remember, prefilling name, e-mail and phone. */
  remembered: RememberedUser;
  /** The reasons to show beside their fields, by field name. */
  errors: Record<string, string>;
  /** The server's message above the fields, announced. */
  alert: string | null;
  busy: boolean;
  /** The first field, focused as the panel opens. */
  firstField?: Ref<HTMLInputElement>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
};

/**
 * The chat panel's message form: who to reach (when the site has several departments), first name,
 * e-mail, phone and message, each with its reason beside it, the honeypot, and Send. The browser
 * checks the required fields; the rest are the server's reasons (lib/chat/chat-message).
 */
export function ChatMessageForm({
  id,
  departments,
  remembered,
  errors,
  alert,
  busy,
  firstField,
  onSubmit,
}: ChatMessageFormProps) {
  const errorId = (name: string) => `${id}-${name}-error`;
  const control = (name: string) => ({
    id: `${id}-${name}`,
    "aria-invalid": Boolean(errors[name]),
    "aria-describedby": errors[name] ? errorId(name) : undefined,
  });
  const field = (name: string, label: ReactNode, control: ReactNode) => (
    <ChatField htmlFor={`${id}-${name}`} label={label} errorId={errorId(name)} error={errors[name]}>
      {control}
    </ChatField>
  );

  return (
    <form className="flex flex-col gap-3 p-4 text-sm" onSubmit={onSubmit} noValidate={false}>
      {alert ? (
        <p role="alert" className="rounded-md border border-destructive px-3 py-2 text-destructive">
          {alert}
        </p>
      ) : null}
      {departments.length > 1 ? (
        <label className="block font-medium">
          Who would you like to reach?
          <select name="department" className={FIELD} defaultValue={departments[0]}>
            {departments.map((d) => (
              <option key={d}>{d}</option>
            ))}
          </select>
        </label>
      ) : null}
      {field(
        "name",
        "First name",
        <input
          ref={firstField}
          name="name"
          required
          maxLength={CHAT_NAME_MAX_LENGTH}
          autoComplete="given-name"
          defaultValue={remembered.name}
          {...control("name")}
          className={FIELD}
        />,
      )}
      {field(
        "email",
        "Email",
        <input
          name="email"
          type="email"
          autoComplete="email"
          defaultValue={remembered.email}
          {...control("email")}
          className={FIELD}
        />,
      )}
      {field(
        "phone",
        <>
          Phone <span className="font-normal text-muted-foreground">(or email)</span>
        </>,
        <input
          name="phone"
          type="tel"
          autoComplete="tel"
          defaultValue={remembered.phone}
          {...control("phone")}
          className={FIELD}
        />,
      )}
      {field(
        "message",
        "Message",
        <textarea
          name="message"
          required
          rows={3}
          maxLength={CHAT_MESSAGE_MAX_LENGTH}
          {...control("message")}
          className={FIELD}
        />,
      )}
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
  );
}

/** A field wrapped in its label (and tied to it by id), with its reason under the control. */
function ChatField({
  htmlFor,
  label,
  errorId,
  error,
  children,
}: {
  htmlFor: string;
  label: ReactNode;
  errorId: string;
  error: string | undefined;
  children: ReactNode;
}) {
  return (
    <label htmlFor={htmlFor} className="block font-medium">
      {label}
      {children}
      {error ? (
        <span id={errorId} className="mt-1 block text-xs text-destructive">
          {error}
        </span>
      ) : null}
    </label>
  );
}
