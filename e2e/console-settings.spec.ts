import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { CONSOLE, enrolTwoFactor, setPasswordAndSignIn, staffAdd } from "./console-staff";
import { expect, expectNoAxeViolations, sendToSite, test } from "./fixtures";

/**
 * Issue 32 "Done when": a group admin changes a phone number and the theme colour, previews the site
 * with them (only their browser sees it), saves, sees both on the site, and nothing else in the stored
 * config moved; then undoes both from the history, and the stored config is as it was. Then edits the
 * menu (a mandatory item renamed, never removable; a link to another site added), sees it on the site,
 * and goes back to the template's menu. Axe-clean on a desktop and at 390 px.
 */

const SITE = "harbour-toyota";
const ADMIN = `settings-admin-${Date.now()}@harbour.test`;
const PHONE = "03 6555 0142";
const COLOUR = "#7a1f2b";

function adminToken(): string {
  return readFileSync(path.join(process.env.FORECOURT_E2E_DATA_DIR as string, "admin-token"), "utf8").trim();
}

async function storedOverrides(): Promise<Record<string, Record<string, unknown>>> {
  const answer = await sendToSite("console.localhost", `/admin/api/sites/${SITE}/config`, {
    headers: { authorization: `Bearer ${adminToken()}` },
  });
  expect(answer.status).toBe(200);
  return JSON.parse(answer.body).overrides;
}

const shopperHome = async () => (await sendToSite(`${SITE}.localhost`, "/")).body;

async function signedInGroupAdmin(page: Page, email = ADMIN): Promise<void> {
  await setPasswordAndSignIn(
    page,
    await staffAdd("--email", email, "--role", "group-admin", "--site", SITE),
    email,
  );
  await expect(page).toHaveURL(`${CONSOLE}/account`);
  await enrolTwoFactor(page);
}

async function saveField(page: Page, group: string, label: string, value: string, saved: string) {
  await page.goto(`${CONSOLE}/sites/${SITE}/settings/${group}`);
  await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByRole("button", { name: /^Save / }).click();
  // The theme's page has two live regions (the form's and the logo upload's): the form's says it.
  await expect(page.getByRole("status").filter({ hasText: `Saved: ${saved}.` })).toBeVisible();
}

test("a group admin changes a phone number and the theme colour; nothing else moves (issue 32 §3)", async ({
  page,
  context,
}) => {
  test.setTimeout(240_000);
  const before = await storedOverrides();
  await signedInGroupAdmin(page);
  await page.goto(`${CONSOLE}/sites/${SITE}`);
  await page
    .getByRole("navigation", { name: "Site sections" })
    .getByRole("link", { name: "Settings" })
    .click();
  await expect(page.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);

  // The contact group's form, drawn from its schema; a bad value is refused beside its field.
  await page.getByRole("link", { name: "Contact", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Settings: Contact" })).toBeVisible();
  const phone = page.getByLabel("Phone", { exact: true });
  await expect(phone).toHaveValue(String(before.contact?.phone ?? ""));
  await phone.fill("call <me>");
  await page.getByRole("button", { name: "Save contact" }).click();
  await expect(page.getByText("Phone numbers may hold digits")).toBeVisible();
  await expect(phone).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page);

  // Preview: this browser sees the unsaved number on the real site; a shopper and the store do not.
  await phone.fill(PHONE);
  const opened = context.waitForEvent("page");
  await page.getByRole("button", { name: "Preview on the site" }).click();
  const preview = await opened;
  await preview.waitForLoadState();
  await expect(preview.locator("body")).toContainText(PHONE);
  expect(await shopperHome()).not.toContain(PHONE);
  expect(await storedOverrides()).toEqual(before);
  await preview.goto(`http://${SITE}.localhost:${process.env.E2E_PORT ?? "3100"}/console-preview?end=1`);
  await expect(preview.locator("body")).not.toContainText(PHONE);
  await preview.close();

  // Saved: the site shows it at once.
  await page.getByRole("button", { name: "Save contact" }).click();
  await expect(page.getByRole("status")).toContainText("Saved: contact.phone.");
  await saveField(page, "theme", "Primary colour", COLOUR, "theme.primary");
  // The contrast of every text pair is checked live: white on the new colour passes AA.
  await expect(
    page.getByRole("region", { name: /Contrast/ }).getByRole("row", { name: /Primary buttons/ }),
  ).toContainText("passes");
  await expectNoAxeViolations(page);
  await expect.poll(shopperHome, { timeout: 10_000 }).toContain(PHONE);
  expect((await shopperHome()).toLowerCase()).toContain(COLOUR);

  // Nothing else in the stored config moved: every other key's value is byte for byte as it was
  // (jsonb keeps its own key order, so each value is compared on its own).
  const after = await storedOverrides();
  expect(after).toEqual({
    ...before,
    contact: { ...before.contact, phone: PHONE },
    theme: { ...before.theme, primary: COLOUR },
  });
  for (const key of Object.keys(before).filter((k) => k !== "contact" && k !== "theme")) {
    expect(JSON.stringify(after[key]), key).toBe(JSON.stringify(before[key]));
  }
  const { phone: _was, ...contactRest } = before.contact ?? {};
  const { phone: _now, ...contactAfter } = after.contact ?? {};
  expect(JSON.stringify(contactAfter)).toBe(JSON.stringify(contactRest));

  // The history shows both, with before and after; each is undone as a new change.
  await page.goto(`${CONSOLE}/sites/${SITE}/settings/history`);
  await expect(page.getByRole("row", { name: /contact\.phone/ }).first()).toContainText(PHONE);
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page);
  for (const change of ["theme.primary", "contact.phone"]) {
    const item = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("row", { name: new RegExp(change) }) });
    await item.first().getByRole("button", { name: "Undo this change" }).click();
    await expect(page.getByRole("status").filter({ hasText: `Undone: ${change}.` })).toBeVisible();
  }
  expect(await storedOverrides()).toEqual(before);

  // Menus: a mandatory item renamed (it cannot be removed), a link to another site added; then back
  // to the template's menu, and the stored config is as it was.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${CONSOLE}/sites/${SITE}/settings/navigation`);
  const offers = page.getByRole("group", { name: "Offers (required by the template)", exact: true });
  await expect(page.getByRole("button", { name: "Remove Offers", exact: true })).toHaveCount(0);
  await offers.getByLabel("Name").fill("Deals");
  await page.getByLabel("Name", { exact: true }).last().fill("Careers");
  await page.getByLabel("Link (/a-page or https://…)").fill("https://jobs.example.com/harbour");
  await page.getByRole("button", { name: "Add to the menu" }).click();
  await page.getByRole("button", { name: "Save the menu" }).click();
  await expect(page.getByRole("status")).toContainText("Menu saved.");
  await expectNoAxeViolations(page);
  await expect.poll(shopperHome, { timeout: 10_000 }).toContain("https://jobs.example.com/harbour");
  expect(await shopperHome()).toContain(">Deals<");
  await page.getByRole("button", { name: "Back to the template’s menu" }).click();
  await expect(page.getByRole("status")).toContainText("The menu is the template's again.");
  expect(await storedOverrides()).toEqual(before);

  // The admin API's PATCH through the front door: a merge patch that names nothing new moves nothing.
  const patched = await sendToSite("console.localhost", `/admin/api/sites/${SITE}/config`, {
    method: "PATCH",
    headers: { authorization: `Bearer ${adminToken()}`, "content-type": "application/merge-patch+json" },
    body: JSON.stringify({ contact: { phone: before.contact?.phone } }),
  });
  expect(patched.status).toBe(200);
  expect(JSON.parse(patched.body).changed).toEqual([]);
});

test("a group admin uploads the site's logo: the header shows it, and the history undoes it (issue 32 §4)", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const before = await storedOverrides();
  await signedInGroupAdmin(page, `logo-admin-${Date.now()}@harbour.test`);
  await page.goto(`${CONSOLE}/sites/${SITE}/settings/theme`);
  const logo = await sharp({ create: { width: 600, height: 150, channels: 4, background: "#0b3d91" } })
    .png()
    .toBuffer();
  await page
    .getByLabel("Upload a logo")
    .setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: logo });
  await expect(page.getByRole("status").filter({ hasText: "The new logo is saved" })).toBeVisible();
  await expect(page.getByRole("img", { name: "The site's logo now" })).toHaveAttribute(
    "src",
    /^\/media\/logos\/[0-9a-f-]{36}\.png$/,
  );
  await expectNoAxeViolations(page);
  // On the site within seconds, and served: the PNG, and the WebP the header offers first.
  await expect.poll(shopperHome, { timeout: 10_000 }).toMatch(/\/media\/logos\/[0-9a-f-]{36}\.png/);
  const src = /\/media\/logos\/[0-9a-f-]{36}\.png/.exec(await shopperHome())![0];
  const png = await sendToSite(`${SITE}.localhost`, src);
  expect([png.status, png.headers["content-type"]]).toEqual([200, "image/png"]);
  expect((await shopperHome()).includes(src.replace(/\.png$/, ".webp"))).toBe(true);
  // Not a picture: refused beside the field, the logo kept.
  await page
    .getByLabel("Upload a logo")
    .setInputFiles({ name: "notes.png", mimeType: "image/png", buffer: Buffer.from("not a picture") });
  await expect(page.getByText("This file is not an image we can read")).toBeVisible();
  await page.goto(`${CONSOLE}/sites/${SITE}/settings/history`);
  const item = page.getByRole("listitem").filter({ has: page.getByRole("row", { name: /theme\.logo_url/ }) });
  await item.first().getByRole("button", { name: "Undo this change" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Undone: theme.logo_url." })).toBeVisible();
  expect(await storedOverrides()).toEqual(before);
});
