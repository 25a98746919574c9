"use client";

import { useState } from "react";
import type { ApiKeyView } from "@/lib/staff/api-key-scopes";
import { ApiKeyShownOnce } from "./api-key-shown-once";
import { ApiKeyTable } from "./api-key-table";
import { CreateApiKeyForm, type CreatedApiKey } from "./create-api-key-form";

/**
 * The API keys page's working part (issue 31 §7): the site's keys, a key just made (shown once, above
 * the list), and the form to make one. A key made or revoked changes the list at once, without a reload
 * (a reload would lose the key shown once).
 */
export function ApiKeysManager({
  slug,
  siteName,
  initialKeys,
}: {
  slug: string;
  siteName: string;
  initialKeys: ApiKeyView[];
}) {
  const [keys, setKeys] = useState(initialKeys);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);

  function onCreated({ key, ...view }: CreatedApiKey) {
    setKeys((list) => [view, ...list]);
    setCreated({ ...view, key });
  }
  function onRevoked(view: ApiKeyView) {
    setKeys((list) => {
      const others = list.filter((k) => k.id !== view.id);
      const inUse = others.filter((k) => !k.revoked_at);
      return [...inUse, view, ...others.filter((k) => k.revoked_at)];
    });
  }

  return (
    <div className="space-y-8">
      {created ? (
        <ApiKeyShownOnce name={created.name} apiKey={created.key} onDone={() => setCreated(null)} />
      ) : null}
      <ApiKeyTable slug={slug} siteName={siteName} keys={keys} onRevoked={onRevoked} />
      <section aria-labelledby="create-key" className="rounded-xl border bg-background p-4">
        <h2 id="create-key" className="mb-4 text-xl font-semibold">
          Create a key
        </h2>
        <CreateApiKeyForm slug={slug} onCreated={onCreated} />
      </section>
    </div>
  );
}
