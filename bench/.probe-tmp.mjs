import { chromium } from "playwright-core";
const flags = ["--no-sandbox","--disable-gpu","--disable-quic","--no-first-run","--disable-background-networking","--disable-component-update","--disable-sync"];
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium-headless-shell", args: flags });
const urls = process.argv.slice(2);
for (const url of urls) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Performance.enable");
  const m = async () => Object.fromEntries((await cdp.send("Performance.getMetrics")).metrics.map((x) => [x.name, x.value]));
  const t0 = Date.now();
  await page.goto(url, { waitUntil: "load" });
  const a = await m(); const tl = Date.now() - t0;
  await page.waitForTimeout(3000);
  const b = await m();
  const f = (x) => (x * 1000).toFixed(0);
  console.log(`${url}\n  load ${tl} ms; to load: task ${f(a.TaskDuration)} script ${f(a.ScriptDuration)} layout ${f(a.LayoutDuration)} style ${f(a.RecalcStyleDuration)}; next 3 s idle: task ${f(b.TaskDuration - a.TaskDuration)} script ${f(b.ScriptDuration - a.ScriptDuration)} layout ${f(b.LayoutDuration-a.LayoutDuration)} style ${f(b.RecalcStyleDuration-a.RecalcStyleDuration)} nodes ${b.Nodes}`);
  await context.close();
}
await browser.close();
