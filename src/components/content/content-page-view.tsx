import type { Root } from "hast";
import type { ReactNode } from "react";
import type { ContentPage } from "@/lib/content/content-pages";
import { RichText } from "./rich-text";

type Props = {
  page: ContentPage;
  tree: Root;
  /** What the route adds under the content: its form or its button (the fleet form, the finance enquiry). */
  children?: ReactNode;
  /** Shown between the title and the content (the guarantee strip on /buying and /warranty). */
  beforeContent?: ReactNode;
};

/** A content page: its title, summary, picture, body, the page's own button, then the route's part. */
export function ContentPageView({ page, tree, children, beforeContent }: Props) {
  return (
    <article className="pb-12">
      <header className="mx-auto max-w-3xl px-4 pt-8">
        <h1 className="text-3xl font-bold md:text-4xl">{page.title}</h1>
        {page.summary ? <p className="mt-3 text-lg text-muted-foreground">{page.summary}</p> : null}
      </header>
      {beforeContent ? <div className="mt-6">{beforeContent}</div> : null}
      <div className="mx-auto max-w-3xl px-4">
        {page.imageUrl ? (
          <img
            src={page.imageUrl}
            alt={page.imageAlt ?? ""}
            className="mt-6 h-auto w-full rounded-lg"
            fetchPriority="high"
          />
        ) : null}
        <RichText tree={tree} className="mt-6" />
        {page.callToAction ? (
          <p className="mt-8">
            <a
              href={page.callToAction.url}
              className="inline-block rounded-lg bg-primary px-5 py-3 font-semibold text-primary-foreground hover:opacity-90"
            >
              {page.callToAction.label}
            </a>
          </p>
        ) : null}
      </div>
      {children ? <div className="mt-10">{children}</div> : null}
    </article>
  );
}
