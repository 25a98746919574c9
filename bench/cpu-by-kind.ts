/**
 * `npm run bench:cpu-by-kind -- <command …>`: runs a command (an e2e run, `npm test`) and says where its
 * CPU went, by kind of process: Chromium's renderers, browser and GPU processes, the app server, the
 * test runners, the `forecourt` command, PostgreSQL (decision 0058, sixth-session addendum). Every
 * process under the command is sampled from /proc every 250 ms; a process that lives less than that is
 * missed, and one's last quarter second may be. A daemon the command starts (a PostgreSQL server)
 * leaves its tree and is not counted.
 */
import { spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { cpuByKind, type ProcessSample, processKind } from "./cpu-kinds";

const TICKS_PER_SECOND = 100;
const command = process.argv.slice(2);
if (command.length === 0) {
  console.error("usage: npm run bench:cpu-by-kind -- <command> [args …]");
  process.exit(2);
}

type Proc = { pid: number; ppid: number; key: string; cpuSeconds: number };

function processes(): Proc[] {
  const found: Proc[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      found.push({
        pid: Number(entry),
        ppid: Number(fields[1]),
        // A pid is reused; with its start time it is one process.
        key: `${entry}@${fields[19]}`,
        cpuSeconds: (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND,
      });
    } catch {
      // It ended while we looked.
    }
  }
  return found;
}

const kinds = new Map<string, string>();
const samples = new Map<string, ProcessSample>();
function sample(rootPid: number): void {
  const all = processes();
  const children = new Map<number, Proc[]>();
  for (const proc of all) children.set(proc.ppid, [...(children.get(proc.ppid) ?? []), proc]);
  const stack = [...(children.get(rootPid) ?? [])];
  for (let proc = stack.pop(); proc; proc = stack.pop()) {
    let kind = kinds.get(proc.key);
    if (!kind) {
      try {
        kind = processKind(readFileSync(`/proc/${proc.pid}/cmdline`, "utf8").replaceAll("\0", " ").trim());
      } catch {
        kind = "other";
      }
      kinds.set(proc.key, kind);
    }
    samples.set(proc.key, { key: proc.key, kind, cpuSeconds: proc.cpuSeconds });
    stack.push(...(children.get(proc.pid) ?? []));
  }
}

const started = Date.now();
const child = spawn(command[0]!, command.slice(1), { stdio: "inherit" });
const timer = setInterval(() => sample(child.pid!), 250);
child.on("exit", (code, signal) => {
  clearInterval(timer);
  const wall = (Date.now() - started) / 1000;
  const byKind = cpuByKind(samples.values());
  const total = [...byKind.values()].reduce((sum, seconds) => sum + seconds, 0);
  console.log(`\ncpu-by-kind: ${command.join(" ")}`);
  console.log(
    `wall ${wall.toFixed(0)} s; CPU ${total.toFixed(0)} s (${((100 * total) / wall).toFixed(0)}% of a core)`,
  );
  for (const [kind, seconds] of byKind) {
    if (seconds >= 0.5)
      console.log(
        `${seconds.toFixed(1).padStart(9)} s  ${((100 * seconds) / total).toFixed(0).padStart(3)}%  ${kind}`,
      );
  }
  process.exit(code ?? (signal ? 1 : 0));
});
