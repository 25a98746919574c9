import {
  Award,
  BadgeDollarSign,
  CalendarCheck,
  Cog,
  Handshake,
  LifeBuoy,
  type LucideIcon,
  RotateCcw,
  ShieldCheck,
  Wrench,
} from "lucide-react";
import type { GuaranteeIcon, GuaranteeItem } from "@/lib/content/content-pages";
import { cn } from "@/lib/utils/cn";

const ICONS: Record<GuaranteeIcon, LucideIcon> = {
  price: BadgeDollarSign,
  "money-back": RotateCcw,
  engine: Cog,
  service: Wrench,
  roadside: LifeBuoy,
  reserve: CalendarCheck,
  warranty: ShieldCheck,
  award: Award,
  handshake: Handshake,
};

/**
 * The guarantee strip (spec 02 §2 "Guarantee strip": "One haggle-free price; 48 hour money-back
 * guarantee; lifetime engine guarantee; cool value servicing for life; 12 months roadside assist;
 * reserve online"). The promises are the dealer's own, imported per site; a site with none shows none,
 * so no dealer is made to promise what it does not offer.
 */
export function GuaranteeStrip({
  items,
  className,
}: {
  items: readonly GuaranteeItem[];
  className?: string;
}) {
  if (!items.length) return null;
  return (
    <section
      aria-labelledby="guarantees"
      className={cn("border-y bg-muted", className)}
      data-testid="guarantee-strip"
    >
      <div className="mx-auto max-w-7xl px-4 py-6">
        <h2 id="guarantees" className="sr-only">
          Our promises to you
        </h2>
        <ul className="grid grid-cols-2 gap-4 md:grid-cols-3 xl:grid-cols-6">
          {items.map((item) => {
            const Icon = item.icon ? ICONS[item.icon] : ShieldCheck;
            const body = (
              <>
                <Icon aria-hidden className="size-7 shrink-0 text-primary" />
                <span>
                  <span className="block font-semibold leading-tight">{item.title}</span>
                  {item.detail ? (
                    <span className="mt-1 block text-sm text-muted-foreground">{item.detail}</span>
                  ) : null}
                </span>
              </>
            );
            return (
              <li key={item.title}>
                {item.linkUrl ? (
                  <a href={item.linkUrl} className="flex items-start gap-3 rounded hover:underline">
                    {body}
                  </a>
                ) : (
                  <div className="flex items-start gap-3">{body}</div>
                )}
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
