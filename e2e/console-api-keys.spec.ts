import type { Page } from "@playwright/test";
import { CONSOLE, enrolTwoFactor, setPasswordAndSignIn, staffAdd } from "./console-staff";
import { expect, expectNoAxeViolations, sendToSite, test } from "./fixtures";

/**
 * Issue 31 §7 in Chromium: a group admin makes an API key that may read leads; the key, sent over
 * HTTP with `Authorization: Bearer`, reads the site's leads (and nothing of another site); revoked in
 * the console, the next call is refused. Axe-clean on a desktop and at 390 px.
 */

const ADMIN = `keys-admin-${Date.now()}@harbour.test`;

/** A group admin with a password and two-factor, signed in on `page`. */
async function signedInGroupAdmin(page: Page): Promise<void> {
  await setPasswordAndSignIn(
    page,
    await staffAdd("--email", ADMIN, "--role", "group-admin", "--site", "harbour-toyota"),
    ADMIN,
  );
  // A group admin turns two-factor on before anything else.
  await expect(page).toHaveURL(`${CONSOLE}/account`);
  await enrolTwoFactor(page);
}

const leadsWith = (key: string, site = "harbour-toyota") =>
  sendToSite("console.localhost", `/admin/api/sites/${site}/leads?limit=5`, {
    headers: { authorization: `Bearer ${key}` },
  });

test("a group admin makes a key that reads the site's leads, then revokes it (issue 31 §7)", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signedInGroupAdmin(page);
  await page.goto(`${CONSOLE}/sites/harbour-toyota`);
  await page
    .getByRole("navigation", { name: "Site sections" })
    .getByRole("link", { name: "API keys" })
    .click();
  await expect(page.getByRole("heading", { name: "API keys", level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);

  // A mistake is said beside its field; then the key is made and shown once.
  const form = page.locator("form");
  await form.getByRole("button", { name: "Create key" }).click();
  await expect(form.getByText("Choose at least one thing the key may do.")).toBeVisible();
  await form.getByLabel("Name").fill("CRM export");
  await form.getByRole("checkbox", { name: /Read leads/ }).check();
  await form.getByRole("button", { name: "Create key" }).click();
  const shown = page.getByRole("region", { name: "Your new key “CRM export”" });
  await expect(shown).toContainText("this is the only time it is shown");
  const key = ((await shown.locator("code").textContent()) ?? "").trim();
  expect(key).toMatch(/^fck_[\w-]{43}$/);
  const row = page.getByRole("row", { name: /CRM export/ });
  await expect(row).toContainText(key.slice(0, 12));
  await expect(row).not.toContainText(key.slice(12));
  await expectNoAxeViolations(page);

  // The key reads its site's leads over HTTP, and nothing of another site.
  const answer = await leadsWith(key);
  expect(answer.status).toBe(200);
  const body = JSON.parse(answer.body) as { site: string; leads: unknown[]; next: string | null };
  expect(body.site).toBe("harbour-toyota");
  expect(Array.isArray(body.leads)).toBe(true);
  expect((await leadsWith(key, "metro-motor-group")).status).toBe(404);

  // Shown once: after a reload only its first characters remain, and the list says it was used.
  await page.reload();
  await expect(page.getByRole("region", { name: /Your new key/ })).toHaveCount(0);
  await expect(page.getByText(key)).toHaveCount(0);
  const reloadedRow = page.getByRole("row", { name: /CRM export/ });
  await expect(reloadedRow.getByRole("cell").nth(3)).not.toHaveText("Never");

  // Revoked, the next call is refused; the row says so.
  page.once("dialog", (dialog) => dialog.accept());
  await reloadedRow.getByRole("button", { name: "Revoke the key “CRM export”" }).click();
  await expect(reloadedRow).toContainText("Revoked");
  expect((await leadsWith(key)).status).toBe(404);

  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page);
  await page.goto(`${CONSOLE}/sites/harbour-toyota/audit`);
  await expect(page.getByRole("listitem").filter({ hasText: "Revoked an API key" }).first()).toContainText(
    ADMIN,
  );
  await expect(page.getByRole("listitem").filter({ hasText: "Created an API key" }).first()).toBeVisible();
});
