import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PrintButton } from "@/components/vehicle/print-button";
import { siteForDealership } from "@/lib/tenancy/dealership-config";
import { vehicleBrochure } from "@/lib/vehicle/brochure";
import { mainPhotoUrl } from "@/lib/vehicle/car-photos";
import { getDatabase } from "@/server/db/database";
import { siteOrigin } from "@/server/tenancy/sites";
import { findVehicle } from "@/server/vehicle/vehicle-detail";
import { loadSite } from "../_loaders/site";

export const dynamic = "force-dynamic";

type Props = {
  params: Promise<{ site: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export const metadata: Metadata = { robots: { index: false, follow: true } };

/** /print?car_id={slug} (spec 01 §2): the car on one printable page; opens in a new tab from the car page. */
export default async function PrintRoute({ params, searchParams }: Props) {
  const site = await loadSite((await params).site);
  const carId = (await searchParams).car_id;
  if (!site || typeof carId !== "string" || !carId.trim() || carId.length > 200) notFound();
  const found = await findVehicle(await getDatabase(), site, carId.trim(), new Date());
  if (found?.kind !== "listed") notFound();
  const { car } = found;
  const url = `${siteOrigin(site)}/cars/${encodeURIComponent(car.slug)}`;
  const b = vehicleBrochure(car, {
    siteName: site.name,
    config: siteForDealership(site, car.dealershipId).config,
    template: site.template,
    url,
  });
  const photo = mainPhotoUrl(car);
  return (
    <article className="mx-auto max-w-3xl px-4 py-6 print:max-w-none print:p-0" data-testid="print-page">
      <div className="mb-4 flex justify-end print:hidden">
        <PrintButton />
      </div>
      <p className="text-sm text-muted-foreground">{b.siteName}</p>
      <h1 className="text-3xl font-bold">{b.title}</h1>
      <p className="mt-2 text-2xl font-bold">{b.priceText}</p>
      {b.wasPriceText ? <p className="text-sm text-muted-foreground">Was {b.wasPriceText}</p> : null}
      {photo ? (
        <img src={photo} alt={b.title} width={800} height={600} className="mt-4 w-full max-w-xl rounded-lg" />
      ) : null}
      {b.details.length ? (
        <section className="mt-6">
          <h2 className="text-xl font-bold">Vehicle details</h2>
          <dl className="mt-2 grid grid-cols-2 gap-x-8">
            {b.details.map((d) => (
              <div key={d.label} className="flex justify-between gap-4 border-b py-1 text-sm">
                <dt>{d.label}</dt>
                <dd className="font-semibold">{d.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
      {b.features.length ? (
        <section className="mt-6">
          <h2 className="text-xl font-bold">Features</h2>
          <ul className="mt-2 columns-2 text-sm">
            {b.features.map((f) => (
              <li key={f}>{f}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {b.comments.length ? (
        <section className="mt-6">
          <h2 className="text-xl font-bold">Dealer comments</h2>
          {b.comments.map((p, i) => (
            <p key={i} className="mt-2 text-sm">
              {p}
            </p>
          ))}
        </section>
      ) : null}
      {b.location.length ? (
        <section className="mt-6">
          <h2 className="text-xl font-bold">Where to see it</h2>
          {b.location.map((line) => (
            <p key={line} className="text-sm">
              {line}
            </p>
          ))}
        </section>
      ) : null}
      <p className="mt-6 text-xs text-muted-foreground">{b.url}</p>
    </article>
  );
}
