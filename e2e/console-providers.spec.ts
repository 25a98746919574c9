import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { CONSOLE, enrolTwoFactor, setPasswordAndSignIn, staffAdd } from "./console-staff";
import { expect, expectNoAxeViolations, forecourtImport, sendToSite, siteUrl, test } from "./fixtures";
import { freshMobile } from "./signed-in";

/**
 * Issue 36 item 2: a site's own providers, set by its group admin in the console. The SMS sender id
 * and the MessageMedia credentials are saved from the Messages settings; the credentials are never
 * shown back (the page says they are set, and neither the page nor its RSC payload holds them); the
 * history records the change with the secrets masked; and the next sign-in code the site texts carries
 * the site's sender id (the dev outbox shows it).
 */
const SITE = "e2e-providers";
const ADMIN = `providers-admin-${Date.now()}@providers.test`;
const KEY = `mm-key-${Date.now()}`;
const SECRET = `mm-secret-${Date.now()}`;

test.beforeAll(async () => {
  const file = path.join(tmpdir(), `e2e-providers-${process.pid}.json`);
  writeFileSync(
    file,
    JSON.stringify({
      site: {
        slug: SITE,
        name: "Providers Motors",
        template: "default",
        dealerships: ["outback-used-cars-dubbo"],
        config: { features: { authentication: true } },
      },
    }),
  );
  await forecourtImport(file);
  await expect(async () => {
    expect((await sendToSite(`${SITE}.localhost`, "/sign-in")).status).toBe(200);
  }).toPass({ timeout: 10_000, intervals: [500] });
});

test("a group admin sets the site's SMS sender and its own account; the secrets are never shown back; the next text carries the sender", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await setPasswordAndSignIn(
    page,
    await staffAdd("--email", ADMIN, "--role", "group-admin", "--site", SITE),
    ADMIN,
  );
  await enrolTwoFactor(page);

  await page.goto(`${CONSOLE}/sites/${SITE}/settings/messaging`);
  await expect(page.getByRole("heading", { name: "Settings: Messages" })).toBeVisible();
  await page.getByLabel("SMS sender", { exact: true }).fill("ProvMotors");
  await page.getByLabel(/^MessageMedia API key/).fill(KEY);
  await page.getByLabel(/^MessageMedia API secret/).fill(SECRET);
  await page.getByLabel("Reply-to address", { exact: true }).fill("sales@providers.example");
  await page.getByRole("button", { name: /^Save / }).click();
  await expect(page.getByRole("status").filter({ hasText: /^Saved: / })).toBeVisible();

  // Shown back: the sender id, never the credentials (in the page or its payload).
  const payloads: string[] = [];
  page.on("response", async (response) => {
    if (response.url().includes(`/sites/${SITE}/settings`))
      payloads.push(await response.text().catch(() => ""));
  });
  await page.reload();
  await expect(page.getByLabel("SMS sender", { exact: true })).toHaveValue("ProvMotors");
  await expect(
    page.getByLabel("MessageMedia API key (secret: set; type a new value to replace it)"),
  ).toHaveValue("");
  const html = await page.content();
  for (const text of [html, ...payloads]) {
    expect(text).not.toContain(KEY);
    expect(text).not.toContain(SECRET);
  }
  await expectNoAxeViolations(page);

  // The change is in the site's history, the secrets masked.
  await page.goto(`${CONSOLE}/sites/${SITE}/settings/history`);
  await expect(page.getByText("messaging.sms_sender").first()).toBeVisible();
  expect(await page.content()).not.toContain(KEY);

  // A shopper asks for a sign-in code: the text comes from the site's sender id.
  const shopper = await page.context().browser()!.newPage();
  try {
    const mobile = freshMobile();
    await shopper.goto(siteUrl(SITE, "/sign-in"));
    await shopper.getByLabel("Mobile number").fill(mobile);
    await shopper.getByRole("button", { name: "Text me a code" }).click();
    await expect(shopper.getByRole("textbox", { name: "Code", exact: true })).toBeFocused();
    const e164 = `+61${mobile.replace(/\D/g, "").slice(1)}`;
    await expect(async () => {
      await shopper.goto(siteUrl(SITE, "/dev/sms"));
      const message = shopper
        .getByTestId("sms-message")
        .filter({ has: shopper.getByTestId("sms-to").getByText(e164, { exact: true }) })
        .first();
      await expect(message.getByTestId("sms-sender")).toHaveText("ProvMotors", { timeout: 1_000 });
    }).toPass({ timeout: 10_000, intervals: [250, 500] });
  } finally {
    await shopper.close();
  }
});
