"use client";

import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { FIELD_INPUT_CLASS, FormField, fieldAria } from "@/components/ui/form-field";
import { ConfirmStepButtons } from "./confirm-step-buttons";
import { postConsole } from "./console-request";
import { FormAlert, useConsoleForm } from "./use-console-form";

/**
 * Archiving, unarchiving and deleting a site (issue 32 §6, decision 0056). Archiving is confirmed; a
 * delete (of an archived site only) needs the slug typed, and is refused until every lead is in an
 * export made after the newest one arrived: the export link is here.
 */
export function SiteLifecyclePanel({
  slug,
  archived,
  leadCount,
  exportReady,
}: {
  slug: string;
  archived: boolean;
  leadCount: number;
  /** Whether the delete rule is met by the exports made so far. */
  exportReady: boolean;
}) {
  const id = useId();
  const router = useRouter();
  const [confirming, setConfirming] = useState(false);
  const [typed, setTyped] = useState("");
  const { errors, formError, busy, send } = useConsoleForm();

  async function act(action: "archive" | "unarchive" | "delete") {
    const outcome = await send(() => postConsole(`/api/sites/${slug}/lifecycle`, { action, confirm: typed }));
    if (!outcome || !("body" in outcome)) return;
    setConfirming(false);
    if (action === "delete") router.push("/");
    else router.refresh();
  }

  if (!archived) {
    return (
      <section
        aria-labelledby={`${id}-archive`}
        className="max-w-xl space-y-3 rounded-xl border bg-background p-4"
      >
        <h2 id={`${id}-archive`} className="text-lg font-semibold">
          Archive the site
        </h2>
        <p>
          Every page, the sitemap, the feeds and the APIs of the site will answer 410 Gone. Its data is kept,
          its staff can still read it here, and you can bring it back.
        </p>
        <FormAlert message={formError} />
        {confirming ? (
          <ConfirmStepButtons
            busy={busy}
            label="Archive it now"
            onConfirm={() => act("archive")}
            onBack={() => setConfirming(false)}
          />
        ) : (
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            Archive…
          </Button>
        )}
      </section>
    );
  }
  return (
    <div className="max-w-xl space-y-6">
      <section aria-labelledby={`${id}-unarchive`} className="space-y-3 rounded-xl border bg-background p-4">
        <h2 id={`${id}-unarchive`} className="text-lg font-semibold">
          The site is archived
        </h2>
        <p>Its addresses answer 410 Gone. Unarchive it to put it back online as it was.</p>
        <FormAlert message={formError} />
        <Button disabled={busy} onClick={() => act("unarchive")}>
          Unarchive
        </Button>
      </section>
      <section
        aria-labelledby={`${id}-delete`}
        className="space-y-3 rounded-xl border border-destructive bg-background p-4"
      >
        <h2 id={`${id}-delete`} className="text-lg font-semibold">
          Delete the site
        </h2>
        <p>
          This removes the site and everything of it: pages, leads, accounts, reservations, staff and keys,
          and the dealerships no other site shows. It cannot be undone.
        </p>
        <p>
          {leadCount === 0
            ? "It has no leads."
            : exportReady
              ? `All ${leadCount} leads are in an export made since the newest arrived.`
              : `Export its ${leadCount} leads first (all of them, unfiltered).`}{" "}
          {leadCount > 0 ? (
            <a
              href={`/api/sites/${slug}/leads/export`}
              className="font-semibold text-primary underline"
              download
            >
              Download the leads (CSV)
            </a>
          ) : null}
        </p>
        {errors.export ? <p className="text-sm font-semibold text-destructive">{errors.export}</p> : null}
        <FormField id={`${id}-confirm`} label={`Type ${slug} to confirm`} error={errors.confirm}>
          <input
            id={`${id}-confirm`}
            value={typed}
            autoComplete="off"
            onChange={(e) => setTyped(e.target.value)}
            className={FIELD_INPUT_CLASS}
            {...fieldAria(`${id}-confirm`, { error: Boolean(errors.confirm) })}
          />
        </FormField>
        <Button disabled={busy || typed.trim() !== slug} onClick={() => act("delete")}>
          {busy ? "Deleting…" : "Delete the site"}
        </Button>
      </section>
    </div>
  );
}
