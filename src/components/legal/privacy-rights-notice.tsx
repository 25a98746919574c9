import type { LegalValues } from "@/lib/content/legal-text";
import type { PrivacyNoticeFacts } from "@/lib/privacy/privacy-notice";

/**
 * The privacy policy's last section, drawn from the site's own settings so it is always true (issue 36
 * item 6, decision 0070): how long each kind of information is kept (the site's `retention`), and how
 * to have yours, or have it deleted: from the account page when signed in, or by asking the dealer.
 */
export function PrivacyRightsNotice({ facts, values }: { facts: PrivacyNoticeFacts; values: LegalValues }) {
  return (
    <section aria-labelledby="retention-and-requests" className="rounded-lg border bg-muted p-4 md:p-6">
      <h2 id="retention-and-requests" className="text-xl font-bold">
        How long we keep your information, and how to have it or delete it
      </h2>
      <ul className="mt-3 list-disc space-y-1 pl-5" data-testid="retention-periods">
        <li>
          Enquiries, test drive bookings, chat messages, reservations and trade-in valuations: your name,
          e-mail, phone and messages are kept for <strong>{facts.leads}</strong>, then deleted. We keep only
          that the enquiry happened (and a deposit’s record, as the law requires of our accounts).
        </li>
        <li>
          Online purchase steps you saved: <strong>{facts.journeys}</strong> after you last changed them.
        </li>
        <li>
          Website visit records (pages viewed, searches), which never name you:{" "}
          <strong>{facts.events}</strong>; after that only daily totals remain.
        </li>
      </ul>
      <p className="mt-3">
        You can have a copy of all the personal information this website holds about you, as one file, or have
        it deleted.{" "}
        {facts.accountPath ? (
          <>
            Sign in with your mobile number and use <strong>Download my data</strong> or{" "}
            <strong>Delete my data</strong> on{" "}
            <a href={facts.accountPath} className="font-semibold text-primary underline underline-offset-2">
              your account page
            </a>
            . Or ask us
          </>
        ) : (
          "Ask us"
        )}{" "}
        {values.email ? (
          <>
            at{" "}
            <a
              href={`mailto:${values.email}`}
              className="font-semibold text-primary underline underline-offset-2"
            >
              {values.email}
            </a>{" "}
            or through{" "}
          </>
        ) : (
          "through "
        )}
        <a href="/contact" className="font-semibold text-primary underline underline-offset-2">
          our contact page
        </a>
        : we confirm who you are by calling or writing to the phone number or e-mail address we hold, and
        answer within {values.privacyResponseDays} days.
      </p>
    </section>
  );
}
