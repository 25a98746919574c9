"use client";

import { type Ref, useId } from "react";
import { Button } from "@/components/ui/button";

/**
 * The consent notice (decision 0055), worded for the Australian Privacy Act's collection notice (APP 5):
 * what is collected, why, who receives it, that nothing is collected without a yes, and where the
 * privacy policy is. The first lines say why and that nothing happens without a yes; the details are
 * one click away (a small notice is not the page's largest paint on a phone). Accept and Decline are the same size and style, side by side, each one keystroke
 * away; the notice is a labelled region fixed to the bottom of the window, so it moves nothing on the
 * page when it appears.
 */
export function ConsentBanner({
  siteName,
  recipients,
  privacyPolicyPath,
  onAccept,
  onDecline,
  headingRef,
}: {
  siteName: string;
  recipients: readonly string[];
  privacyPolicyPath: string;
  onAccept: () => void;
  onDecline: () => void;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const titleId = useId();
  const textId = useId();
  const who = recipients.join(" and ");
  return (
    <section
      aria-labelledby={titleId}
      aria-describedby={textId}
      data-consent-banner=""
      className="fixed inset-x-0 bottom-0 z-40 max-h-[60vh] overflow-y-auto border-t border-border bg-background text-foreground shadow-lg print:hidden"
    >
      <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-4 md:flex-row md:items-center md:gap-6">
        <div className="text-sm">
          <h2 id={titleId} ref={headingRef} tabIndex={-1} className="font-semibold focus:outline-none">
            Cookies and your privacy
          </h2>
          <p id={textId} className="mt-1">
            With your permission, {siteName} uses analytics and advertising cookies from {who} to see what
            shoppers look for and to show you our ads on other sites. Nothing is collected unless you accept.
          </p>
          <details className="mt-1">
            <summary className="cursor-pointer underline">What is collected and who receives it</summary>
            <p className="mt-1">
              The pages and cars you view, what you click, your device and browser, and an identifier for your
              browser. {who} receive this information and may store it outside Australia. Declining changes
              nothing else on the site, and you can change your choice at any time with Cookie choices at the
              bottom of every page.
            </p>
          </details>
          <p className="mt-1">
            See our{" "}
            <a href={privacyPolicyPath} className="underline">
              Privacy Policy
            </a>{" "}
            for how we handle personal information and how to contact us.
          </p>
        </div>
        <div className="grid shrink-0 grid-cols-2 gap-3 md:w-72">
          <Button onClick={onAccept}>Accept</Button>
          <Button onClick={onDecline}>Decline</Button>
        </div>
      </div>
    </section>
  );
}
