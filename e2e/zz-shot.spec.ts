import { test } from "./fixtures";

const SITE = "metro-motor-group";
const PATHS = (process.env.SHOT_PATHS ?? "/search").split(",");
for (const [name, viewport] of [
  ["phone", { width: 390, height: 844 }],
  ["desktop", { width: 1280, height: 800 }],
] as const) {
  test(`shot ${name}`, async ({ browser, asSite }) => {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    let i = 0;
    for (const path of PATHS) {
      await page.goto(asSite(SITE).url(path));
      await page.locator('form[data-enhanced="true"]').waitFor();
      await page.waitForTimeout(500);
      await page.screenshot({ path: `/tmp/measure/${process.env.SHOT_TAG ?? "x"}-${name}-${i++}.png` });
    }
    await context.close();
  });
}
