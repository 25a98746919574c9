import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { backendIndependentFiles } from "./test/backend-independent";
import { hangGuard } from "./test/limits";

/**
 * Unit tests that hold wall-clock behaviour (a front door's read timeouts, a deadline, a tick): `npm test`
 * runs them at normal priority before the build, not niced beside the e2e run, where a niced process can
 * wait a second for the CPU and a 250 ms gap becomes a timeout (decision 0058).
 */
const TIMING = [
  "scripts/front-*.test.ts",
  "scripts/slow-clients.test.ts",
  "src/server/sms/messagemedia-sms-sender.test.ts",
  "src/server/trade-in/autograb-*.test.ts",
];

const alias = {
  "@": fileURLToPath(new URL("./src", import.meta.url)),
  "server-only": fileURLToPath(new URL("./test/empty-module.ts", import.meta.url)),
};

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: [
            "src/**/*.test.ts",
            "cli/**/*.test.ts",
            "scripts/**/*.test.ts",
            "test/**/*.test.ts",
            // Not bench/next-floor/: its build holds copies of packages with their own tests.
            "bench/*.test.ts",
          ],
          exclude: ["**/*.int.test.ts", "node_modules/**", ...TIMING],
          environment: "node",
          // vitest's default is one worker fewer than the cores: one, here. Threads start faster than
          // forks, and no unit test needs a process of its own (decision 0058).
          pool: "threads",
          maxWorkers: 2,
          // One module graph per worker, not per file: 85 s became 33 s here (decision 0058 addendum).
          isolate: false,
          // The server's JSON log lines stay out of the test output; a test that reads them captures
          // them itself (test/log-capture.ts, decision 0068).
          env: { LOG_LEVEL: "silent" },
          // A hang guard, not a speed limit: `npm test` runs these niced beside the e2e run, where a
          // test that takes 1 s alone can take several.
          testTimeout: 30_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "timing",
          include: TIMING,
          environment: "node",
          pool: "threads",
          maxWorkers: 2,
          testTimeout: 30_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "integration",
          include: ["src/**/*.int.test.ts", "cli/**/*.int.test.ts"],
          // On PostgreSQL, the files whose result cannot depend on it would only repeat the PGlite run.
          exclude: process.env.DATABASE_URL
            ? ["node_modules/**", ...backendIndependentFiles(fileURLToPath(new URL(".", import.meta.url)))]
            : ["node_modules/**"],
          environment: "node",
          // Each file opens its own database; PGlite is single-threaded WASM, so two forks suit 2 cores.
          pool: "forks",
          maxWorkers: 2,
          // The files share their worker's modules (decision 0058 addendum): `@/env` is read once per
          // worker, so what a route handler reads from the environment is set here, for every file.
          isolate: false,
          env: { LOG_LEVEL: "silent", ADMIN_TOKEN: "integration-admin-token-0123456789abcdef" },
          sequence: { groupOrder: 1 },
          // Migrates one template database per run; each file's openTestDatabase() copies it (0058).
          globalSetup: ["test/integration-setup.ts"],
          // Hang guards, not speed limits: under CI these run niced beside the e2e run, where the sixth
          // session's run on a slow machine took four tests past their limits (one that takes 14 s
          // alone took 269 s).
          testTimeout: hangGuard(60_000),
          hookTimeout: hangGuard(120_000),
        },
      },
    ],
  },
});
