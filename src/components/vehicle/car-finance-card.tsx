/** Spec 01 §2 "'Car Finance' card": a word on finance and the template's finance button. */
export function CarFinanceCard({ href, buttonLabel }: { href: string; buttonLabel: string }) {
  return (
    <section className="rounded-lg bg-muted p-4" aria-labelledby="car-finance">
      <h2 id="car-finance" className="font-bold">
        Car Finance
      </h2>
      <p className="mt-1 text-sm">
        Pre-approval in minutes, with repayments to suit you. Our finance team works with leading lenders.
      </p>
      <a
        href={href}
        className="mt-3 inline-flex min-h-11 items-center font-semibold text-primary hover:underline"
      >
        {buttonLabel}
      </a>
    </section>
  );
}
