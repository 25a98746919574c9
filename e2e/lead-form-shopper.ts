import { join } from "node:path";
import type { Locator, Page } from "@playwright/test";
import { expect, spooledMails } from "./fixtures";

/**
 * The lead-form specs' shopper (issue 5): fills a form in as Ada Lovelace with an e-mail no other test
 * uses, waits for /success, and finds the dealer's e-mail in the server's mail spool (no SMTP_URL in
 * e2e, so delivery writes .eml files under DATA_DIR/mail): the lead was stored *and* delivered.
 */
export const SITE = "metro-motor-group";
const MAIL_DIR = join(process.env.FORECOURT_E2E_DATA_DIR ?? "", "mail");

type Hit = {
  id: number;
  slug: string;
  name: string;
  carType: string;
  price: number | null;
  reserved: boolean;
};

/** A shopper e-mail no other test uses: the dealer e-mail's Reply-To finds this test's lead. */
export function shopperEmail(label: string): string {
  return `${label}${Math.random().toString(36).slice(2, 10)}@example.com`;
}

/** The dealer e-mails (not the ADF copies) sent for the shopper, waiting for the outbox worker. */
export async function dealerMails(email: string, atLeast = 1): Promise<{ file: string; text: string }[]> {
  let found: { file: string; text: string }[] = [];
  await expect
    .poll(
      async () => {
        found = (await spooledMails(MAIL_DIR)).filter(
          ({ text }) => text.includes(`Reply-To: ${email}`) && !text.includes("<?adf"),
        );
        return found.length;
      },
      { timeout: 20_000, message: `a dealer e-mail for ${email}` },
    )
    .toBeGreaterThanOrEqual(atLeast);
  return found;
}

/** The plain-text part, with quoted-printable soft breaks joined. */
export function plain(text: string): string {
  return text.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
}

export async function fillShopper(scope: Page | Locator, email: string) {
  await scope.getByRole("textbox", { name: "First name" }).fill("Ada");
  await scope.getByRole("textbox", { name: "Last name" }).fill("Lovelace");
  await scope.getByRole("textbox", { name: "Email" }).fill(email);
  await scope.getByRole("textbox", { name: "Phone" }).fill("0412 345 678");
  await scope.getByRole("textbox", { name: "Postcode" }).fill("2000");
}

/** Picks the first dealership and location where the form asks (a dealer group, several locations). */
export async function chooseWhere(scope: Page | Locator) {
  for (const name of ["Preferred dealership", "Location"]) {
    const select = scope.getByRole("combobox", { name, exact: true });
    if (await select.count()) await select.selectOption({ index: 1 });
  }
}

export async function expectSuccess(page: Page) {
  await page.waitForURL(/\/success(\?c=[\w.-]+)?$/, { timeout: 20_000 });
  await expect(page.getByRole("heading", { level: 1, name: "Thank you" })).toBeVisible();
}

export async function findCar(page: Page, query: string, accept = "(hit) => true"): Promise<Hit> {
  return page.evaluate(
    async ({ query, accept }) => {
      const test = new Function("hit", `return (${accept})(hit)`) as (hit: unknown) => boolean;
      for (let p = 1; p <= 40; p++) {
        const body = (await (await fetch(`/api/search?${query}&page=${p}`)).json()) as {
          hits: unknown[];
          pages: number;
        };
        const hit = body.hits.find(test);
        if (hit) return hit as never;
        if (p >= body.pages) break;
      }
      throw new Error(`no demo car for ${query}`);
    },
    { query, accept },
  );
}
