import { API_KEY_SCOPE_LABELS, type ApiKeyView } from "@/lib/staff/api-key-scopes";
import { consoleTime } from "@/lib/staff/console-time";
import { RevokeApiKeyButton } from "./revoke-api-key-button";

/**
 * A site's API keys (issue 31 §7): name, the key's first characters, what it may do, who made it and
 * when, when it was last used (to the minute) and whether it is in use or revoked. Never the key.
 */
export function ApiKeyTable({
  slug,
  siteName,
  keys,
  onRevoked,
}: {
  slug: string;
  siteName: string;
  keys: ApiKeyView[];
  onRevoked: (view: ApiKeyView) => void;
}) {
  if (keys.length === 0) {
    return <p className="rounded-xl border bg-background p-4">No API keys yet: create the first below.</p>;
  }
  return (
    // relative: the cells' screen-reader-only text is clipped by the region, not widening a phone's page.
    <section
      aria-label="API keys"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region has to be reachable by keyboard (axe scrollable-region-focusable).
      tabIndex={0}
      className="relative overflow-x-auto rounded-xl border bg-background focus-visible:outline-offset-2"
    >
      <table className="w-full text-left text-sm">
        <caption className="sr-only">API keys of {siteName}</caption>
        <thead className="border-b bg-muted/60">
          <tr>
            {["Name", "Key", "May", "Created", "Last used", "Status"].map((label) => (
              <th key={label} scope="col" className="p-3">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {keys.map((key) => (
            <tr key={key.id} className="border-b align-top last:border-0">
              <th scope="row" className="p-3 font-semibold">
                {key.name}
              </th>
              <td className="p-3">
                <code className="whitespace-nowrap font-mono">{key.prefix}…</code>
              </td>
              <td className="p-3">
                <ul>
                  {key.scopes.map((scope) => (
                    <li key={scope}>{API_KEY_SCOPE_LABELS[scope]}</li>
                  ))}
                </ul>
              </td>
              <td className="p-3">
                {consoleTime(new Date(key.created_at))}
                {key.created_by ? (
                  <span className="block text-muted-foreground">by {key.created_by}</span>
                ) : null}
              </td>
              <td className="p-3">{key.last_used_at ? consoleTime(new Date(key.last_used_at)) : "Never"}</td>
              <td className="p-3">
                {key.revoked_at ? (
                  <>
                    <span className="font-semibold">Revoked</span>
                    <span className="block text-muted-foreground">
                      {consoleTime(new Date(key.revoked_at))}
                    </span>
                  </>
                ) : (
                  <>
                    <span className="mb-2 block font-semibold">In use</span>
                    <RevokeApiKeyButton slug={slug} apiKey={key} onRevoked={onRevoked} />
                  </>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
