import { DeferredLeadForm } from "@/components/leads/deferred-lead-form";
import { LeadDialogLink } from "@/components/leads/lead-dialog";
import type { LeadFormCar, SiteFormSetup } from "@/lib/leads/form-setup";
import { type Template, templateCopy } from "@/lib/template/template";
import { PhoneRevealButton } from "./phone-reveal-button";

/**
 * The page's own enquiry (#enquire), or for a car no longer in stock the similar-car request
 * (#find-similar, spec 02 §4 "Car availability"): the buttons' no-script target and the form itself.
 */
export function EnquireSection({
  inStock,
  template,
  phone,
  carId,
  dealershipId,
  websiteId,
  formCar,
  formSetup,
}: {
  inStock: boolean;
  template: Template;
  /** The number to reveal, or null for no button. */
  phone: string | null;
  carId: number;
  dealershipId: number;
  websiteId: number;
  formCar: LeadFormCar;
  formSetup: SiteFormSetup;
}) {
  return (
    <section
      id={inStock ? "enquire" : "find-similar"}
      aria-labelledby="enquire-heading"
      className="scroll-mt-20 rounded-lg border p-4"
    >
      <h2 id="enquire-heading" className="text-xl font-bold">
        {inStock ? "Enquire about this car" : templateCopy(template, "similar_prompt")}
      </h2>
      <p className="mt-2 text-sm">
        {inStock
          ? "Our team will answer your questions, arrange a test drive or put a price on your trade-in."
          : "Tell us what you are after and we will find you something similar."}
      </p>
      {phone ? (
        <div className="mt-3">
          <PhoneRevealButton phone={phone} carId={carId} dealershipId={dealershipId} websiteId={websiteId} />
        </div>
      ) : null}
      {inStock ? (
        <LeadDialogLink
          request={{ kind: "make-an-offer", title: "Make an Offer", car: formCar }}
          href="#enquire"
          className="mt-3 inline-flex min-h-11 items-center font-semibold text-primary hover:underline"
        >
          Make an Offer
        </LeadDialogLink>
      ) : null}
      <DeferredLeadForm
        kind={inStock ? "vehicle-enquiry" : "find-me-something-similar"}
        site={formSetup}
        car={formCar}
        className="mt-4"
      />
    </section>
  );
}
