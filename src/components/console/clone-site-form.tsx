"use client";

import { useRouter } from "next/navigation";
import { type FormEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { FIELD_INPUT_CLASS, FormField, fieldAria } from "@/components/ui/form-field";
import { slugFromName } from "@/lib/sites/new-site-shape";
import { postConsole } from "./console-request";
import { TextField } from "./site-form-fields";
import { FormAlert, useConsoleForm } from "./use-console-form";

/**
 * Cloning a site (issue 32 §6, decision 0056): the new site's name, slug and (optionally) domains; its
 * config, theme, menus and content are copied and its dealerships shared; no shopper or staff record is.
 */
export function CloneSiteForm({ slug, name }: { slug: string; name: string }) {
  const id = useId();
  const router = useRouter();
  const [draft, setDraft] = useState({ name: `${name} (copy)`, slug: `${slug}-copy`, domains: "" });
  const [slugEdited, setSlugEdited] = useState(false);
  const { errors, formError, busy, send } = useConsoleForm();
  const domainErrors = Object.entries(errors)
    .filter(([k]) => k.startsWith("domains"))
    .map(([, m]) => m)
    .join(" ");

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const domains = draft.domains.split(/[\s,]+/).filter(Boolean);
    const outcome = await send(() =>
      postConsole<{ slug: string }>(`/api/sites/${slug}/clone`, {
        name: draft.name,
        slug: draft.slug,
        domains,
      }),
    );
    if (outcome && "body" in outcome) router.push(`/sites/${outcome.body.slug}?created=1`);
  }

  return (
    <form onSubmit={submit} noValidate className="max-w-xl space-y-4">
      <FormAlert message={formError ?? errors.source ?? null} />
      <TextField
        id={`${id}-name`}
        label="New site's name"
        value={draft.name}
        error={errors.name}
        onChange={(v) =>
          setDraft((d) => ({ ...d, name: v, ...(slugEdited ? {} : { slug: slugFromName(v) }) }))
        }
      />
      <TextField
        id={`${id}-slug`}
        label="New site's slug"
        value={draft.slug}
        error={errors.slug}
        onChange={(v) => {
          setSlugEdited(true);
          setDraft((d) => ({ ...d, slug: v }));
        }}
      />
      <FormField
        id={`${id}-domains`}
        label="Custom domains"
        error={domainErrors || undefined}
        hint="One per line; none is fine. A domain belongs to one site: the original keeps its own."
      >
        <textarea
          id={`${id}-domains`}
          rows={2}
          value={draft.domains}
          onChange={(e) => setDraft((d) => ({ ...d, domains: e.target.value }))}
          className={`${FIELD_INPUT_CLASS} py-2`}
          {...fieldAria(`${id}-domains`, { error: Boolean(domainErrors), hint: true })}
        />
      </FormField>
      <Button type="submit" disabled={busy}>
        {busy ? "Cloning…" : "Clone site"}
      </Button>
    </form>
  );
}
