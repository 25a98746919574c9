import type { ReactNode } from "react";
import { CarPhoto } from "@/components/stock/car-photo";
import type { LeadFormCar, LeadFormPrefill, SiteFormSetup } from "@/lib/leads/form-setup";
import type { LeadFormKind } from "@/lib/leads/forms";
import { carPath } from "@/lib/stock/car-path";
import { mainPhotoUrl } from "@/lib/vehicle/car-photos";
import type { VehicleDetail } from "@/lib/vehicle/vehicle-detail";
import { LeadForm } from "./lead-form";

type Props = {
  kind: LeadFormKind;
  title: string;
  intro: ReactNode;
  setup: SiteFormSetup;
  /** The car the page is about, if any, and the same car as the form sends it. */
  car: VehicleDetail | null;
  formCar: LeadFormCar | null;
  prefill?: LeadFormPrefill;
  /** An anchor for links that land on the form (spec 01 §2 the finance link's '#finance-form'). */
  formAnchor?: string;
  aside?: ReactNode;
  /** Shown between the car and the form (the finance pages' calculator). */
  beforeForm?: ReactNode;
};

/**
 * A page whose purpose is one lead form (the enquiry pages, contact, test drive, finance): heading,
 * a line on what happens next, the car it is about if any, and the form.
 */
export function LeadFormPage({
  kind,
  title,
  intro,
  setup,
  car,
  formCar,
  prefill,
  formAnchor,
  aside,
  beforeForm,
}: Props) {
  return (
    <div
      className={
        aside
          ? "mx-auto grid max-w-6xl gap-8 px-4 py-8 lg:grid-cols-[minmax(0,1fr)_20rem]"
          : "mx-auto max-w-3xl px-4 py-8"
      }
    >
      <div>
        <h1 className="text-3xl font-bold">{title}</h1>
        <div className="mt-2 text-muted-foreground">{intro}</div>
        {car && formCar ? (
          <a
            href={carPath(car.slug)}
            className="mt-6 flex items-center gap-4 rounded-lg border p-3 hover:bg-muted"
            data-testid="form-car"
          >
            <span className="block aspect-[4/3] w-28 shrink-0 overflow-hidden rounded bg-muted">
              <CarPhoto src={mainPhotoUrl(car)} alt="" />
            </span>
            <span>
              <span className="block font-semibold">{car.name}</span>
              {formCar.priceText ? <span className="block text-sm">{formCar.priceText}</span> : null}
              {car.location ? (
                <span className="block text-sm text-muted-foreground">{car.location.name}</span>
              ) : null}
            </span>
          </a>
        ) : null}
        {beforeForm ? <div className="mt-6">{beforeForm}</div> : null}
        <section
          id={formAnchor}
          aria-label={title}
          className="mt-6 scroll-mt-20 rounded-lg border p-4 md:p-6"
        >
          <LeadForm kind={kind} site={setup} car={formCar} prefill={prefill} stepHeadingLevel={2} />
        </section>
      </div>
      {aside ? <aside className="space-y-4">{aside}</aside> : null}
    </div>
  );
}
