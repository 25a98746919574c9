"use client";

import { useRouter } from "next/navigation";
import { type FormEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { FIELD_INPUT_CLASS, FormField, fieldAria } from "@/components/ui/form-field";
import type { NewSiteForm } from "@/lib/sites/new-site";
import { NEW_SITE_THEME_KEYS, slugFromName, unplacedErrors } from "@/lib/sites/new-site-shape";
import { postConsole } from "./console-request";
import { type Draft, DraftSections, type TemplateChoice } from "./new-site-sections";

export type { TemplateChoice };

import { TextField } from "./site-form-fields";
import { SitePreview, type SitePreviewView } from "./site-preview";
import { FormAlert, useConsoleForm } from "./use-console-form";

/**
 * Creating a site from a template (issue 32 §6, decision 0056): name, slug, domains, dealerships
 * (existing or new), locations and the theme's colours (the template's, to change). "Review" asks the
 * server to judge it all without writing and shows what will be made; "Create site" makes it. No
 * shopper sees anything before that: the preview is this page's, not the site's.
 */

export function NewSiteFormView({
  templates,
  dealerships,
}: {
  templates: TemplateChoice[];
  dealerships: { slug: string; name: string }[];
}) {
  const id = useId();
  const router = useRouter();
  const first = templates[0]!;
  const [draft, setDraft] = useState<Draft>({
    name: "",
    slug: "",
    template: first.name,
    domains: "",
    dealerships: [],
    new_dealerships: [],
    locations: [],
    theme: { ...first.theme },
  });
  const [slugEdited, setSlugEdited] = useState(false);
  const [preview, setPreview] = useState<SitePreviewView | null>(null);
  const { errors, formError, busy, send } = useConsoleForm();
  const template = templates.find((t) => t.name === draft.template) ?? first;
  const update = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));

  function body(confirm: boolean): NewSiteForm {
    const theme = Object.fromEntries(
      NEW_SITE_THEME_KEYS.filter((k) => draft.theme[k] && draft.theme[k] !== template.theme[k]).map((k) => [
        k,
        draft.theme[k],
      ]),
    );
    const domains = draft.domains.split(/[\s,]+/).filter(Boolean);
    return { ...draft, domains, theme, confirm };
  }

  async function review(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const outcome = await send(() => postConsole<{ preview: SitePreviewView }>("/api/sites", body(false)));
    if (outcome && "body" in outcome) setPreview(outcome.body.preview);
  }

  async function create() {
    const outcome = await send(() => postConsole<{ slug: string }>("/api/sites", body(true)));
    if (!outcome) return;
    if ("body" in outcome) router.push(`/sites/${outcome.body.slug}?created=1`);
    else setPreview(null);
  }

  if (preview) {
    return (
      <div className="space-y-4">
        <FormAlert message={formError} />
        <SitePreview preview={preview} />
        <div className="flex flex-wrap gap-2">
          <Button disabled={busy} onClick={create}>
            {busy ? "Creating…" : "Create site"}
          </Button>
          <Button variant="secondary" disabled={busy} onClick={() => setPreview(null)}>
            Back to the form
          </Button>
        </div>
      </div>
    );
  }

  const domainErrors = Object.entries(errors)
    .filter(([k]) => k === "domains" || k.startsWith("domains."))
    .map(([k, m]) => (k === "domains" ? m : `Domain ${Number(k.split(".")[1]) + 1}: ${m}`))
    .join(" ");
  return (
    <form onSubmit={review} noValidate className="space-y-6">
      <FormAlert message={formError ?? (unplacedErrors(errors).join(" ") || null)} />
      <section aria-labelledby={`${id}-site`} className="grid gap-4 sm:grid-cols-2">
        <h2 id={`${id}-site`} className="text-lg font-semibold sm:col-span-2">
          The site
        </h2>
        <TextField
          id={`${id}-name`}
          label="Name"
          value={draft.name}
          error={errors.name}
          onChange={(name) => update(slugEdited ? { name } : { name, slug: slugFromName(name) })}
        />
        <TextField
          id={`${id}-slug`}
          label="Slug"
          hint="Its address on the platform: <slug>.localhost, and in the console."
          value={draft.slug}
          error={errors.slug}
          onChange={(slug) => {
            setSlugEdited(true);
            update({ slug });
          }}
        />
        <FormField id={`${id}-template`} label="Template" error={errors.template}>
          <select
            id={`${id}-template`}
            value={draft.template}
            onChange={(e) => {
              const next = templates.find((t) => t.name === e.target.value) ?? first;
              update({ template: next.name, theme: { ...next.theme } });
            }}
            className={FIELD_INPUT_CLASS}
            {...fieldAria(`${id}-template`, { error: Boolean(errors.template) })}
          >
            {templates.map((t) => (
              <option key={t.name} value={t.name}>
                {t.label}
              </option>
            ))}
          </select>
        </FormField>
        <FormField
          id={`${id}-domains`}
          label="Custom domains"
          error={domainErrors || undefined}
          hint="One per line, e.g. coastmotors.com.au; none is fine (the platform address always works)."
        >
          <textarea
            id={`${id}-domains`}
            value={draft.domains}
            rows={2}
            onChange={(e) => update({ domains: e.target.value })}
            className={`${FIELD_INPUT_CLASS} py-2`}
            {...fieldAria(`${id}-domains`, { error: Boolean(domainErrors), hint: true })}
          />
        </FormField>
      </section>

      <DraftSections
        id={id}
        draft={draft}
        update={update}
        errors={errors}
        dealerships={dealerships}
        template={template}
      />
      <Button type="submit" disabled={busy}>
        {busy ? "Checking…" : "Review"}
      </Button>
    </form>
  );
}
