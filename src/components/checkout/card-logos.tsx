/**
 * The cards and wallets the deposit can be paid with (spec 02 §2 "Other": card logos Mastercard, Visa,
 * Maestro, Google Pay, Apple Pay): drawn as labelled marks in the page's own HTML, so no image is
 * fetched from a card network and nothing breaks offline.
 */
const CARDS = ["Mastercard", "Visa", "Maestro", "Google Pay", "Apple Pay"] as const;

export function CardLogos({ className }: { className?: string }) {
  return (
    <ul className={`flex flex-wrap gap-2 ${className ?? ""}`} aria-label="Cards we accept">
      {CARDS.map((card) => (
        <li
          key={card}
          className="rounded border border-border bg-background px-2 py-1 text-xs font-bold tracking-wide"
        >
          {card}
        </li>
      ))}
    </ul>
  );
}
