import { createElement as h } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ErrorNotice, errorReference } from "./error-notice";

/**
 * Issue 36 item 3 (decision 0068): a page that fails shows what happened in plain words, a way to try
 * again and a way out, and the reference that finds the server's log line; never the error's own text.
 */
describe("ErrorNotice", () => {
  it("says what happened, offers to try again and a way home, and shows the reference", () => {
    const html = renderToStaticMarkup(
      h(ErrorNotice, {
        title: "Something went wrong",
        message: "This page could not be shown just now.",
        reference: "3170539402",
        home: { href: "/", label: "Home" },
        onRetry: () => undefined,
      }),
    );
    expect(html).toContain("<h1");
    expect(html).toContain(">Something went wrong</h1>");
    expect(html).toContain("This page could not be shown just now.");
    expect(html).toMatch(/<button type="button"[^>]*>Try again<\/button>/);
    expect(html).toMatch(/<a href="\/"[^>]*>Home<\/a>/);
    expect(html).toContain('Reference: <code class="font-mono">3170539402</code>');
  });

  it("has no retry button without a way to retry, and no reference line without a reference", () => {
    const html = renderToStaticMarkup(
      h(ErrorNotice, {
        title: "Page not found",
        message: "Nothing here.",
        home: { href: "/", label: "Back" },
      }),
    );
    expect(html).not.toContain("<button");
    expect(html).not.toContain("Reference");
  });
});

describe("errorReference", () => {
  it("is the digest Next gave a server error, and nothing else of the error", () => {
    expect(
      errorReference(Object.assign(new Error("Key (email)=(jo@example.com)"), { digest: "3170539402" })),
    ).toBe("3170539402");
    expect(errorReference(new Error("no digest"))).toBeUndefined();
    expect(errorReference({ digest: "<script>" })).toBeUndefined();
    expect(errorReference(null)).toBeUndefined();
  });
});
