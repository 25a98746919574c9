"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { FIELD_INPUT_CLASS, FormField, fieldAria } from "@/components/ui/form-field";
import { type ContentKind, KIND_SPECS } from "@/lib/content/content-kinds";
import { postConsole } from "./console-request";
import { ContentFieldControl } from "./content-fields";
import { ContentHistory, type HistoryEntry } from "./content-history";
import { ContentPreview, type RenderMarkdown } from "./content-preview";
import { FormAlert, useConsoleForm } from "./use-console-form";

/**
 * An item of content in the console (issue 32 item 2, decision 0053): its fields with a live preview,
 * saved as a draft or published (now, or on a schedule by its start and expiry), taken off the site,
 * and its history with rollback. Every change sends the version the editor was opened at, so a stale
 * edit or a retried click is refused (409) rather than applied twice; done, the page reloads with the
 * new version and says what happened.
 */
export type ContentEditorProps = {
  siteSlug: string;
  kind: ContentKind;
  /** Empty for a new item: the editor asks for its address. */
  slug: string;
  revision: number;
  values: Record<string, string>;
  live: boolean;
  /** The item's page on the site while it is there. */
  siteUrl: string | null;
  categories: readonly string[];
  history: HistoryEntry[];
  renderMarkdown: RenderMarkdown;
  /** What the change that led here did (a new item's first save opens its own page). */
  notice?: string | null;
};

type Answer = { done: true; message: string; revision: number };

export function ContentWorkspace(props: ContentEditorProps) {
  const [message, setMessage] = useState<string | null>(props.notice ?? null);
  return (
    <div className="space-y-6">
      <p role="status" className="min-h-6 text-sm font-semibold">
        {message}
      </p>
      <ContentEditor key={`${props.slug}:${props.revision}`} {...props} onDone={setMessage} />
      {props.slug ? (
        <ContentHistory
          siteSlug={props.siteSlug}
          kind={props.kind}
          slug={props.slug}
          revision={props.revision}
          entries={props.history}
          onDone={setMessage}
        />
      ) : null}
    </div>
  );
}

function ContentEditor(props: ContentEditorProps & { onDone: (message: string) => void }) {
  const spec = KIND_SPECS[props.kind];
  const creating = props.slug === "";
  const router = useRouter();
  const [values, setValues] = useState(props.values);
  const [slug, setSlug] = useState(props.slug || spec.single || "");
  const { errors, formError, busy, send } = useConsoleForm();
  const api = `/api/sites/${props.siteSlug}/content/${props.kind}`;

  async function act(action: "save" | "publish" | "unpublish") {
    const body =
      action === "unpublish"
        ? { action, slug, revision: props.revision }
        : { action, slug, revision: props.revision, create: creating, form: values };
    const answer = await send(() => postConsole<Answer>(api, body));
    if (!answer || !("body" in answer)) return;
    props.onDone(`${answer.body.message} Version ${answer.body.revision}.`);
    if (creating)
      router.push(
        `/sites/${props.siteSlug}/content/${props.kind}/${encodeURIComponent(slug)}?done=${action}`,
      );
    else router.refresh();
  }

  const slugId = "content-slug";
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <form
        aria-label={`Edit ${spec.singular}`}
        className="space-y-4 rounded-xl border bg-background p-4"
        onSubmit={(e) => {
          e.preventDefault();
          void act("save");
        }}
      >
        <FormAlert message={formError} />
        {creating && !spec.single ? (
          <FormField
            id={slugId}
            label="Address (slug)"
            error={errors.slug}
            hint={`The last part of its address on the site, like ${spec.sitePath("spring-service-deal", {})}.`}
          >
            <input
              id={slugId}
              name="slug"
              required
              maxLength={100}
              value={slug}
              onChange={(e) => setSlug(e.target.value.toLowerCase())}
              className={FIELD_INPUT_CLASS}
              {...fieldAria(slugId, { error: Boolean(errors.slug), hint: true })}
            />
          </FormField>
        ) : null}
        {spec.fields.map((field) => (
          <ContentFieldControl
            key={field.key}
            field={field}
            value={values[field.key] ?? ""}
            error={errors[field.key]}
            categories={props.categories}
            onChange={(value) => setValues((v) => ({ ...v, [field.key]: value }))}
          />
        ))}
        <div className="flex flex-wrap gap-2 pt-2">
          <Button type="submit" variant="secondary" disabled={busy}>
            Save draft
          </Button>
          <Button type="button" disabled={busy} onClick={() => void act("publish")}>
            Publish
          </Button>
          {props.live ? (
            <Button type="button" variant="ghost" disabled={busy} onClick={() => void act("unpublish")}>
              Take off the site
            </Button>
          ) : null}
        </div>
        {props.siteUrl ? (
          <p className="text-sm">
            <a href={props.siteUrl} className="underline" target="_blank" rel="noreferrer">
              View on the site
            </a>
          </p>
        ) : null}
      </form>
      <ContentPreview kind={props.kind} slug={slug} values={values} renderMarkdown={props.renderMarkdown} />
    </div>
  );
}
