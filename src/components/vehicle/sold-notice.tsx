import { type Template, templateCopy } from "@/lib/template/template";

/** Spec 02 §4 "Car availability": a car no longer in stock says so, and offers to find a similar one. */
export function SoldNotice({ template }: { template: Template }) {
  return (
    <section className="rounded-lg border border-destructive p-4" data-testid="sold-notice" aria-label="Sold">
      <p className="font-bold">{templateCopy(template, "sold_notice")}</p>
      <p className="text-sm text-muted-foreground">{templateCopy(template, "similar_prompt")}</p>
    </section>
  );
}
