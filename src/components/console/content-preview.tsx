"use client";

import { type ReactNode, useEffect, useState } from "react";
import { GuaranteeStrip } from "@/components/content/guarantee-strip";
import { heroPicture } from "@/components/content/hero-pictures";
import { HomeHero } from "@/components/content/home-hero";
import { OfferCard } from "@/components/offers/offer-card";
import { type ContentKind, stripItems } from "@/lib/content/content-kinds";
import { homePageView, homeSectionLabel } from "@/lib/content/home-page";
import { offerView } from "@/lib/offers/offer";

/**
 * The live preview of content's editor (decision 0053), as the site draws it: an offer as the site's
 * own offer card (its plain-text rules run here, they are small); a page's or article's Markdown
 * through the site's sanitising renderer, which stays on the server: `renderMarkdown` is a server
 * action answering the rendered body, asked a moment after typing stops; a popup as its words and
 * button; the guarantee strip as the site's own strip; the home page as its own hero, with the
 * sections under it by name.
 */
export type RenderMarkdown = (markdown: string) => Promise<ReactNode>;

export function ContentPreview({
  kind,
  slug,
  values,
  renderMarkdown,
}: {
  kind: ContentKind;
  slug: string;
  values: Record<string, string>;
  renderMarkdown: RenderMarkdown;
}) {
  return (
    <section aria-labelledby="content-preview-heading" className="rounded-xl border bg-background p-4">
      <h2 id="content-preview-heading" className="mb-3 text-lg font-semibold">
        Preview
      </h2>
      {kind === "offers" ? (
        <div className="max-w-sm" data-testid="content-preview">
          <OfferCard
            headingLevel={3}
            offer={offerView(
              {
                id: 0,
                slug: slug || "new-offer",
                name: values.name || "(no name yet)",
                description: values.description ?? "",
                disclaimer: values.disclaimer ?? "",
                category: values.category || null,
                manufacturerName: values.manufacturerName || null,
                model: null,
                imageUrl: values.imageUrl || null,
                modelImageUrl: null,
                startsAt: null,
                expiresAt: null,
              },
              "#content-preview-heading",
            )}
          />
        </div>
      ) : kind === "strip" ? (
        <div data-testid="content-preview">
          <GuaranteeStrip items={stripItems(values)} />
        </div>
      ) : kind === "home" ? (
        <HomePreview values={values} />
      ) : kind === "popups" ? (
        <PopupPreview values={values} />
      ) : (
        <MarkdownPreview title={values.title ?? ""} markdown={values.body ?? ""} render={renderMarkdown} />
      )}
    </section>
  );
}

/** The home page's hero as the site draws it, then its sections in order by name. */
function HomePreview({ values }: { values: Record<string, string> }) {
  const home = homePageView(values);
  return (
    <div data-testid="content-preview">
      <HomeHero
        hero={home.hero}
        siteName="(the site's name)"
        stockLine="(how many cars are in stock, and where)"
        picture={heroPicture(home.hero.imageUrl)}
        preview
      />
      <p className="mt-3 text-sm font-semibold">Then, in this order:</p>
      <ol className="mt-1 list-decimal pl-6 text-sm">
        {home.sections.map((key) => (
          <li key={key}>{homeSectionLabel(key)}</li>
        ))}
      </ol>
    </div>
  );
}

/** A popup's words and button as the shopper's popup lays them out (the site's is a dialog). */
function PopupPreview({ values }: { values: Record<string, string> }) {
  return (
    <div className="max-w-sm rounded-lg border p-5" data-testid="content-preview">
      {values.imageUrl ? (
        <img src={values.imageUrl} alt={values.imageAlt ?? ""} className="mb-3 h-auto w-full rounded" />
      ) : null}
      <h3 className="text-xl font-semibold">{values.title || "(no title yet)"}</h3>
      {values.description ? <p className="mt-2 whitespace-pre-line">{values.description}</p> : null}
      {values.buttonText ? (
        <span className="mt-4 inline-block rounded-lg bg-primary px-4 py-2 font-semibold text-primary-foreground">
          {values.buttonText}
        </span>
      ) : null}
    </div>
  );
}

function MarkdownPreview({
  title,
  markdown,
  render,
}: {
  title: string;
  markdown: string;
  render: RenderMarkdown;
}) {
  const [body, setBody] = useState<ReactNode>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let current = true;
    const timer = setTimeout(() => {
      render(markdown).then(
        (node) => {
          if (!current) return;
          setBody(node);
          setFailed(false);
        },
        () => current && setFailed(true),
      );
    }, 300);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [markdown, render]);
  return (
    <article data-testid="content-preview">
      <h3 className="text-2xl font-bold">{title || "(no title yet)"}</h3>
      {failed ? (
        <p role="alert" className="mt-2 text-sm text-destructive">
          The preview could not be made. Your text is still here.
        </p>
      ) : (
        <div className="mt-4">{body}</div>
      )}
    </article>
  );
}
