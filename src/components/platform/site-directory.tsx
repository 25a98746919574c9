import type { SiteSummary } from "@/lib/tenancy/site";

type Props = {
  heading: string;
  /** Whether this visitor may see the list at all (SITE_DIRECTORY, issue 16 §7). */
  listed: boolean;
  sites: SiteSummary[];
  /** The port shoppers reach this server on, for the local `<slug>.localhost` links. */
  port: number;
};

/** Every site with a link to its local host and its custom domains, for a visitor allowed to see them. */
export function SiteDirectory({ heading, listed, sites, port }: Props) {
  if (!listed) return null;
  return (
    <section aria-labelledby="site-directory" className="mt-8">
      <h2 id="site-directory" className="text-xl font-semibold">
        {heading}
      </h2>
      {sites.length === 0 ? (
        <p className="mt-4">
          No sites yet. Import one with <code>npm run forecourt -- import bundle.json</code>.
        </p>
      ) : (
        <ul className="mt-4 divide-y rounded-lg border">
          {sites.map((site) => (
            <li key={site.slug} className="flex flex-wrap items-baseline justify-between gap-2 p-4">
              <div>
                <a
                  className="font-medium text-primary underline"
                  href={`http://${site.slug}.localhost:${port}/`}
                >
                  {site.name}
                </a>
                <p className="text-sm text-muted-foreground">
                  {site.slug}.localhost · template {site.template}
                  {site.domains.length ? ` · ${site.domains.join(", ")}` : ""}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
