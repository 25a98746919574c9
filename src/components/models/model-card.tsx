import { buttonVariants } from "@/components/ui/button";
import { modelAccessoriesPath, modelExploreHref, modelFullName, type SiteModel } from "@/lib/models/model";
import { ModelImage } from "./model-image";
import { ModelStatusBadge } from "./model-status-badge";

type Props = {
  model: SiteModel;
  /**
   * What the card offers: the accessories landing page's 'View Accessories' (spec 02 §2), or Explore
   * on the models page (the model page, or its override_url).
   */
  action: "accessories" | "explore";
  /** How many accessories the model has, when the card is about accessories. */
  accessoryCount?: number;
  headingLevel?: "h2" | "h3";
};

/** A model tile: picture, status, name, category and one button; the heading names the card. */
export function ModelCard({ model, action, accessoryCount, headingLevel = "h3" }: Props) {
  const Heading = headingLevel;
  const name = modelFullName(model);
  const headingId = `model-${model.slug}-${action}`;
  const href = action === "accessories" ? modelAccessoriesPath(model) : modelExploreHref(model);
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col overflow-hidden rounded-lg border bg-background shadow-sm"
    >
      <ModelImage src={model.imageUrl} alt="" />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex flex-wrap items-center gap-2">
          <ModelStatusBadge status={model.status} />
          {model.category ? <span className="text-xs text-muted-foreground">{model.category}</span> : null}
        </div>
        <Heading id={headingId} className="text-lg font-semibold">
          {name}
        </Heading>
        {action === "accessories" && accessoryCount !== undefined ? (
          <p className="text-sm text-muted-foreground">
            {accessoryCount
              ? `${accessoryCount} genuine ${accessoryCount === 1 ? "accessory" : "accessories"}`
              : "Ask our parts team what fits"}
          </p>
        ) : null}
        <a href={href} className={buttonVariants({ className: "mt-auto self-start" })}>
          {action === "accessories" ? "View Accessories" : "Explore"}
          <span className="sr-only"> for the {name}</span>
        </a>
      </div>
    </article>
  );
}
