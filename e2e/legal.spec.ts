import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, expectNoAxeViolations, forecourtImport, sendToSite, test } from "./fixtures";

/**
 * Issue 17 §7 and §8: /service, the service page, the privacy policy, terms and the complaint handling
 * process with its notice of the regulators of the dealer's states (spec 02 §2 routes, §9).
 */

const METRO = "metro-motor-group";
const HARBOUR = "harbour-toyota";
const host = (slug: string) => `${slug}.localhost`;

test("the privacy policy: its ten sections, the dealer's details filled in, a link to /contact; axe clean", async ({
  page,
  asSite,
}) => {
  const response = await asSite(METRO).goto("/privacy-policy");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle("Privacy Policy | Metro Motor Group");
  await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
  // Spec 02 §9: "why data is collected; what is collected; the brand network sharing data; marketing
  // and opt-out; cookies and analytics; disclosure; security; access requests; opt-out; changes".
  const sections = page.locator("main article h2");
  await expect(sections).toHaveText([
    "1. Why we collect your personal information",
    "2. What personal information we collect",
    "3. Sharing with our brand network",
    "4. Marketing and opting out",
    "5. Cookies and analytics",
    "6. Who we disclose your information to",
    "7. How we keep your information secure",
    "8. Access, correction and privacy complaints",
    "9. Opting out",
    "10. Changes to this policy",
    // Issue 36 item 6 (decision 0070): the site's retention periods and how to ask, from its config.
    "How long we keep your information, and how to have it or delete it",
  ]);
  const article = page.locator("main article");
  await expect(article.getByTestId("retention-periods")).toContainText("2 years");
  await expect(article).toContainText("Metro Motor Group respects your privacy");
  await expect(article).toContainText("Privacy Act 1988 (Cth)");
  // First in section 8; the retention section links it again.
  await expect(article.getByRole("link", { name: "hello@metromotorgroup.example" }).first()).toHaveAttribute(
    "href",
    "mailto:hello@metromotorgroup.example",
  );
  await expect(article.getByRole("link", { name: "customercare@metromotorgroup.example" })).toHaveAttribute(
    "href",
    "mailto:customercare@metromotorgroup.example",
  );
  await expect(article).toContainText("within 30 days");
  await expect(article.getByRole("link", { name: "our contact page" }).first()).toHaveAttribute(
    "href",
    "/contact",
  );
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    /^http:\/\/metro-motor-group\.localhost:\d+\/privacy-policy$/,
  );
  await expectNoAxeViolations(page);

  // The link goes somewhere.
  await article.getByRole("link", { name: "our contact page" }).first().click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole("heading", { level: 1, name: "Contact Us" })).toBeVisible();
});

test("the complaint handling process names the regulators of the dealer's states, then independent legal advice", async ({
  page,
  asSite,
}) => {
  // Metro Motor Group trades in Queensland, New South Wales, Victoria, South Australia and WA.
  expect((await asSite(METRO).goto("/pages/complaint-handling-process"))?.status()).toBe(200);
  await expect(page).toHaveTitle("Complaint Handling Process | Metro Motor Group");
  await expect(page.getByText("manager of the department concerned")).toBeVisible();
  await expect(
    page.getByText("That manager is your contact person while your complaint is being handled."),
  ).toBeVisible();
  const regulators = page.getByTestId("regulators").getByRole("link");
  await expect(regulators).toHaveText([
    "NSW Fair Trading",
    "Consumer Affairs Victoria",
    "Queensland Office of Fair Trading",
    "Consumer Protection WA",
    "Consumer and Business Services SA",
  ]);
  await expect(regulators.first()).toHaveAttribute("href", "https://www.fairtrading.nsw.gov.au");
  await expect(page.getByText("or seek independent legal advice.")).toBeVisible();
  await expectNoAxeViolations(page);

  // Harbour City Toyota is in Tasmania only; its site has no complaints e-mail, so its contact e-mail is given.
  await asSite(HARBOUR).goto("/pages/complaint-handling-process");
  await expect(page.getByTestId("regulators").getByRole("link")).toHaveText([
    "Consumer, Building and Occupational Services Tasmania",
  ]);
  const article = page.locator("main article");
  await expect(article.getByRole("link", { name: "sales@harbourcitytoyota.example" })).toBeVisible();
  await expect(article.getByRole("link", { name: "03 6555 0700" })).toHaveAttribute("href", "tel:0365550700");
});

test("terms and conditions answer on every demo site and fill in the site's reserve deposit", async ({
  page,
  asSite,
}) => {
  await asSite(HARBOUR).goto("/terms-and-conditions");
  await expect(page.getByRole("heading", { level: 1, name: "Terms and Conditions" })).toBeVisible();
  await expect(
    page.getByText("a fully refundable deposit of $500 holds it for you for 48 hours"),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

test("on the three demo sites the legal pages and /genuine-service answer 200, /service redirects there (Harbour: to the brand's booking page), and the sitemap lists them (the links themselves: site-links.spec.ts)", async () => {
  for (const slug of [METRO, HARBOUR, "outback-used-cars"]) {
    for (const target of [
      "/privacy-policy",
      "/terms-and-conditions",
      "/pages/complaint-handling-process",
      "/genuine-service",
    ]) {
      expect((await sendToSite(host(slug), target)).status, `${slug}${target}`).toBe(200);
    }
    const service = await sendToSite(host(slug), "/service");
    expect(service.status, `${slug}/service`).toBe(307);
    // Harbour has the brand's dealer site (issue 34 item 7): /service books there (spec 02 §2).
    expect(service.headers.location).toBe(
      slug === HARBOUR ? "https://www.toyota.example/harbour-city/service-booking" : "/genuine-service",
    );
    const sitemap = await sendToSite(host(slug), "/sitemap.xml");
    for (const target of [
      "/genuine-service",
      "/privacy-policy",
      "/terms-and-conditions",
      "/pages/complaint-handling-process",
    ]) {
      expect(sitemap.body, `${slug} sitemap`).toContain(`${target}</loc>`);
    }
  }
});

test("/service on a site without a dealer-brand base domain is the service page: service locations, hours, the form", async ({
  page,
  asSite,
}) => {
  await asSite(METRO).goto("/");
  // The header's Service link (spec 02 §2 header menus).
  await page
    .getByRole("navigation", { name: "Main" })
    .last()
    .getByRole("link", { name: "Service", exact: true })
    .click();
  await expect(page).toHaveURL(/\/genuine-service$/);
  await expect(page).toHaveTitle("Book a Service | Metro Motor Group");
  await expect(page.getByRole("heading", { level: 1, name: "Book a Service" })).toBeVisible();
  // One service location per dealership, and no sales or parts locations.
  const cards = page.getByTestId("service-location");
  await expect(cards).toHaveCount(6);
  await expect(cards.first().getByRole("heading", { level: 3 })).toHaveText(/ Service$/);
  // The location pages' hours table (spec 02 §5): Monday to Friday on one row when they agree.
  await expect(cards.first().getByRole("row", { name: /Mon – Fri/ })).toContainText("7:30 am – 5:30 pm");
  // The demo's service workshops close on Saturdays (spec 02 §5 'Missing opening hours show Closed').
  await expect(cards.first().getByRole("row", { name: /Sat/ })).toContainText("Closed");
  const enquiry = page.getByRole("region", { name: "Service enquiry" });
  await enquiry.scrollIntoViewIfNeeded();
  await expect(enquiry.getByRole("button").last()).toBeVisible();
  await expectNoAxeViolations(page);
});

test("the Toyota template lists its service locations on the service page too", async ({ page, asSite }) => {
  await asSite(HARBOUR).goto("/genuine-service");
  await expect(page.getByTestId("service-location")).toHaveCount(1);
  await expect(page.getByTestId("service-location").getByRole("heading", { level: 3 })).toHaveText(
    "Harbour City Toyota Service",
  );
});

test("/service on a site with a dealer-brand base domain goes to the brand's dealer booking page", async () => {
  // A second Toyota site on Harbour City Toyota's dealership, with the brand's dealer site configured.
  const slug = "e2e-brand-service";
  const file = path.join(tmpdir(), `e2e-legal-${process.pid}.json`);
  writeFileSync(
    file,
    JSON.stringify({
      site: {
        slug,
        name: "Brand Service Test",
        template: "toyota",
        dealerships: ["harbour-city-toyota"],
        config: { dealer_brand_base_domain: "https://www.toyota.example/harbour-city" },
      },
    }),
  );
  await forecourtImport(file);
  // The server's site list is cached for up to 5 s.
  await expect(async () => {
    const answer = await sendToSite(host(slug), "/service");
    expect(answer.status).toBe(307);
    expect(answer.headers.location).toBe("https://www.toyota.example/harbour-city/service-booking");
  }).toPass({ timeout: 10_000, intervals: [500] });
  // Its own service page is still there for the service enquiry form.
  expect((await sendToSite(host(slug), "/genuine-service")).status).toBe(200);
});
