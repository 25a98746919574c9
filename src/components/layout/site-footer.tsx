import Link from "next/link";
import { CookieChoicesButton } from "@/components/marketing/marketing-tags";
import { accountPageLinks } from "@/lib/accounts/account-pages";
import type { SiteLocation } from "@/lib/locations/location";
import { tagSetup } from "@/lib/marketing/tags";
import { footerGroups, footerLicences, footerSocialLinks } from "@/lib/tenancy/footer";
import type { Site } from "@/lib/tenancy/site";

/** Spec 02 §2 "Footer": legal links, dealer licence and repairer numbers, social links. */
export function SiteFooter({ site, locations }: { site: Site; locations: SiteLocation[] }) {
  const groups = footerGroups(site.template, site.config);
  const { dealerLicence, repairer } = footerLicences(site.config, locations);
  const socials = footerSocialLinks(site.config);
  // Spec 02 §2 gated pages, linked only where a shopper can reach them (decision 0079).
  const accountLinks = accountPageLinks(site.config);
  return (
    <footer className="mt-16 bg-footer text-footer-foreground print:hidden">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        {groups.map((group) => (
          <nav key={group.id} aria-label={group.name}>
            <h2 className="font-semibold">{group.name}</h2>
            <ul className="mt-3 space-y-2 text-sm opacity-90">
              {group.links.map((item) => (
                <li key={item.id}>
                  <a href={item.url} className="hover:underline">
                    {item.name}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        {accountLinks.length ? (
          <nav aria-label="Your account">
            <h2 className="font-semibold">Your account</h2>
            <ul className="mt-3 space-y-2 text-sm opacity-90">
              {accountLinks.map((item) => (
                <li key={item.id}>
                  <a href={item.url} className="hover:underline">
                    {item.name}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        {socials.length ? (
          <nav aria-label="Social media">
            <h2 className="font-semibold">Follow us</h2>
            <ul className="mt-3 space-y-2 text-sm opacity-90">
              {socials.map((social) => (
                <li key={social.key}>
                  <a href={social.url} className="hover:underline" rel="noopener">
                    {social.label}
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
            {dealerLicence ? ` · Dealer Licence ${dealerLicence}` : ""}
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
            {tagSetup(site.config) ? (
              <li>
                <CookieChoicesButton />
              </li>
            ) : null}
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
