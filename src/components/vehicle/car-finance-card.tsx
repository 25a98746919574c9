/**
 * Spec 01 §2 "'Car Finance' card": a word on finance and the template's finance button. The word is the
 * site's (`finance.card_text`); unset, a neutral invitation that promises nothing (decision 0056).
 */
export const NEUTRAL_FINANCE_CARD_TEXT =
  "Ask us about finance for this car and the repayments that would suit you.";

export function CarFinanceCard({
  href,
  buttonLabel,
  text,
}: {
  href: string;
  buttonLabel: string;
  text?: string;
}) {
  return (
    <section className="rounded-lg bg-muted p-4" aria-labelledby="car-finance">
      <h2 id="car-finance" className="font-bold">
        Car Finance
      </h2>
      <p className="mt-1 text-sm">{text ?? NEUTRAL_FINANCE_CARD_TEXT}</p>
      <a
        href={href}
        className="mt-3 inline-flex min-h-11 items-center font-semibold text-primary hover:underline"
      >
        {buttonLabel}
      </a>
    </section>
  );
}
