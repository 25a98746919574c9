import { buttonVariants } from "@/components/ui/button";
import { modelAccessoriesPath, type SiteModel } from "@/lib/models/model";

/** A model's accessories on its page (spec 02 §2): how many genuine ones there are, and the way to them. */
export function ModelAccessoriesSection({
  model,
  name,
  accessoryCount,
}: {
  model: Pick<SiteModel, "slug">;
  /** The model's full name (modelFullName). */
  name: string;
  accessoryCount: number;
}) {
  return (
    <section aria-labelledby="model-accessories" className="mt-10 rounded-lg border p-5 md:p-6">
      <h2 id="model-accessories" className="text-2xl font-bold">
        {name} accessories
      </h2>
      <p className="mt-1 text-muted-foreground">
        {accessoryCount
          ? `${accessoryCount} genuine ${accessoryCount === 1 ? "accessory" : "accessories"} to make it yours, fitted by our team.`
          : "Ask our parts team about genuine accessories for your model."}
      </p>
      <a
        href={modelAccessoriesPath(model)}
        className={buttonVariants({ variant: "secondary", className: "mt-3" })}
      >
        View Accessories
      </a>
    </section>
  );
}
