"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { type FormEvent, type ReactNode, useState } from "react";
import { FIELD_INPUT_CLASS, FormField, fieldAria } from "@/components/ui/form-field";
import type { OverrideField, OverridePatch } from "@/lib/stock/car-override";
import { Button } from "../ui/button";
import { postConsole } from "./console-request";
import { FormAlert, useConsoleForm } from "./use-console-form";

/**
 * A car's staff changes over its feed (issue 32 §1, decision 0051; the video, decision 0057): per
 * field, what the feed sent, whether staff changed it ("Changed"), a form to change it, and "Back to
 * the feed". Each form sends only its own field, so saving one never moves another.
 */

export type CarOverrideView = {
  siteSlug: string;
  carSlug: string;
  /** The site's clock the special price's times are read on ("Australia/Sydney"). */
  timeZone: string;
  feed: { shown: boolean; price: string; dealerComments: string; tag: string; video: string };
  changed: OverrideField[];
  /** Whether the site shows YouTube videos (its marketing config's switch): a car's video shows only then. */
  videosShown: boolean;
  values: {
    hidden: boolean;
    featured: boolean;
    specialPrice: string;
    specialFrom: string;
    specialUntil: string;
    /** Whether the special price is the price now. */
    specialRunning: boolean;
    dealerComments: string;
    tag: string;
    video: string;
  };
};

function Section({
  id,
  title,
  feed,
  changed,
  children,
  onBack,
  busy,
  error,
}: {
  id: string;
  title: string;
  feed: ReactNode;
  changed: boolean;
  children: ReactNode;
  onBack: () => void;
  busy: boolean;
  error: string | null;
}) {
  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-xl border bg-background p-4">
      <h2 id={`${id}-heading`} className="flex flex-wrap items-center gap-2 font-semibold">
        {title}
        {changed ? (
          <span className="rounded-md border border-foreground px-2 py-0.5 text-xs font-semibold">
            Changed
          </span>
        ) : null}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">The feed: {feed}</p>
      <div className="mt-3">{children}</div>
      {changed ? (
        <Button variant="secondary" className="mt-3" disabled={busy} onClick={onBack}>
          Back to the feed
          <span className="sr-only"> ({title.toLowerCase()})</span>
        </Button>
      ) : null}
      <FormAlert message={error} />
    </section>
  );
}

function useFieldSave(view: CarOverrideView) {
  const router = useRouter();
  const form = useConsoleForm();
  const [saved, setSaved] = useState<string | null>(null);
  async function save(patch: OverridePatch, words: string) {
    setSaved(null);
    const answer = await form.send(() =>
      postConsole(`/api/sites/${view.siteSlug}/stock/${view.carSlug}`, patch),
    );
    if (answer && "body" in answer) {
      setSaved(words);
      router.refresh();
    }
  }
  return { form, save, saved };
}

function Saved({ text }: { text: string | null }) {
  return text ? (
    <p role="status" className="mt-2 text-sm font-semibold">
      {text}
    </p>
  ) : null;
}

function ToggleSection({ view, field }: { view: CarOverrideView; field: "hidden" | "featured" }) {
  const { form, save, saved } = useFieldSave(view);
  const on = view.values[field];
  const words =
    field === "hidden"
      ? {
          title: "Shown on the site",
          feed: view.feed.shown ? "shown" : "not shown",
          set: "Hide this car",
          done: "Hidden.",
        }
      : { title: "Featured", feed: "not featured", set: "Feature this car", done: "Featured." };
  return (
    <Section
      id={field}
      title={words.title}
      feed={words.feed}
      changed={view.changed.includes(field)}
      busy={form.busy}
      error={form.formError}
      onBack={() => save({ [field]: null }, "Back to the feed.")}
    >
      <p>
        Now:{" "}
        <strong>
          {field === "hidden"
            ? on
              ? "hidden by staff"
              : "as the feed says"
            : on
              ? "featured"
              : "not featured"}
        </strong>
      </p>
      {!on ? (
        <Button className="mt-2" disabled={form.busy} onClick={() => save({ [field]: true }, words.done)}>
          {words.set}
        </Button>
      ) : null}
      <Saved text={saved} />
    </Section>
  );
}

function SpecialSection({ view }: { view: CarOverrideView }) {
  const { form, save, saved } = useFieldSave(view);
  const v = view.values;
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const price = Number(String(data.get("price") ?? "").replace(/[$,\s]/g, ""));
    save(
      {
        special: {
          price: Number.isFinite(price) ? price : Number.NaN,
          from: String(data.get("from") ?? ""),
          until: String(data.get("until") ?? ""),
        },
      },
      "Special price saved.",
    );
  }
  const e = form.errors;
  const input = (
    name: "price" | "from" | "until",
    label: string,
    type: string,
    value: string,
    key: string,
  ) => (
    <FormField id={`special-${name}`} label={label} error={e[key]}>
      <input
        id={`special-${name}`}
        name={name}
        type={type}
        defaultValue={value}
        inputMode={name === "price" ? "decimal" : undefined}
        required
        className={FIELD_INPUT_CLASS}
        {...fieldAria(`special-${name}`, { error: !!e[key] })}
      />
    </FormField>
  );
  return (
    <Section
      id="special"
      title="Special price"
      feed={view.feed.price}
      changed={view.changed.includes("special")}
      busy={form.busy}
      error={form.formError}
      onBack={() => save({ special: null }, "Back to the feed.")}
    >
      {view.changed.includes("special") ? (
        <p className="mb-2">
          Now: {v.specialRunning ? <strong>running</strong> : "not running (outside its dates)"}
        </p>
      ) : null}
      <form onSubmit={submit} className="grid gap-3 sm:grid-cols-3" noValidate>
        {input("price", "Price ($)", "text", v.specialPrice, "special.price")}
        {input("from", "Starts", "datetime-local", v.specialFrom, "special.from")}
        {input("until", "Ends", "datetime-local", v.specialUntil, "special.until")}
        <p className="text-sm text-muted-foreground sm:col-span-3">
          Times are on the site&apos;s clock ({view.timeZone}).
        </p>
        <div className="sm:col-span-3">
          <Button type="submit" disabled={form.busy}>
            Save the special price
          </Button>
        </div>
      </form>
      <Saved text={saved} />
    </Section>
  );
}

type TextField = "dealerComments" | "tag" | "video";

/** How each text field reads: its section's title, its label and the hint under it. */
const TEXT_WORDS: Record<TextField, { title: string; label: string; hint: string }> = {
  dealerComments: { title: "Dealer comments", label: "Your dealer comments", hint: "Empty shows none." },
  tag: { title: "Tag", label: "Your tag", hint: "Empty shows none." },
  video: {
    title: "Video",
    label: "Your video (a YouTube address)",
    hint: "A YouTube video's address, e.g. https://www.youtube.com/watch?v=… or https://youtu.be/…; played on the car's page in privacy-enhanced mode. Empty shows none.",
  },
};

function TextControl({
  field,
  control,
}: {
  field: TextField;
  control: { id: string; name: string; defaultValue: string; className: string };
}) {
  if (field === "dealerComments")
    return <textarea {...control} rows={5} className={`${FIELD_INPUT_CLASS} py-2`} />;
  if (field === "tag") return <input {...control} maxLength={60} />;
  return <input {...control} type="url" inputMode="url" autoComplete="off" />;
}

function FeedText({ field, value }: { field: TextField; value: string }) {
  if (!value) return "none";
  if (field === "video") return <span className="break-all">{value}</span>;
  return <q className="whitespace-pre-line">{value}</q>;
}

function TextSection({ view, field }: { view: CarOverrideView; field: TextField }) {
  const { form, save, saved } = useFieldSave(view);
  const { title, label, hint } = TEXT_WORDS[field];
  const id = `override-${field}`;
  const error = form.errors[field];
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    save({ [field]: String(new FormData(event.currentTarget).get(field) ?? "") }, `${title} saved.`);
  }
  const control = {
    id,
    name: field,
    defaultValue: view.values[field],
    className: FIELD_INPUT_CLASS,
    ...fieldAria(id, { error: !!error, hint: true }),
  };
  return (
    <Section
      id={field}
      title={title}
      feed={<FeedText field={field} value={view.feed[field]} />}
      changed={view.changed.includes(field)}
      busy={form.busy}
      error={form.formError}
      onBack={() => save({ [field]: null }, "Back to the feed.")}
    >
      {field === "video" && !view.videosShown ? (
        <p className="mb-2 text-sm">
          This site shows no videos now: turn on &ldquo;Show YouTube videos&rdquo; in its{" "}
          <Link href={`/sites/${view.siteSlug}/settings/marketing`} className="underline">
            marketing settings
          </Link>
          .
        </p>
      ) : null}
      <form onSubmit={submit} noValidate>
        <FormField id={id} label={label} error={error} hint={hint}>
          <TextControl field={field} control={control} />
        </FormField>
        <Button type="submit" className="mt-2" disabled={form.busy}>
          Save the {title.toLowerCase()}
        </Button>
      </form>
      <Saved text={saved} />
    </Section>
  );
}

export function CarOverrideForm({ view }: { view: CarOverrideView }) {
  return (
    <div className="grid gap-4">
      <ToggleSection view={view} field="hidden" />
      <ToggleSection view={view} field="featured" />
      <SpecialSection view={view} />
      <TextSection view={view} field="dealerComments" />
      <TextSection view={view} field="tag" />
      <TextSection view={view} field="video" />
    </div>
  );
}
