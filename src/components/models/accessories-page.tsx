import { DeferredLeadForm } from "@/components/leads/deferred-lead-form";
import { Breadcrumb } from "@/components/ui/breadcrumb";
import { buttonVariants } from "@/components/ui/button";
import type { SiteFormSetup } from "@/lib/leads/form-setup";
import { type Accessory, accessoryGroups, PARTS_WARRANTY_TEXT } from "@/lib/models/accessories";
import { modelExploreHref, modelFullName, type SiteModel } from "@/lib/models/model";
import { slugify } from "@/lib/text/slugify";
import { AccessoryCard } from "./accessory-card";

/**
 * /{model slug}/accessories (spec 02 §2): the model's accessories by category, each with its price or
 * a parts enquiry for one, the parts warranty of spec 02 §9, and the parts enquiry form.
 */
export function AccessoriesPage({
  model,
  accessories,
  landingPath,
  formSetup,
  enquiryMessage,
}: {
  model: SiteModel;
  accessories: readonly Accessory[];
  /** The site's accessories landing page (lib/models/accessories `accessoriesLandingPath`). */
  landingPath: string;
  formSetup: SiteFormSetup;
  /** The parts enquiry's opening message, when the shopper asked about one accessory. */
  enquiryMessage: string | null;
}) {
  const name = modelFullName(model);
  const groups = accessoryGroups(accessories);
  const priced = accessories.some((a) => a.price !== null && a.price > 0);
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <Breadcrumb
        trail={[
          { name: "Parts & Accessories", href: landingPath },
          { name: model.name, href: modelExploreHref(model) },
          { name: "Accessories" },
        ]}
      />
      <h1 className="text-2xl font-bold md:text-4xl">{name} Accessories</h1>
      <p className="mt-2 max-w-3xl text-lg text-muted-foreground">
        Genuine accessories designed for the {name}, fitted by our team and covered by the parts warranty.
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <a href={modelExploreHref(model)} className={buttonVariants({ variant: "secondary" })}>
          Explore the {model.name}
        </a>
        <a href="#parts-enquiry" className={buttonVariants({ variant: "secondary" })}>
          Ask our parts team
        </a>
      </div>

      {groups.length ? (
        groups.map((group) => {
          const id = `category-${slugify(group.category)}`;
          return (
            <section key={group.category} aria-labelledby={id} className="mt-10">
              <h2 id={id} className="text-2xl font-bold">
                {group.category}
              </h2>
              <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
                {group.accessories.map((accessory) => (
                  <li key={accessory.id}>
                    <AccessoryCard accessory={accessory} modelName={name} />
                  </li>
                ))}
              </ul>
            </section>
          );
        })
      ) : (
        <div className="mt-8 rounded-lg border p-6">
          <p className="font-semibold">We are adding the {name}'s accessories to the site.</p>
          <p className="mt-1 text-muted-foreground">
            Our parts team can tell you what fits and what it costs: send them a message below.
          </p>
        </div>
      )}

      <section aria-labelledby="parts-warranty" className="mt-10 rounded-lg bg-muted p-5">
        <h2 id="parts-warranty" className="text-lg font-bold">
          Parts warranty
        </h2>
        <p className="mt-1 text-muted-foreground">
          {PARTS_WARRANTY_TEXT}
          {priced
            ? " Prices are recommended retail prices including GST; fitting is extra unless marked fitted. Ask us to confirm availability."
            : ""}
        </p>
      </section>

      <section
        id="parts-enquiry"
        aria-labelledby="parts-enquiry-heading"
        className="mt-10 max-w-3xl scroll-mt-20 rounded-lg border p-4 md:p-6"
      >
        <h2 id="parts-enquiry-heading" className="text-2xl font-bold">
          Parts enquiry
        </h2>
        <p className="mt-1 text-muted-foreground">
          Tell us the part or accessory you need and our parts team will check stock and price for you.
        </p>
        <div className="mt-4">
          <DeferredLeadForm
            key={enquiryMessage ?? "blank"}
            kind="parts-enquiry"
            site={formSetup}
            prefill={enquiryMessage ? { message: enquiryMessage } : undefined}
          />
        </div>
      </section>
    </div>
  );
}
