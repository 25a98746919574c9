import { formatPhone, telHref } from "@/lib/format/format";
import type { LeadSuccess } from "@/lib/notices/lead-notice";

/**
 * The success page's confirmation of one lead (issue 34 item 1): what was received and about which
 * car, how the confirmation went out, the next step, and the yard with its address, its desk's number
 * and its hours: the same as the e-mail says. Data in, markup out.
 */
export function LeadConfirmation({ success }: { success: LeadSuccess }) {
  const { car, yard, sentBy } = success;
  const sent =
    sentBy.length === 2
      ? "your e-mail and a text to your mobile"
      : sentBy[0] === "sms"
        ? "a text to your mobile"
        : "your e-mail";
  return (
    <div className="mt-6 space-y-6 text-left" data-testid="lead-confirmation">
      <div className="text-center">
        <p className="text-lg" data-testid="success-message">
          We have received {success.what}
          {car ? (
            <>
              {" "}
              about the{" "}
              <a href={car.url} className="font-semibold text-primary underline">
                {car.title}
              </a>
            </>
          ) : null}
          .
        </p>
        {sentBy.length ? (
          <p className="mt-2 text-muted-foreground">We have sent a confirmation to {sent}.</p>
        ) : null}
      </div>
      <section
        aria-labelledby="next-step-heading"
        className="rounded-lg border-l-4 border-primary bg-muted p-4"
      >
        <h2 id="next-step-heading" className="text-lg font-semibold">
          What happens next
        </h2>
        <p className="mt-1">{success.nextStep}</p>
      </section>
      <section
        aria-labelledby="your-dealer-heading"
        className="rounded-lg border p-4"
        data-testid="your-dealer"
      >
        <h2 id="your-dealer-heading" className="text-lg font-semibold">
          Your dealer
        </h2>
        <address className="mt-1 not-italic">
          <span className="block font-semibold">{yard.name}</span>
          {yard.address ? <span className="block">{yard.address}</span> : null}
          {yard.phone ? (
            <a href={telHref(yard.phone)} className="mt-1 inline-block font-semibold text-primary underline">
              {yard.desk ? `${yard.desk}: ` : "Call "}
              {formatPhone(yard.phone)}
            </a>
          ) : null}
        </address>
        {yard.hours.length ? (
          <table className="mt-3 text-sm">
            <caption className="mb-1 text-left font-semibold">Opening hours</caption>
            <tbody>
              {yard.hours.map((row) => (
                <tr key={row.days}>
                  <th scope="row" className="pr-4 text-left font-normal text-muted-foreground">
                    {row.days}
                  </th>
                  <td>{row.hours}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
      </section>
    </div>
  );
}
