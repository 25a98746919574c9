import type { Metadata } from "next";
import { LeadConfirmation } from "@/components/leads/lead-confirmation";
import { SuccessMessage } from "@/components/leads/success-message";
import { buttonVariants } from "@/components/ui/button";
import { sitePhone } from "@/lib/content/site-phone";
import { formatPhone, telHref } from "@/lib/format/format";
import { requireSite } from "../_loaders/site";
import { loadLeadSuccess } from "./confirmation";

export const metadata: Metadata = {
  title: "Thank you",
  // A page only a form leads to: not one to list in search results.
  robots: { index: false, follow: true },
};

type Props = {
  params: Promise<{ site: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/**
 * /success (spec 01 §2): where a shopper lands once their lead is stored. With the form's signed link
 * (`?c=`, issue 34) it says what the confirmation said: the car, the yard with its number and hours,
 * and the next step; without one (a link over an hour old) the general thanks and the site's number.
 */
export default async function SuccessRoute({ params, searchParams }: Props) {
  const site = await requireSite((await params).site);
  const success = await loadLeadSuccess(site, (await searchParams).c);
  const phone = sitePhone(site);
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 text-center">
      <h1 className="text-3xl font-bold">Thank you</h1>
      {success ? (
        <LeadConfirmation success={success} />
      ) : (
        <>
          <SuccessMessage />
          <p className="mt-2 text-muted-foreground">
            Our team usually replies within one business day.
            {phone ? (
              <>
                {" "}
                If it is urgent, call us on{" "}
                <a href={telHref(phone)} className="font-semibold text-primary underline">
                  {formatPhone(phone)}
                </a>
                .
              </>
            ) : null}
          </p>
        </>
      )}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <a href="/search" className={buttonVariants({ variant: "primary", size: "lg" })}>
          Keep browsing cars
        </a>
        <a href="/" className={buttonVariants({ variant: "secondary", size: "lg" })}>
          Back to home
        </a>
      </div>
    </div>
  );
}
