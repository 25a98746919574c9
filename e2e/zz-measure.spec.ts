import { test } from "./fixtures";

const SITE = "metro-motor-group";
for (const [name, viewport] of [
  ["phone", { width: 390, height: 844 }],
  ["desktop", { width: 1280, height: 800 }],
] as const) {
  test(`measure ${name}`, async ({ browser, asSite }) => {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    for (const path of ["/search", "/search/used-cars", "/search?postcode=6107"]) {
      await page.goto(asSite(SITE).url(path));
      await page.locator('form[data-enhanced="true"]').waitFor();
      const m = await page.evaluate(() => {
        const cards = [...document.querySelectorAll("#results article")].map(
          (a) => a.getBoundingClientRect().height,
        );
        const first = document.querySelector("#results article")!.getBoundingClientRect();
        const form = document.querySelector('form[aria-label="Search stock"]')!.getBoundingClientRect();
        const buttons = [...document.querySelectorAll("#results article")].map(
          (a) =>
            [...a.querySelectorAll("a,button")].filter(
              (e) => (e as HTMLElement).offsetParent && e.getBoundingClientRect().height > 20,
            ).length,
        );
        return {
          firstCardTop: Math.round(first.top + scrollY),
          formTop: Math.round(form.top + scrollY),
          cardHeightMax: Math.round(Math.max(...cards)),
          cardHeightMin: Math.round(Math.min(...cards)),
          cardHeightMedian: Math.round([...cards].sort((a, b) => a - b)[Math.floor(cards.length / 2)]!),
          maxButtons: Math.max(...buttons),
        };
      });
      console.log(`MEASURE ${name} ${path} ${JSON.stringify(m)}`);
    }
    await context.close();
  });
}
