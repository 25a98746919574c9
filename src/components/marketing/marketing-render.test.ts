import { createElement as h } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ConsentBanner } from "./consent-banner";
import { MarketingTags } from "./marketing-tags";
import { VideoFacade } from "./video-facade";

const noop = () => undefined;
const buttons = (html: string) => html.match(/<button\b[^>]*>[^<]*<\/button>/g) ?? [];

describe("the consent notice (decision 0055)", () => {
  const html = renderToStaticMarkup(
    h(ConsentBanner, {
      siteName: "Metro Motors",
      recipients: ["Google (Tag Manager and Google Analytics)"],
      privacyPolicyPath: "/privacy-policy",
      onAccept: noop,
      onDecline: noop,
    }),
  );

  it("is a region named by its heading and described by its text", () => {
    const labelled = /<section aria-labelledby="([^"]+)" aria-describedby="([^"]+)"/.exec(html);
    expect(labelled).not.toBeNull();
    expect(html).toContain(`<h2 id="${labelled?.[1]}"`);
    expect(html).toContain(`<p id="${labelled?.[2]}"`);
    expect(html).toContain("Cookies and your privacy");
  });

  it("says what is collected, why, who receives it, and links the site's privacy policy (APP 5)", () => {
    expect(html).toContain(
      "Metro Motors uses analytics and advertising cookies from Google (Tag Manager and Google Analytics)",
    );
    expect(html).toContain("The pages and cars you view");
    expect(html).toContain(
      '<summary class="cursor-pointer underline">What is collected and who receives it</summary>',
    );
    expect(html).toContain("show you our ads on other sites");
    expect(html).toContain("receive this information and may store it outside Australia");
    expect(html).toContain("Nothing is collected unless you accept");
    expect(html).toContain('<a href="/privacy-policy" class="underline">Privacy Policy</a>');
  });

  it("Accept and Decline are equally easy: two buttons of the same look, side by side", () => {
    const [accept, decline] = buttons(html);
    expect(accept).toContain(">Accept<");
    expect(decline).toContain(">Decline<");
    expect(accept?.replace(">Accept<", "")).toBe(decline?.replace(">Decline<", ""));
    expect(accept).toContain('type="button"');
  });

  it("draws nothing on the server: the notice and the tags wait for the browser", () => {
    const tags = renderToStaticMarkup(
      h(MarketingTags, {
        setup: { gtmId: "GTM-AB12CD3", privacyPolicyPath: "/privacy-policy", consentDays: 180 },
        siteName: "Metro Motors",
      }),
    );
    expect(tags).toBe("");
  });
});

describe("the video facade (decision 0055)", () => {
  const html = renderToStaticMarkup(h(VideoFacade, { videoId: "dQw4w9WgXcQ", title: "Metro Motors video" }));

  it("is a named button, with nothing from YouTube until it is pressed", () => {
    expect(buttons(html)).toHaveLength(0); // its label has markup inside
    expect(html).toMatch(/<button type="button"[^>]*>/);
    expect(html).toContain("Play video: Metro Motors video");
    expect(html).not.toContain("<iframe");
    expect(html).not.toContain("youtube-nocookie.com");
    expect(html).not.toContain("ytimg");
  });

  it("carries the mark the front door opens the video frame for, and keeps a 16:9 box", () => {
    expect(html).toContain('data-video-embed="youtube"');
    expect(html).toContain("aspect-video");
  });
});
