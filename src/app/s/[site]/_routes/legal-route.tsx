import type { Metadata } from "next";
import { ComplaintsNotice } from "@/components/legal/complaints-notice";
import { LegalPage } from "@/components/legal/legal-page";
import { PrivacyRightsNotice } from "@/components/legal/privacy-rights-notice";
import { env } from "@/env";
import { type LegalDocumentId, legalDocument } from "@/lib/content/legal-documents";
import { fillLegalText, legalPlainText } from "@/lib/content/legal-text";
import { legalValuesFor } from "@/lib/content/legal-values";
import { regulatorsForStates } from "@/lib/content/regulators";
import { privacyNoticeFacts } from "@/lib/privacy/privacy-notice";
import type { Site } from "@/lib/tenancy/site";
import { siteOrigin } from "@/server/tenancy/sites";
import { loadAllSiteLocations, loadSite, requireSite } from "../_loaders/site";

export type LegalRouteProps = { params: Promise<{ site: string }> };

/** The site's copy of a legal document: the template with the site's overrides (decision 0024). */
function siteDocument(site: Site, id: LegalDocumentId) {
  return legalDocument(id, site.config.legal[id]);
}

/** A legal page's title, description (filled from the site) and canonical URL. */
export async function legalMetadata({ params }: LegalRouteProps, id: LegalDocumentId): Promise<Metadata> {
  const site = await loadSite((await params).site);
  if (!site) return {};
  const document = siteDocument(site, id);
  return {
    title: document.title,
    description: legalPlainText(fillLegalText(document.description, legalValuesFor(site))),
    alternates: { canonical: `${siteOrigin(site)}${document.path}` },
  };
}

/** /privacy-policy, /terms-and-conditions and /pages/complaint-handling-process (spec 02 §2, §9). */
export async function LegalRoute({ params }: LegalRouteProps, id: LegalDocumentId) {
  const slug = (await params).site;
  const site = await requireSite(slug);
  const document = siteDocument(site, id);
  const values = legalValuesFor(site);
  if (id === "privacy_policy") {
    // Issue 36 item 6: the site's own retention periods and how to ask for your data (decision 0070).
    return (
      <LegalPage document={document} values={values}>
        <PrivacyRightsNotice
          facts={privacyNoticeFacts(site.config, env.ANALYTICS_RAW_DAYS)}
          values={values}
        />
      </LegalPage>
    );
  }
  if (id !== "complaint_handling_process") return <LegalPage document={document} values={values} />;
  // Spec 02 §9: the regulators of the states the dealer's locations are in.
  const locations = await loadAllSiteLocations(slug);
  const regulators = regulatorsForStates(
    locations.map((l) => l.address.state),
    site.config.contact.address?.state,
  );
  return (
    <LegalPage document={document} values={values}>
      <ComplaintsNotice regulators={regulators} />
    </LegalPage>
  );
}
