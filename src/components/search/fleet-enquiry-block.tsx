"use client";

import { Check } from "lucide-react";
import { DeferredLeadForm } from "@/components/leads/deferred-lead-form";
import type { SiteFormSetup } from "@/lib/leads/form-setup";

/** Spec 01 §2 "Fleet enquiry block": heading 'Get In Touch', the bullets, and the 'Fleet Enquiry' form. */
const BULLETS = ["Custom fleet solutions", "Servicing and repairs", "Fast quotes", "Finance Options"];

export function FleetEnquiryBlock({
  site,
  nationalNetwork = false,
}: {
  site: SiteFormSetup;
  nationalNetwork?: boolean;
}) {
  const bullets = nationalNetwork ? [...BULLETS, "National Dealer Network"] : BULLETS;
  return (
    <section
      aria-labelledby="fleet-enquiry"
      className="mx-auto mt-12 grid max-w-7xl gap-6 rounded-lg border bg-muted p-6 md:grid-cols-2 md:p-8"
    >
      <div>
        <h2 id="fleet-enquiry" className="text-2xl font-bold">
          Get In Touch
        </h2>
        <p className="mt-1 text-muted-foreground">Buying for a business? Talk to our fleet team.</p>
        <ul className="mt-4 grid gap-2">
          {bullets.map((b) => (
            <li key={b} className="flex items-center gap-2">
              <Check aria-hidden className="size-4 text-success" />
              {b}
            </li>
          ))}
        </ul>
        <noscript>
          <a
            href="/enquiries/fleet-enquiry"
            className="mt-6 inline-block font-semibold text-primary underline"
          >
            Make a fleet enquiry
          </a>
        </noscript>
      </div>
      <div className="rounded-lg bg-background p-4">
        <DeferredLeadForm kind="fleet-block" site={site} />
      </div>
    </section>
  );
}
