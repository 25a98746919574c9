import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, devices, type LaunchOptions } from "@playwright/test";
import { CHROMIUM_FLAGS, HEADLESS_SHELL_PATH } from "./scripts/chromium";

// E2E_PORT lets two checkouts run their e2e suites side by side.
const PORT = Number(process.env.E2E_PORT ?? "3100");

// A fresh data directory per e2e run, so every run migrates and seeds the demo from scratch.
// Playwright loads this file in the runner *and* in every worker process; the env var makes them all agree
// on one directory (workers inherit the runner's environment) instead of each making its own, and lets
// tests find the app's data if they need to. Only the process that created it removes it, at exit;
// set FORECOURT_E2E_KEEP_DATA=1 to keep it for a post-mortem.
let dataDir = process.env.FORECOURT_E2E_DATA_DIR;
if (!dataDir) {
  const created = mkdtempSync(join(tmpdir(), "forecourt-e2e-"));
  dataDir = created;
  process.env.FORECOURT_E2E_DATA_DIR = created;
  if (!process.env.FORECOURT_E2E_KEEP_DATA) {
    process.on("exit", () => {
      try {
        rmSync(created, { recursive: true, force: true, maxRetries: 3 });
      } catch {
        // Best effort: a leftover temp dir is harmless.
      }
    });
  }
}

const launchOptions: LaunchOptions = { executablePath: HEADLESS_SHELL_PATH, args: CHROMIUM_FLAGS };
const chromium = {
  ...devices["Desktop Chrome"],
  // Never a branded channel or Playwright's bundled build: always Debian's headless shell
  // (/usr/bin/chromium-headless-shell, scripts/chromium.ts).
  channel: undefined,
  launchOptions,
};

/** Specs that need the server to themselves: they run after every other spec has finished (see below). */
const ALONE = /query-count\.spec\.ts$/;
/**
 * The longest specs (whole-site walks and the fuzzer, a minute or more each): started first, so the
 * short ones fill in around them instead of one of them finishing alone at the end.
 */
const LONG = /(site-links|malformed-input|secrets|console-secrets)\.spec\.ts$/;

export default defineConfig({
  testDir: "e2e",
  // Two workers share the one server (issue 35 §5, decision 0058): a spec mostly waits on the server and
  // the browser, so two at a time finish in about half the time on 2 cores. Files are the unit of
  // parallelism: a file's tests run in order in one worker, as they always have. Three were tried again
  // with the headless shell (fifth session, docs/benchmarks.md): beside `npm test`'s niced integration
  // lanes the machine's load reached 14, specs timed out and the run was stopped at 23 minutes.
  // E2E_WORKERS overrides the count for a run on a larger machine.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? "2"),
  retries: process.env.CI ? 1 : 0,
  // Under CI, twice Playwright's default limits (30 s a test, 5 s an expectation): these specs check
  // behaviour, not speed (speed is measured in bench/), and a CI machine half as fast as the one the
  // suite was tuned on, with the integration lanes beside it, timed out a dozen specs at 31-36 s, their
  // retries too (fifth session). A test that sets its own limit keeps it.
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: process.env.CI ? 10_000 : 5_000 },
  forbidOnly: !!process.env.CI,
  reporter: "list",
  use: {
    // Tests mostly visit http://<site-slug>.localhost:3100/ (Chromium resolves *.localhost to loopback).
    baseURL: `http://localhost:${PORT}`,
    // A trace only when a test is retried (CI retries once), not recorded for every test and thrown
    // away: recording one (a screencast and a DOM snapshot per action) cost about a fifth of the e2e
    // run's CPU (sixth session, docs/benchmarks.md). A local run keeps one per failure with
    // `--trace retain-on-failure`.
    trace: "on-first-retry",
    launchOptions,
  },
  // The projects differ only in when their specs start: "long" before "chromium" (both at once, two
  // workers between them), "alone" after both (a teardown project runs once every test of the projects
  // naming it has finished, whether or not they passed). Every spec runs in exactly one of them.
  projects: [
    { name: "long", testMatch: LONG, use: chromium, teardown: "alone" },
    { name: "chromium", testIgnore: [LONG, ALONE], use: chromium, teardown: "alone" },
    {
      // e2e/query-count.spec.ts counts every statement the server sends during one request: another
      // worker's traffic would be counted too, so it runs when nothing else is in flight.
      name: "alone",
      testMatch: ALONE,
      use: chromium,
    },
  ],
  webServer: {
    // `npm test` runs `npm run build` before e2e, so the server must not build again.
    command: "node scripts/start.mjs",
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: "pipe",
    stderr: "pipe",
    env: {
      PORT: String(PORT),
      DATA_DIR: dataDir,
      FORECOURT_SKIP_BUILD: "1",
      // Every form test posts from this one address; the limit itself is unit-tested (lib/net/rate-limit).
      LEAD_RATE_PER_IP: "1000",
      // Every page of every spec sends its analytics from this one address (decision 0061; the limit is
      // integration-tested), and e2e/analytics.spec.ts waits for the rollup, which runs every 5 s here.
      ANALYTICS_RATE_PER_IP: "1000000",
      ANALYTICS_ROLLUP_SECONDS: "5",
      // The dev outbox page (/dev/sms) in this production build: e2e/sign-in.spec.ts reads its codes there.
      SMS_DEV_OUTBOX_PAGE: "1",
      // Every statement the server sends, for e2e/query-count.spec.ts.
      FORECOURT_QUERY_LOG: join(dataDir, "queries.log"),
      // Warnings and errors only: a line per request for thousands of requests buries a failure in the
      // run's output (the request log itself is tested in src/server/observability, decision 0068).
      LOG_LEVEL: "warn",
    },
  },
});
