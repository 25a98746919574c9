#!/usr/bin/env node
// `npm test`: every check, in lanes that run at once (issue 35 §5, decision 0058).
//
//   app       typecheck → build → e2e                 the critical path, at normal priority
//   checks    lint → unit-timing, then once the build   niced (+10): the CPU the e2e run leaves idle
//             has ended: unit → integration            (unit-timing, the wall-clock tests: not niced)
//   postgres  once the build has passed:              only with FORECOURT_TEST_DATABASE_URL (CI sets
//             integration on PostgreSQL               it); niced; two of its tests start the built app
//
// The e2e run mostly waits on its server and the browser, so on 2 cores the unit and integration tests
// fit in beside it. They wait for the build, which keeps both cores busy: beside it, niced tests would
// barely run and their timeouts would fire. Within a lane a failed step stops the lane (as `&&` did);
// the other lanes run on, so one run reports everything. Each line of output is tagged with its step;
// a table of the steps' times ends the run.
// FORECOURT_TEST_SERIAL=1 runs the same steps one after another, untagged (for a post-mortem).
import { spawn } from "node:child_process";
import { setPriority } from "node:os";
import { createInterface } from "node:readline";

/**
 * A step; `after`: starts once that step has ended (or been skipped); `needs`: runs only if it passed.
 * `nice`: the step's own priority instead of its lane's.
 * @typedef {{ name: string, script: string, env?: Record<string, string>, after?: string, needs?: string, nice?: number }} Step
 */
/** @typedef {{ name: string, nice: number, steps: Step[] }} Lane */

const postgresUrl = process.env.FORECOURT_TEST_DATABASE_URL;

/** @type {Lane[]} */
const LANES = [
  {
    name: "app",
    nice: 0,
    steps: [
      { name: "typecheck", script: "typecheck" },
      // The typecheck step just checked the whole project, Next's route types included.
      { name: "build", script: "build", env: { FORECOURT_TYPES_CHECKED: "1" } },
      { name: "e2e", script: "test:e2e" },
    ],
  },
  {
    name: "checks",
    nice: 10,
    steps: [
      { name: "lint", script: "lint" },
      // The unit tests that hold wall-clock behaviour, at normal priority while the typecheck runs.
      { name: "unit-timing", script: "test:unit:timing", nice: 0 },
      { name: "unit", script: "test:unit:rest", after: "build" },
      { name: "integration", script: "test:integration" },
    ],
  },
  ...(postgresUrl
    ? [
        {
          name: "postgres",
          nice: 10,
          steps: [
            {
              name: "integration-pg",
              script: "test:integration",
              env: { DATABASE_URL: postgresUrl },
              needs: "build",
            },
          ],
        },
      ]
    : []),
];

const serial = process.env.FORECOURT_TEST_SERIAL === "1";
const npm = process.platform === "win32" ? "npm.cmd" : "npm";
/** Step processes still running, by pid. */
const running = new Map();
/** @type {{ lane: string, step: string, status: "ok" | "FAILED" | "skipped", seconds: number }[]} */
const results = [];
const started = Date.now();

/**
 * The lines that say what failed, by step, kept to be repeated under the table: a CI page that shows
 * only a run's tail still names the failed test (vitest's FAIL and × lines, Playwright's ✘, the errors).
 */
const failureLines = new Map();
const FAILURE_LINE = /^\s*(FAIL|×|✘|✗)\s|AssertionError|Error:|[Tt]imed out|Test timeout/;
const FAILURE_LINES_KEPT = 60;
// biome-ignore lint/suspicious/noControlCharactersInRegex: terminal colour codes are what it strips
const COLOUR = /\x1b\[[0-9;]*m/g;

function tagLines(stream, step, out) {
  const tag = `[${step}]`;
  createInterface({ input: stream, crlfDelay: Number.POSITIVE_INFINITY }).on("line", (line) => {
    out.write(`${tag} ${line}\n`);
    const plain = line.replace(COLOUR, "");
    if (!FAILURE_LINE.test(plain)) return;
    const kept = failureLines.get(step) ?? [];
    if (kept.length < FAILURE_LINES_KEPT) kept.push(plain.trim().slice(0, 300));
    failureLines.set(step, kept);
  });
}

/** Runs one step; resolves with its exit code. */
function runStep(step, nice) {
  return new Promise((resolve) => {
    const child = spawn(npm, ["run", "--silent", step.script], {
      env: { ...process.env, ...step.env },
      stdio: serial ? "inherit" : ["ignore", "pipe", "pipe"],
    });
    running.set(child.pid, child);
    if (nice) {
      try {
        setPriority(child.pid, nice);
      } catch {
        // Not allowed here: the lane runs at normal priority.
      }
    }
    if (!serial) {
      tagLines(child.stdout, step.name, process.stdout);
      tagLines(child.stderr, step.name, process.stderr);
    }
    child.on("error", (error) => {
      console.error(`[test] ${step.name}: ${error.message}`);
    });
    child.on("close", (code, signal) => {
      running.delete(child.pid);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

/** Each step's outcome (true: passed), resolved when it ends or is skipped. */
const outcomes = new Map(
  LANES.flatMap((lane) =>
    lane.steps.map((step) => {
      /** @type {(passed: boolean) => void} */
      let settle = () => undefined;
      const promise = new Promise((resolve) => {
        settle = resolve;
      });
      return [step.name, { promise, settle }];
    }),
  ),
);

async function runLane(lane) {
  let failed = false;
  for (const step of lane.steps) {
    if (!failed && step.after) await outcomes.get(step.after)?.promise;
    if (!failed && step.needs && !(await outcomes.get(step.needs)?.promise)) {
      console.log(`[test] ${step.name}: skipped, ${step.needs} did not pass`);
      failed = true;
    }
    if (failed) {
      results.push({ lane: lane.name, step: step.name, status: "skipped", seconds: 0 });
      outcomes.get(step.name)?.settle(false);
      continue;
    }
    const at = Date.now();
    console.log(`==> [test] ${step.name} (${lane.name} lane)`);
    const code = await runStep(step, step.nice ?? lane.nice);
    const seconds = Math.round((Date.now() - at) / 1000);
    console.log(`<== [test] ${step.name}: ${code === 0 ? "ok" : `FAILED (exit ${code})`} in ${seconds}s`);
    results.push({ lane: lane.name, step: step.name, status: code === 0 ? "ok" : "FAILED", seconds });
    outcomes.get(step.name)?.settle(code === 0);
    failed = code !== 0;
  }
  return !failed;
}

// A terminal's Ctrl-C and `timeout` signal the whole process group, steps included; a lone kill of
// this process is passed on to the steps (npm passes it to the command).
function stopAll(signal) {
  for (const child of running.values()) child.kill(signal);
}
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    stopAll(signal);
    process.exit(130);
  });
}

let passed;
if (serial) {
  passed = true;
  // In lane order, so the step a step waits for has run when it starts.
  for (const lane of LANES) passed = (await runLane({ ...lane, nice: 0 })) && passed;
} else {
  passed = (await Promise.all(LANES.map(runLane))).every(Boolean);
}

console.log("\n[test] step            lane      result   time");
for (const r of results) {
  console.log(
    `[test] ${r.step.padEnd(16)}${r.lane.padEnd(10)}${r.status.padEnd(9)}${r.status === "skipped" ? "" : `${r.seconds}s`}`,
  );
}
for (const r of results.filter((result) => result.status === "FAILED")) {
  const lines = failureLines.get(r.step) ?? [];
  console.log(
    `\n[test] ${r.step} failed; its failure lines (${lines.length ? `first ${lines.length}` : "none matched; see its output above"}):`,
  );
  for (const line of lines) console.log(`[test] ${r.step}: ${line}`);
}
const total = Math.round((Date.now() - started) / 1000);
console.log(`[test] ${passed ? "all checks passed" : "FAILED"} in ${total}s`);
process.exit(passed ? 0 : 1);
