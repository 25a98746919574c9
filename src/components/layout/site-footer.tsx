import Link from "next/link";
import type { SiteLocation } from "@/lib/locations/location";
import type { Site } from "@/lib/tenancy/site";
import { siteNavigation } from "@/lib/tenancy/template";

const SOCIAL_LABELS = {
  facebook: "Facebook",
  instagram: "Instagram",
  youtube: "YouTube",
  linkedin: "LinkedIn",
  tiktok: "TikTok",
} as const;

/** Spec 02 §2 "Footer": legal links, dealer licence and repairer numbers, social links. */
export function SiteFooter({ site, locations }: { site: Site; locations: SiteLocation[] }) {
  // Menu groups with children become footer columns; single links are gathered under "Quick links".
  const footerItems = siteNavigation(site.template, site.config).filter((i) =>
    site.template.footerMenuIds.includes(i.id),
  );
  const groups = [
    ...footerItems.filter((i) => i.children?.length),
    ...(footerItems.some((i) => !i.children?.length)
      ? [
          {
            id: "quick-links",
            name: "Quick links",
            url: "/",
            mandatory: true,
            children: footerItems.filter((i) => !i.children?.length),
          },
        ]
      : []),
  ];
  const licence =
    site.config.licences.dealer_licence_number ??
    locations.find((l) => l.dealerLicenseNumber)?.dealerLicenseNumber;
  const repairer =
    site.config.licences.motor_vehicle_repairer ??
    locations.find((l) => l.motorVehicleRepairer)?.motorVehicleRepairer;
  const socials = (Object.keys(SOCIAL_LABELS) as (keyof typeof SOCIAL_LABELS)[]).filter(
    (k) => site.config.social[k],
  );
  return (
    <footer className="mt-16 bg-footer text-footer-foreground print:hidden">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        {groups.map((group) => (
          <nav key={group.id} aria-label={group.name}>
            <h2 className="font-semibold">{group.name}</h2>
            <ul className="mt-3 space-y-2 text-sm opacity-90">
              {(group.children ?? []).map((item) => (
                <li key={item.id}>
                  <a href={item.url} className="hover:underline">
                    {item.name}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        {socials.length ? (
          <nav aria-label="Social media">
            <h2 className="font-semibold">Follow us</h2>
            <ul className="mt-3 space-y-2 text-sm opacity-90">
              {socials.map((key) => (
                <li key={key}>
                  <a href={site.config.social[key]} className="hover:underline" rel="noopener">
                    {SOCIAL_LABELS[key]}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </div>
      <div className="border-t border-white/20">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-xs opacity-90 md:flex-row md:items-center md:justify-between">
          <p>
            © {new Date().getFullYear()} {site.name}
            {licence ? ` · Dealer Licence ${licence}` : ""}
            {repairer ? ` · Motor Vehicle Repairer ${repairer}` : ""}
          </p>
          <ul className="flex flex-wrap gap-4">
            <li>
              <a href="/sitemap.xml" className="hover:underline">
                Sitemap
              </a>
            </li>
            <li>
              <Link href="/privacy-policy" prefetch={false} className="hover:underline">
                Privacy Policy
              </Link>
            </li>
            <li>
              <Link href="/terms-and-conditions" prefetch={false} className="hover:underline">
                Terms & Conditions
              </Link>
            </li>
            <li>
              <Link href="/pages/complaint-handling-process" prefetch={false} className="hover:underline">
                Complaint Handling Process
              </Link>
            </li>
            <li>
              <a href="https://forecourt.com.au" className="hover:underline" rel="noopener">
                Website by Forecourt
              </a>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
