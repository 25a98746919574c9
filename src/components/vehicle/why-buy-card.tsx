/** Spec 01 §2 "'Why Buy From Us?' card": the dealer's reasons, one per line. */
export function WhyBuyCard({ lines }: { lines: string[] }) {
  return (
    <section className="rounded-lg border p-4" aria-labelledby="why-buy">
      <h2 id="why-buy" className="font-bold">
        Why Buy From Us?
      </h2>
      <ul className="mt-2 list-disc pl-5 text-sm">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </section>
  );
}
