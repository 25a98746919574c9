/**
 * How a site's systems use a key (issue 31 §7), under the list: the header to send and the three
 * endpoints, written out for this site and this server, to paste into a CRM's or a script's settings.
 */
export function ApiKeyUsage({ origin, slug }: { origin: string; slug: string }) {
  const examples = [
    {
      scope: "Read leads",
      text: `curl -H "Authorization: Bearer fck_…" \\\n  "${origin}/admin/api/sites/${slug}/leads?since=2026-11-20T00:00:00Z&status=new"`,
      note: "Newest first, 100 to a page (limit up to 500); pass the answer's next as ?after= for the next page.",
    },
    {
      scope: "Import feeds",
      text: `curl -X POST --data-binary @stock.csv -H "Authorization: Bearer fck_…" \\\n  -H "Content-Type: text/csv" "${origin}/admin/api/import?dealership=<one of this site's dealerships>"`,
      note: "Only this site’s own data: a bundle for another site or another site’s dealership is refused whole.",
    },
    {
      scope: "Reservations",
      text: `curl -H "Authorization: Bearer fck_…" "${origin}/admin/api/reservations?site=${slug}&status=held"`,
      note: 'Then POST {"action":"complete"} or {"action":"cancel"} to /admin/api/reservations/<id>.',
    },
  ];
  return (
    <section aria-labelledby="key-usage" className="space-y-4 rounded-xl border bg-background p-4">
      <h2 id="key-usage" className="text-xl font-semibold">
        Using a key
      </h2>
      <p className="text-sm">
        Send it as <code className="font-mono">Authorization: Bearer &lt;key&gt;</code>. A key works only for
        this site and only for what it may do; anything else answers 404, as if it were not there.
      </p>
      {examples.map((example) => (
        <div key={example.scope} className="space-y-1">
          <h3 className="font-semibold">{example.scope}</h3>
          <pre className="whitespace-pre-wrap break-all rounded-lg bg-muted p-3 font-mono text-sm">
            {example.text}
          </pre>
          <p className="text-sm text-muted-foreground">{example.note}</p>
        </div>
      ))}
    </section>
  );
}
