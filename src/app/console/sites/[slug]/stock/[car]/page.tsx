import type { Metadata } from "next";
import Link from "next/link";
import type { ReactNode } from "react";
import { CarOverrideForm } from "@/components/console/car-override-form";
import { ConsoleShell } from "@/components/console/console-shell";
import { FeedSource } from "@/components/console/feed-source";
import { consoleTime } from "@/lib/staff/console-time";
import { mayOnSite } from "@/lib/staff/roles";
import { getDatabase } from "@/server/db/database";
import { shellProps } from "../../../../_loaders/shell";
import { consoleSite } from "../../../../_loaders/staff";
import { carOverrideView, lastFeedOf, stockCar } from "../../../../_loaders/stock-views";

export const metadata: Metadata = { title: "Car" };

/**
 * One car (issue 32 §1, decision 0051): as the feed sent it, and the staff changes over it (hide,
 * feature, a special price with a start and end, dealer comments, a tag, a video: decision 0057), each
 * shown as changed with "Back to the feed". Addressed by the car's slug, which re-imports keep.
 * Another site's car, or one of a dealership the member does not have, is a 404.
 */
export default async function StockCarPage({ params }: { params: Promise<{ slug: string; car: string }> }) {
  const { slug, car: carSlug } = await params;
  const { member, site } = await consoleSite(slug, "stock.write");
  const car = await stockCar(await getDatabase(), member, site, carSlug);
  const view = carOverrideView(site, car, new Date());
  const facts: [string, ReactNode][] = [
    ["Dealership", car.dealershipName],
    ["Stock number", car.stocknum ?? "None"],
    ["VIN", car.vin ?? "None"],
    ["Rego", car.regplate ?? "None"],
    ["Type", car.carType],
    ["Status", car.status.replace("_", " ")],
    [
      "Source",
      <FeedSource
        key="source"
        slug={site.slug}
        at={car.feedUpdatedAt}
        lastFeed={lastFeedOf(car.lastImport)}
      />,
    ],
    ["In stock since", consoleTime(new Date(car.createdAt))],
  ];
  return (
    <ConsoleShell {...shellProps(member, site, "stock")}>
      <p className="mb-2 text-sm">
        <Link href={`/sites/${site.slug}/stock`} className="underline">
          Stock
        </Link>
      </p>
      <h1 className="mb-4 text-2xl font-semibold">{car.name}</h1>
      <dl className="mb-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-xl border bg-background p-4 text-sm">
        {facts.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-semibold text-muted-foreground">{term}</dt>
            <dd className="min-w-0 break-words">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mb-6 flex flex-wrap gap-4">
        <Link href={`/sites/${site.slug}/stock/${car.slug}/photos`} className="font-semibold underline">
          Photos
        </Link>
        {mayOnSite(member.scope, "analytics.read", site.id) ? (
          <Link
            href={`/sites/${site.slug}/analytics?car=${car.id}&dealership=${site.dealerships.find((d) => d.id === car.dealershipId)?.slug ?? ""}`}
            className="font-semibold underline"
          >
            Views and leads
          </Link>
        ) : null}
      </p>
      <CarOverrideForm view={view} />
    </ConsoleShell>
  );
}
