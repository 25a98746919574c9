import type { ReactNode } from "react";
import type { LegalDocument } from "@/lib/content/legal-documents";
import { fillLegalText, type LegalValues } from "@/lib/content/legal-text";
import { LegalText } from "./legal-text";

/** A legal page: its title, intro and numbered sections, the copy filled from the site's details. */
export function LegalPage({
  document,
  values,
  children,
}: {
  document: LegalDocument;
  values: LegalValues;
  /** What follows the sections (the complaints notice). */
  children?: ReactNode;
}) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-3xl font-bold">{document.title}</h1>
      <div className="mt-4 space-y-3 text-lg text-muted-foreground">
        <LegalParagraphs paragraphs={document.intro} values={values} />
      </div>
      <ol className="mt-8 space-y-8">
        {document.sections.map((section, index) => (
          <li key={section.id}>
            <section aria-labelledby={`section-${section.id}`}>
              <h2 id={`section-${section.id}`} className="text-xl font-bold">
                {index + 1}. {section.heading}
              </h2>
              <div className="mt-2 space-y-3 leading-relaxed">
                <LegalParagraphs paragraphs={section.paragraphs} values={values} />
              </div>
            </section>
          </li>
        ))}
      </ol>
      {children ? <div className="mt-10">{children}</div> : null}
    </article>
  );
}

/**
 * Paragraphs of legal copy, filled. Keyed by position: a paragraph's text as its key would go out twice
 * in the page's data, and two equal paragraphs of a site's override would collide.
 */
function LegalParagraphs({ paragraphs, values }: { paragraphs: readonly string[]; values: LegalValues }) {
  return paragraphs.map((paragraph, index) => (
    <p key={index}>
      <LegalText segments={fillLegalText(paragraph, values)} />
    </p>
  ));
}
