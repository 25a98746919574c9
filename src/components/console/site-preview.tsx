import type { NewSiteForm } from "@/lib/sites/new-site";

/**
 * What a new site will be, for the operator to confirm before anything is written (issue 32 §6): its
 * addresses, dealerships, locations and hours, and its colours drawn as the header and buttons will
 * wear them. Shown only in the console; the site itself does not exist yet.
 */

export type SitePreviewView = {
  name: string;
  slug: string;
  template: { name: string; label: string };
  home: string;
  domains: string[];
  dealerships: { slug: string; name: string; isNew: boolean }[];
  locations: NewSiteForm["locations"];
  theme: Record<
    | "primary"
    | "primary_foreground"
    | "accent"
    | "accent_foreground"
    | "header_background"
    | "header_foreground",
    string
  >;
};

const DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

function hoursLine(hours: NewSiteForm["locations"][number]["contact_detail"]["opening_hours"]): string {
  return (
    hours
      .map((h) => `${DAYS[h.weekday]} ${h.status === "Open" ? `${h.open}–${h.close}` : "closed"}`)
      .join(", ") || "No hours given"
  );
}

export function SitePreview({ preview }: { preview: SitePreviewView }) {
  const { theme } = preview;
  return (
    <section aria-labelledby="site-preview" className="space-y-4 rounded-xl border bg-background p-4">
      <h2 id="site-preview" className="text-lg font-semibold">
        Check the new site
      </h2>
      <div
        className="overflow-hidden rounded-lg border"
        aria-label="How the header and buttons will look"
        role="img"
      >
        <div
          className="px-4 py-3 font-bold"
          style={{ background: theme.header_background, color: theme.header_foreground }}
        >
          {preview.name}
        </div>
        <div className="flex flex-wrap gap-2 p-4">
          <span
            className="rounded-md px-3 py-2 font-semibold"
            style={{ background: theme.primary, color: theme.primary_foreground }}
          >
            Search cars
          </span>
          <span
            className="rounded-md px-3 py-2 font-semibold"
            style={{ background: theme.accent, color: theme.accent_foreground }}
          >
            Book a test drive
          </span>
        </div>
      </div>
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
        <dt className="font-semibold">Name</dt>
        <dd>{preview.name}</dd>
        <dt className="font-semibold">Slug</dt>
        <dd>{preview.slug}</dd>
        <dt className="font-semibold">Template</dt>
        <dd>{preview.template.label}</dd>
        <dt className="font-semibold">Home page</dt>
        <dd className="break-all">{preview.home}</dd>
        <dt className="font-semibold">Domains</dt>
        <dd>{preview.domains.length ? preview.domains.join(", ") : "None (the platform address only)"}</dd>
        <dt className="font-semibold">Dealerships</dt>
        <dd>
          <ul>
            {preview.dealerships.map((d) => (
              <li key={d.slug}>
                {d.name} ({d.slug}){d.isNew ? ", new" : ""}
              </li>
            ))}
          </ul>
        </dd>
        <dt className="font-semibold">Locations</dt>
        <dd>
          {preview.locations.length ? (
            <ul className="space-y-1">
              {preview.locations.map((l) => (
                <li key={`${l.dealership_slug}/${l.slug}`}>
                  <span className="font-semibold">{l.name}</span>:{" "}
                  {[l.address.street, l.address.city, l.address.state.toUpperCase(), l.address.postcode]
                    .filter(Boolean)
                    .join(", ")}
                  {l.contact_detail.phone ? `; ${l.contact_detail.phone}` : ""}
                  <br />
                  <span className="text-sm text-muted-foreground">
                    {hoursLine(l.contact_detail.opening_hours)}
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            "None yet (add them later with an import)"
          )}
        </dd>
      </dl>
    </section>
  );
}
