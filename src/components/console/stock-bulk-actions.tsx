"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { FIELD_INPUT_CLASS, FormField, fieldAria } from "@/components/ui/form-field";
import { Button } from "../ui/button";
import { ConfirmStepButtons } from "./confirm-step-buttons";
import { postConsole } from "./console-request";
import { FormAlert, useConsoleForm } from "./use-console-form";

/**
 * The stock list's bulk actions (issue 32 §1): hide, show again, feature, stop featuring or tag the
 * chosen cars, in one request, after a confirm step that says what will happen to how many cars.
 */

const ACTIONS = {
  hide: "Hide from the site",
  unhide: "Show on the site again",
  feature: "Feature",
  unfeature: "Stop featuring",
  tag: "Set the tag",
} as const;
type Action = keyof typeof ACTIONS;

const plural = (n: number) => `${n} ${n === 1 ? "car" : "cars"}`;

export function StockBulkActions({
  slug,
  carIds,
  onDone,
}: {
  slug: string;
  carIds: number[];
  onDone: () => void;
}) {
  const router = useRouter();
  const form = useConsoleForm();
  const [action, setAction] = useState<Action>("hide");
  const [tag, setTag] = useState("");
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const count = carIds.length;

  async function apply() {
    const answer = await form.send(() =>
      postConsole<{ changed: number; unchanged: number }>(`/api/sites/${slug}/stock/bulk`, {
        action,
        car_ids: carIds,
        ...(action === "tag" ? { tag } : {}),
      }),
    );
    setConfirming(false);
    if (answer && "body" in answer) {
      setDone(
        `${ACTIONS[action]}: ${plural(answer.body.changed)} changed, ${answer.body.unchanged} already so.`,
      );
      onDone();
      router.refresh();
    }
  }

  return (
    <section aria-labelledby="bulk-heading" className="mb-4 rounded-xl border bg-background p-4">
      <h2 id="bulk-heading" className="font-semibold">
        With the chosen cars ({plural(count)})
      </h2>
      <div className="mt-2 flex flex-wrap items-end gap-3">
        <FormField id="bulk-action" label="Action" error={form.errors.action}>
          <select
            id="bulk-action"
            value={action}
            onChange={(e) => {
              setAction(e.target.value as Action);
              setConfirming(false);
            }}
            className={FIELD_INPUT_CLASS}
            {...fieldAria("bulk-action", { error: !!form.errors.action })}
          >
            {Object.entries(ACTIONS).map(([key, label]) => (
              <option key={key} value={key}>
                {label}
              </option>
            ))}
          </select>
        </FormField>
        {action === "tag" ? (
          <FormField
            id="bulk-tag"
            label="Tag"
            error={form.errors.tag}
            hint="Empty takes the feed's tag away."
          >
            <input
              id="bulk-tag"
              value={tag}
              maxLength={60}
              onChange={(e) => setTag(e.target.value)}
              className={FIELD_INPUT_CLASS}
              {...fieldAria("bulk-tag", { error: !!form.errors.tag, hint: true })}
            />
          </FormField>
        ) : null}
        {!confirming ? (
          <Button
            disabled={!count}
            onClick={() => {
              setDone(null);
              setConfirming(true);
            }}
          >
            Apply to {plural(count)}
          </Button>
        ) : null}
      </div>
      {form.errors.car_ids ? (
        <p className="mt-2 text-sm font-semibold text-destructive">{form.errors.car_ids}</p>
      ) : null}
      {confirming ? (
        <fieldset className="mt-3">
          <legend className="sr-only">Confirm</legend>
          <p>
            {ACTIONS[action]}
            {action === "tag" ? ` "${tag}"` : ""} for {plural(count)}? Each change is logged.
          </p>
          <ConfirmStepButtons
            busy={form.busy}
            label={`Yes, ${ACTIONS[action].toLowerCase()} (${plural(count)})`}
            onConfirm={apply}
            onBack={() => setConfirming(false)}
          />
        </fieldset>
      ) : null}
      <FormAlert message={form.formError} />
      {done ? (
        <p role="status" className="mt-2 text-sm font-semibold">
          {done}
        </p>
      ) : null}
    </section>
  );
}
