import { AppRouterContext } from "next/dist/shared/lib/app-router-context.shared-runtime";
import { createElement as h, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { LogoUpload } from "./logo-upload";

/** Issue 32 §4: the theme settings' logo upload, drawn on the server. */
const router = { push() {}, replace() {}, refresh() {}, back() {}, forward() {}, prefetch() {} };
const render = (element: ReactElement) =>
  renderToStaticMarkup(h(AppRouterContext.Provider, { value: router as never }, element));

describe("the logo upload", () => {
  it("shows the logo there is, and a labelled file field taking the image types the server reads", () => {
    const html = render(h(LogoUpload, { slug: "a", current: "/media/logos/x.png" }));
    expect(html).toContain('<img src="/media/logos/x.png" alt="The site&#x27;s logo now"');
    expect(html).toMatch(/<label for="([^"]+)-file"[^>]*>Upload a logo<\/label>/);
    expect(html).toContain('type="file" accept="image/png,image/svg+xml,image/webp,image/jpeg"');
    expect(html).toMatch(/aria-describedby="[^"]+-hint"/);
    expect(html).toContain('role="status"');
  });

  it("without a logo, says the header shows the name", () => {
    expect(render(h(LogoUpload, { slug: "a", current: null }))).toContain(
      "No logo: the header shows the site&#x27;s name.",
    );
  });
});
