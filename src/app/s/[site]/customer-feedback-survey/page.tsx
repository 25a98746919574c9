import { MAX_FIRST_NAME, queryName } from "@/lib/reviews/feedback-page";
import { requireSite } from "../_loaders/site";
import { LeadPage, type LeadPageProps, leadPageMetadata } from "../_routes/lead-page";

const TITLE = "Customer Feedback Survey";
const INTRO =
  "We're sorry your experience was not what it should have been. Tell us what happened and our management team will get back to you.";

export async function generateMetadata({ params }: LeadPageProps) {
  return leadPageMetadata((await params).site, TITLE, "/customer-feedback-survey", INTRO);
}

/**
 * /customer-feedback-survey (spec 02 §2 routes table: "bad-experience path of the review feedback
 * page"): a feedback form filed as a lead (category Feedback, subcategory Customer Feedback Survey),
 * starting with the first name the feedback page's link carried, if it looks like one.
 */
export default async function CustomerFeedbackSurveyPage({ params, searchParams }: LeadPageProps) {
  const site = await requireSite((await params).site);
  const name = queryName((await searchParams).first_name, MAX_FIRST_NAME);
  return (
    <LeadPage
      site={site}
      kind="customer-feedback-survey"
      title={TITLE}
      intro={<p>{INTRO}</p>}
      prefill={name ? { name } : undefined}
    />
  );
}
