"use client";

import { type FormEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { FIELD_INPUT_CLASS, FormField, fieldAria } from "@/components/ui/form-field";
import { ROLE_DESCRIPTIONS, ROLE_LABELS, type StaffRole } from "@/lib/staff/roles";
import { postConsole } from "./console-request";
import { FormAlert, useConsoleForm } from "./use-console-form";

type Invited = { email: string; link: string; expires_at: string; mail: "sent" | "spooled" | "not-sent" };

/**
 * Inviting someone to a site (issue 31 §2): e-mail, name, role and, for managers and sales, the
 * dealerships. The link goes by e-mail; it is also shown here once, to pass on if the e-mail does not
 * arrive. Each mistake shows beside its field.
 */
export function InviteStaffForm({
  slug,
  roles,
  dealerships,
}: {
  slug: string;
  roles: StaffRole[];
  dealerships: { slug: string; name: string }[];
}) {
  const id = useId();
  const [role, setRole] = useState<StaffRole>(roles.includes("manager") ? "manager" : (roles[0] ?? "sales"));
  const { errors, formError, busy, send } = useConsoleForm();
  const [invited, setInvited] = useState<Invited | null>(null);
  const scoped = role === "manager" || role === "sales";

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const outcome = await send(() =>
      postConsole<Invited>(`/api/sites/${slug}/staff`, {
        email: String(data.get("email") ?? ""),
        name: String(data.get("name") ?? ""),
        role,
        dealerships: scoped ? data.getAll("dealerships").map(String) : [],
        sees_all_dealership_leads: role === "sales" && data.get("sees_all") === "on",
      }),
    );
    if (!outcome || !("body" in outcome)) return;
    setInvited(outcome.body);
    form.reset();
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {invited ? (
        <div role="status" className="space-y-2 rounded-lg border border-success p-3 text-sm">
          <p className="font-semibold">
            {invited.email} is invited.{" "}
            {invited.mail === "sent"
              ? "The e-mail is on its way."
              : "The e-mail could not be sent from here: give them this link yourself."}
          </p>
          <p>
            Their one-time link (works once, until {new Date(invited.expires_at).toLocaleString("en-AU")}):{" "}
            <code className="break-all">{invited.link}</code>
          </p>
        </div>
      ) : null}
      <FormAlert message={formError} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={`${id}-email`} label="E-mail" error={errors.email}>
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            autoComplete="off"
            required
            className={FIELD_INPUT_CLASS}
            {...fieldAria(`${id}-email`, { error: Boolean(errors.email) })}
          />
        </FormField>
        <FormField id={`${id}-name`} label="Name" error={errors.name}>
          <input
            id={`${id}-name`}
            name="name"
            type="text"
            autoComplete="off"
            className={FIELD_INPUT_CLASS}
            {...fieldAria(`${id}-name`, { error: Boolean(errors.name) })}
          />
        </FormField>
      </div>
      <FormField id={`${id}-role`} label="Role" error={errors.role} hint={ROLE_DESCRIPTIONS[role]}>
        <select
          id={`${id}-role`}
          name="role"
          value={role}
          onChange={(e) => setRole(e.target.value as StaffRole)}
          className={FIELD_INPUT_CLASS}
          {...fieldAria(`${id}-role`, { error: Boolean(errors.role), hint: true })}
        >
          {roles.map((r) => (
            <option key={r} value={r}>
              {ROLE_LABELS[r]}
            </option>
          ))}
        </select>
      </FormField>
      {scoped ? (
        <fieldset aria-describedby={errors.dealerships ? `${id}-dealerships-error` : undefined}>
          <legend className="text-sm font-semibold">Dealerships</legend>
          <div className="mt-1 flex flex-wrap gap-x-6 gap-y-2">
            {dealerships.map((d) => (
              <label key={d.slug} className="flex min-h-11 items-center gap-2">
                <input type="checkbox" name="dealerships" value={d.slug} className="size-5" />
                {d.name}
              </label>
            ))}
          </div>
          {errors.dealerships ? (
            <p id={`${id}-dealerships-error`} className="mt-1 text-sm font-semibold text-destructive">
              {errors.dealerships}
            </p>
          ) : null}
        </fieldset>
      ) : null}
      {role === "sales" ? (
        <label className="flex min-h-11 items-center gap-2">
          <input type="checkbox" name="sees_all" className="size-5" />
          Sees every lead of these dealerships, not only their own
        </label>
      ) : null}
      <Button type="submit" disabled={busy}>
        {busy ? "Inviting…" : "Send invitation"}
      </Button>
    </form>
  );
}
