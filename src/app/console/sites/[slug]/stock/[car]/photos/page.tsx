import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { CarPhotosManager } from "@/components/console/car-photos-manager";
import { ConsoleShell } from "@/components/console/console-shell";
import { env } from "@/env";
import { thumbnailUrl } from "@/lib/media/photo-sizes";
import { may } from "@/lib/staff/roles";
import { getDatabase } from "@/server/db/database";
import { findPhotoCar, listCarPhotos } from "@/server/media/car-photos";
import { photoJson } from "@/server/media/console-photos-endpoint";
import { shellProps } from "../../../../../_loaders/shell";
import { consoleSite } from "../../../../../_loaders/staff";

export const metadata: Metadata = { title: "Car photos" };

/**
 * A car's extra photos (issue 32 §1, decision 0052): upload, describe, reorder, remove. `[car]` is
 * the car's slug; a car of another site, or outside a manager's dealerships, is a 404.
 */
export default async function CarPhotosPage({ params }: { params: Promise<{ slug: string; car: string }> }) {
  const { slug, car: carSlug } = await params;
  const { member, site } = await consoleSite(slug, "stock.write");
  const db = await getDatabase();
  const car = await findPhotoCar(db, site, carSlug);
  if (!car || !may(member.scope, "stock.write", { siteId: site.id, dealershipId: car.dealershipId }))
    notFound();
  const photos = await listCarPhotos(db, car);
  const api = `/api/sites/${site.slug}/stock/${car.slug}/photos`;
  return (
    <ConsoleShell {...shellProps(member, site, "stock")}>
      <p className="mb-2 text-sm">
        <Link href={`/sites/${site.slug}/stock/${car.slug}`} className="underline">
          Back to {car.name}
        </Link>
      </p>
      <h1 className="mb-1 text-2xl font-semibold">Photos of {car.name}</h1>
      <p className="mb-6 text-sm text-muted-foreground">
        Stock number {car.stocknum ?? "none"}
        {car.vin ? `, VIN ${car.vin}` : ""}. Extra photos stay with this car through every feed.
      </p>
      <CarPhotosManager
        uploadUrl={api}
        changeUrl={`${api}/changes`}
        limitMb={env.MEDIA_UPLOAD_LIMIT_MB}
        initial={photos.map((p) => ({ ...photoJson(p), thumb: thumbnailUrl(p) }))}
      />
    </ConsoleShell>
  );
}
