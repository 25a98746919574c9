import { Check } from "lucide-react";

/** Spec 01 §2 "Fleet enquiry block": the bullets, and the fleet enquiry form's page. */
const BULLETS = ["Custom fleet solutions", "Servicing and repairs", "Fast quotes", "Finance Options"];

export function FleetEnquiryBlock({ nationalNetwork = false }: { nationalNetwork?: boolean }) {
  const bullets = nationalNetwork ? [...BULLETS, "National Dealer Network"] : BULLETS;
  return (
    <section aria-labelledby="fleet-enquiry" className="mt-12 rounded-lg border bg-muted p-6 md:p-8">
      <h2 id="fleet-enquiry" className="text-2xl font-bold">
        Get In Touch
      </h2>
      <p className="mt-1 text-muted-foreground">Buying for a business? Talk to our fleet team.</p>
      <ul className="mt-4 grid gap-2 sm:grid-cols-2">
        {bullets.map((b) => (
          <li key={b} className="flex items-center gap-2">
            <Check aria-hidden className="size-4 text-success" />
            {b}
          </li>
        ))}
      </ul>
      <a
        href="/enquiries/fleet-enquiry"
        className="mt-6 inline-block rounded-lg bg-primary px-5 py-2.5 font-semibold text-primary-foreground"
      >
        Make a fleet enquiry
      </a>
    </section>
  );
}
