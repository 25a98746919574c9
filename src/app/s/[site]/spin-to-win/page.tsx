import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { RichText } from "@/components/content/rich-text";
import { SPIN_TO_WIN_ENTRY, SPIN_TO_WIN_PATH, spinToWinDoor } from "@/lib/accounts/account-pages";
import { richTextTree } from "@/lib/content/rich-text";
import { loadContentPage } from "../_loaders/content";
import { gatePage } from "../_loaders/gate";
import { loadSite, requireSite } from "../_loaders/site";
import { LeadPage, type LeadPageProps, leadPageMetadata } from "../_routes/lead-page";

/** Reads the shopper's session where the site gates the draw: rendered per request. */
export const dynamic = "force-dynamic";

const TITLE = "Spin to Win";

export async function generateMetadata({ params }: LeadPageProps): Promise<Metadata> {
  const slug = (await params).site;
  const site = await loadSite(slug);
  if (!site || spinToWinDoor(site.config) === "off") return {};
  return {
    ...(await leadPageMetadata(slug, TITLE, SPIN_TO_WIN_PATH, `Enter the ${site.name} Spin to Win draw.`)),
    robots: { index: false, follow: true },
  };
}

/**
 * /spin-to-win (spec 02 §2 "gated pages", §6 "spin-to-win … require sign-in" per tenant; decision 0079).
 * A site runs a draw by switching `features.spin_to_win` on and writing its prizes and terms as the
 * content page "spin-to-win"; a shopper enters by sending the entry form, a lead the dealer draws from.
 * Off, or gated on a site without sign-in: the 404. Signed out where gated: sign-in and back.
 */
export default async function SpinToWinRoute({ params }: LeadPageProps) {
  const slug = (await params).site;
  const site = await requireSite(slug);
  const door = spinToWinDoor(site.config);
  if (door === "off" || door === "unavailable") notFound();
  const gate = await gatePage(site, "spin-to-win", { redirect: SPIN_TO_WIN_PATH });
  if (gate.kind === "unavailable") notFound();
  const terms = await loadContentPage(slug, "spin-to-win");
  return (
    <LeadPage
      site={site}
      kind="general-enquiry"
      title={TITLE}
      intro={
        <>
          <p>
            Enter {site.name}'s draw by sending the form below. We draw the winners ourselves and call them;
            one entry per person per draw.
          </p>
          {terms ? (
            <section aria-labelledby="spin-terms" className="mt-4 text-foreground">
              <h2 id="spin-terms" className="text-xl font-bold">
                {terms.title}
              </h2>
              <RichText
                tree={richTextTree({ markdown: terms.body, blocks: terms.blocks })}
                className="mt-2"
              />
            </section>
          ) : null}
        </>
      }
      prefill={{ message: SPIN_TO_WIN_ENTRY, subcategory: "Spin to Win" }}
    />
  );
}
