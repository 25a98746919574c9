import type { Metadata } from "next";
import Link from "next/link";
import { buttonVariants } from "@/components/ui/button";
import {
  BAD_EXPERIENCE,
  FEEDBACK_HEADING,
  feedbackGreeting,
  feedbackSurveyHref,
  GREAT_EXPERIENCE,
  REVIEW_FEEDBACK_PATH,
  reviewUrlFor,
} from "@/lib/reviews/feedback-page";
import { siteOrigin } from "@/server/tenancy/sites";
import { loadSite, requireSite } from "../_loaders/site";
import type { LeadPageProps } from "../_routes/lead-page";

/** Where 'great' goes when the site lists no Google business profile: the dealer still hears it. */
const NO_PROFILE_FALLBACK = "/enquiries/feedback";

export async function generateMetadata({ params }: LeadPageProps): Promise<Metadata> {
  const site = await loadSite((await params).site);
  if (!site) return {};
  return {
    title: "Your feedback",
    // A page made for one customer's e-mailed link: not one for search engines.
    robots: { index: false, follow: true },
    alternates: { canonical: `${siteOrigin(site)}${REVIEW_FEEDBACK_PATH}` },
  };
}

/**
 * The review feedback landing page (spec 02 §2): greets the customer named in the link, then 'I had a
 * great experience' (the dealership's Google review page, from gmb_profiles) or 'I had a bad experience'
 * (/customer-feedback-survey). The names come from the query, checked in lib/reviews/feedback-page.
 */
export default async function ReviewFeedbackPage({ params, searchParams }: LeadPageProps) {
  const site = await requireSite((await params).site);
  const greeting = feedbackGreeting(await searchParams);
  const reviewUrl = reviewUrlFor(
    site.config.gmb_profiles,
    greeting.dealershipNameGiven ? greeting.dealershipName : null,
  );
  return (
    <div className="mx-auto max-w-2xl px-4 py-12 text-center">
      <p className="text-lg" data-testid="feedback-greeting">
        Hi {greeting.firstName},
      </p>
      <h1 className="mt-2 text-3xl font-bold md:text-4xl">{FEEDBACK_HEADING}</h1>
      <p className="mt-4 text-muted-foreground">
        Thank you for choosing{" "}
        <span className="font-semibold text-foreground">{greeting.dealershipName}</span>. How was your
        experience with us?
      </p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        {reviewUrl ? (
          <a
            href={reviewUrl}
            rel="noopener noreferrer"
            className={buttonVariants({ variant: "primary", size: "lg", wrap: true })}
          >
            {GREAT_EXPERIENCE}
          </a>
        ) : (
          <Link
            href={NO_PROFILE_FALLBACK}
            className={buttonVariants({ variant: "primary", size: "lg", wrap: true })}
          >
            {GREAT_EXPERIENCE}
          </Link>
        )}
        <Link
          href={feedbackSurveyHref(greeting)}
          className={buttonVariants({ variant: "secondary", size: "lg", wrap: true })}
        >
          {BAD_EXPERIENCE}
        </Link>
      </div>
    </div>
  );
}
