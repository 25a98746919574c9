import { buttonVariants } from "@/components/ui/button";
import { formatNumber } from "@/lib/format/format";
import { modelAccessoriesPath, type SiteModel, showsOurStock } from "@/lib/models/model";
import { modelsByBodyPath } from "@/lib/models/models-by-body";
import { ModelImage } from "./model-image";
import { ModelStatusBadge } from "./model-status-badge";

/**
 * The top of a model's page (spec 02 §2 "Explore model", §4 "Model status"): its picture, status
 * label and category, the h1, its introduction (from md up; a phone has it after the stock), and the
 * buttons: Our Stock with the count, Enquire Now (Register Your Interest for a coming_soon model),
 * Book a Test Drive and Accessories.
 */
export function ModelHero({
  model,
  name,
  stock,
  enquiryHref,
}: {
  model: SiteModel;
  /** The model's full name (modelFullName). */
  name: string;
  stock: { count: number; searchPath: string | null };
  enquiryHref: string;
}) {
  const upcoming = !showsOurStock(model);
  return (
    <section aria-labelledby="model-heading" className="grid items-center gap-6 md:grid-cols-2">
      <div className="overflow-hidden rounded-lg border">
        <ModelImage src={model.imageUrl} alt={name} priority />
      </div>
      <div>
        <div className="flex flex-wrap items-center gap-2">
          <ModelStatusBadge status={model.status} />
          {model.category ? (
            <a href={modelsByBodyPath(model.category)} className="text-sm text-muted-foreground underline">
              {model.category}
            </a>
          ) : null}
        </div>
        <h1 id="model-heading" className="mt-2 text-3xl font-bold md:text-4xl">
          {name}
        </h1>
        {/*
         * The introduction sits beside the picture from md up. On a phone it follows the stock
         * instead: above the fold, its lines re-wrap when the web font arrives and pushed the stock
         * down (a layout shift Lighthouse measured at 0.125).
         */}
        {model.description ? (
          <p className="mt-3 hidden text-lg text-muted-foreground md:block">{model.description}</p>
        ) : null}
        {upcoming ? (
          <p className="mt-3 font-semibold">
            Coming soon. Register your interest and we will keep you posted.
          </p>
        ) : null}
        {/* One button a row on a phone: the rows stay put whichever font draws the labels. */}
        <div className="mt-5 grid gap-3 sm:flex sm:flex-wrap">
          {!upcoming && stock.searchPath ? (
            <a href={stock.searchPath} className={buttonVariants({ size: "lg" })}>
              Our Stock ({formatNumber(stock.count)})
            </a>
          ) : null}
          <a
            href={enquiryHref}
            className={buttonVariants({
              size: "lg",
              variant: upcoming || !stock.count ? "primary" : "secondary",
            })}
          >
            {upcoming ? "Register Your Interest" : "Enquire Now"}
          </a>
          {!upcoming ? (
            <a href="/book-test-drive" className={buttonVariants({ size: "lg", variant: "secondary" })}>
              Book a Test Drive
            </a>
          ) : null}
          <a
            href={modelAccessoriesPath(model)}
            className={buttonVariants({ size: "lg", variant: "secondary" })}
          >
            Accessories
          </a>
        </div>
      </div>
    </section>
  );
}
