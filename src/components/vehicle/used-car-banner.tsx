/**
 * Spec 01 §2 "a used-car feature banner": selling, offers and service, beside a used car. 'Sell your
 * car' goes to the site's trade-in page (lib/trade-in/trade-in-page `tradeInHref`), and is left out on
 * a site without trade-in.
 */
export function UsedCarBanner({ tradeInHref }: { tradeInHref: string | null }) {
  return (
    <section
      aria-label="Buying a used car with us"
      className="grid gap-3 rounded-lg bg-muted p-4 sm:grid-cols-3"
    >
      {tradeInHref ? (
        <a href={tradeInHref} className="font-semibold hover:underline">
          Sell your car
          <span className="block text-sm font-normal text-muted-foreground">Get a trade-in valuation</span>
        </a>
      ) : null}
      <a href="/special-offers" className="font-semibold hover:underline">
        Special offers
        <span className="block text-sm font-normal text-muted-foreground">This month's deals</span>
      </a>
      <a href="/service" className="font-semibold hover:underline">
        Service
        <span className="block text-sm font-normal text-muted-foreground">Book your next service</span>
      </a>
    </section>
  );
}
