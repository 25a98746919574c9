import { type ModelsByBody, modelsByBodyPath } from "@/lib/models/models-by-body";
import { cn } from "@/lib/utils/cn";
import { ModelCard } from "./model-card";

/**
 * /models and /models?body={body} (spec 02 §2 "models by body"): the site's models in the one body
 * asked for, or every body; a body the site has no models in says so above the full list.
 */
export function ModelsByBodyPage({ view, headingPrefix }: { view: ModelsByBody; headingPrefix: string }) {
  const heading = view.kind === "body" ? `${headingPrefix} ${view.body}` : `${headingPrefix} Vehicles`;
  const bodies = view.kind === "body" ? [] : view.groups;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-3xl font-bold md:text-4xl">{heading}</h1>
      {view.kind === "unknown" ? (
        <p
          role="status"
          className="mt-4 rounded-lg border border-destructive/40 p-4"
          data-testid="models-empty"
        >
          {view.asked
            ? `We have no models in “${view.asked}”. Here is the whole range.`
            : "That is not a body type we know. Here is the whole range."}
        </p>
      ) : null}
      {view.groups.length === 0 ? (
        <p className="mt-4 rounded-lg border p-6" data-testid="models-empty">
          There are no new models to show on this site yet.{" "}
          <a href="/search" className="text-primary underline">
            Browse our stock
          </a>{" "}
          instead.
        </p>
      ) : null}
      {bodies.length > 1 || view.kind === "body" ? (
        <nav aria-label="Body types" className="mt-4">
          <ul className="flex flex-wrap gap-2">
            <li>
              <a
                href="/models"
                aria-current={view.kind === "body" ? undefined : "page"}
                className={cn(
                  "inline-block rounded-full border px-3 py-1 text-sm",
                  view.kind !== "body" && "bg-primary text-primary-foreground",
                )}
              >
                All models
              </a>
            </li>
            {(view.kind === "body" ? [] : view.groups).map((g) => (
              <li key={g.param}>
                <a
                  href={modelsByBodyPath(g.body)}
                  className="inline-block rounded-full border px-3 py-1 text-sm hover:bg-muted"
                >
                  {g.body}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {view.groups.map((group) => {
        const id = `body-${group.param.replace(/[^a-z0-9-]/g, "")}`;
        return (
          <section key={group.param} aria-labelledby={id} className="mt-8">
            <h2 id={id} className={cn("text-2xl font-bold", view.kind === "body" && "sr-only")}>
              {group.body}
            </h2>
            <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
              {group.models.map((model) => (
                <li key={model.id}>
                  <ModelCard model={model} action="explore" />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
