import { buttonVariants } from "@/components/ui/button";
import { PARTS_WARRANTY_TEXT } from "@/lib/models/accessories";
import { isBusinessModel, type SiteModel } from "@/lib/models/model";
import { ModelCard } from "./model-card";

/**
 * The accessories landing page (spec 02 §2 "Accessories landing page: heading 'Make Every Journey
 * Effortless' and 'Fit for Business'. Model cards have a 'View Accessories' button"): the site's
 * models for everyday driving under the first heading, its utes, vans and buses under the second, and
 * the parts enquiry for anything else. A site without a model range (a used-car yard) keeps both
 * headings with the ways to reach its parts team.
 */
export function AccessoriesLanding({
  dealerName,
  models,
  accessoryCounts,
}: {
  dealerName: string;
  models: readonly SiteModel[];
  accessoryCounts: ReadonlyMap<number, number>;
}) {
  const everyday = models.filter((m) => !isBusinessModel(m));
  const business = models.filter(isBusinessModel);
  // Cards are one heading level under their section's: h2 under the page's h1, h3 under 'Fit for Business'.
  const cards = (list: readonly SiteModel[], headingLevel: "h2" | "h3") => (
    <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {list.map((model) => (
        <li key={model.id}>
          <ModelCard
            model={model}
            action="accessories"
            accessoryCount={accessoryCounts.get(model.id) ?? 0}
            headingLevel={headingLevel}
          />
        </li>
      ))}
    </ul>
  );
  return (
    <div>
      <section aria-labelledby="accessories-everyday" className="bg-muted">
        <div className="mx-auto max-w-7xl px-4 py-10">
          <p className="text-sm font-semibold uppercase tracking-wide text-primary">
            Parts &amp; Accessories
          </p>
          <h1 id="accessories-everyday" className="mt-1 text-3xl font-bold md:text-4xl">
            Make Every Journey Effortless
          </h1>
          <p className="mt-3 max-w-3xl text-lg text-muted-foreground">
            Genuine accessories from {dealerName}, made for your model and fitted by our team: roof racks, tow
            bars, floor mats, protection and more.
          </p>
          {everyday.length ? (
            cards(everyday, "h2")
          ) : (
            <p className="mt-4 max-w-3xl">
              Tell us your car's make, model and year and our parts team will find the genuine part or
              accessory you need, check it is in stock and give you a price.
            </p>
          )}
        </div>
      </section>

      <section aria-labelledby="accessories-business" className="mx-auto max-w-7xl px-4 py-10">
        <h2 id="accessories-business" className="text-2xl font-bold md:text-3xl">
          Fit for Business
        </h2>
        <p className="mt-2 max-w-3xl text-muted-foreground">
          Canopies, trays, tool boxes, cargo barriers and towing gear for the vehicles that work hardest, with
          fleet pricing for businesses.
        </p>
        {business.length ? cards(business, "h3") : null}
        <div className="mt-6 flex flex-wrap gap-3">
          <a href="/enquiries/parts-enquiry" className={buttonVariants()}>
            Parts Enquiry
          </a>
          <a href="/enquiries/fleet-enquiry" className={buttonVariants({ variant: "secondary" })}>
            Fleet Enquiry
          </a>
        </div>
        <p className="mt-6 max-w-3xl text-sm text-muted-foreground">{PARTS_WARRANTY_TEXT}</p>
      </section>
    </div>
  );
}
