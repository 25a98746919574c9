import type { Root } from "hast";
import { type Components, toJsxRuntime } from "hast-util-to-jsx-runtime";
import type { ComponentProps } from "react";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { CTA_CLASS } from "@/lib/content/rich-text";
import { cn } from "@/lib/utils/cn";

/** Wide tables scroll on a phone instead of widening the page. */
function ScrollingTable(props: ComponentProps<"table">) {
  return (
    <div className="overflow-x-auto">
      <table {...props} />
    </div>
  );
}

/** A call-to-action block's link looks like the site's primary button. */
function ContentLink({ className, ...props }: ComponentProps<"a">) {
  return (
    <a
      {...props}
      className={
        className === CTA_CLASS
          ? "inline-block rounded-lg bg-primary px-5 py-3 font-semibold text-primary-foreground no-underline hover:opacity-90"
          : undefined
      }
    />
  );
}

const COMPONENTS: Partial<Components> = { table: ScrollingTable, a: ContentLink };

/**
 * A page's or article's body: the sanitised tree of lib/content/rich-text.ts as React elements, on the
 * server, with no HTML string and no client JavaScript. Typography is set here, on the wrapper, so the
 * content needs no classes of its own.
 */
export function RichText({ tree, className }: { tree: Root; className?: string }) {
  return (
    <div
      className={cn(
        "max-w-none leading-relaxed text-foreground",
        "[&_h2]:mt-8 [&_h2]:text-2xl [&_h2]:font-bold [&_h3]:mt-6 [&_h3]:text-xl [&_h3]:font-semibold",
        "[&_h4]:mt-4 [&_h4]:font-semibold [&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mt-4",
        "[&_ol]:list-decimal [&_ol]:pl-6 [&_li]:mt-1 [&_li>p]:mt-0",
        "[&_a:not(.inline-block)]:font-medium [&_a:not(.inline-block)]:text-primary [&_a:not(.inline-block)]:underline",
        "[&_blockquote]:mt-4 [&_blockquote]:border-l-4 [&_blockquote]:border-primary [&_blockquote]:pl-4 [&_blockquote]:italic",
        "[&_figure]:mt-6 [&_figcaption]:mt-2 [&_figcaption]:text-sm [&_figcaption]:not-italic [&_figcaption]:text-muted-foreground",
        "[&_img]:mt-4 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg [&_figure>img]:mt-0",
        "[&_table]:mt-4 [&_table]:w-full [&_table]:border-collapse [&_table]:text-sm",
        "[&_th]:border [&_th]:bg-muted [&_th]:p-2 [&_th]:text-left [&_td]:border [&_td]:p-2",
        "[&_hr]:my-8 [&_code]:rounded [&_code]:bg-muted [&_code]:px-1",
        "[&>*:first-child]:mt-0",
        className,
      )}
    >
      {toJsxRuntime(tree, { Fragment, jsx, jsxs, components: COMPONENTS })}
    </div>
  );
}
