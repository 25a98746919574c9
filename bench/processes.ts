/**
 * The benches' view of the processes they start: the resident memory and CPU time of a process and
 * its descendants, from /proc (an app server is start.mjs's front door and Next's server; PostgreSQL
 * is its postmaster and backends), and a child stopped as a deploy stops it (SIGTERM).
 */
import type { ChildProcess } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";

/** Linux's clock ticks a second, which /proc/<pid>/stat counts CPU time in (`getconf CLK_TCK`). */
const TICKS_PER_SECOND = 100;

function childrenByParent(): Map<number, number[]> {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // The process ended while we looked.
    }
  }
  return children;
}

/** Resident bytes and CPU milliseconds (user + system, so far) of a process and its descendants. */
export function treeUsage(rootPid: number): { rssBytes: number; cpuMs: number } {
  const children = childrenByParent();
  let rssBytes = 0;
  let cpuMs = 0;
  const stack = [rootPid];
  while (stack.length) {
    const pid = stack.pop()!;
    try {
      const status = readFileSync(`/proc/${pid}/status`, "utf8");
      rssBytes += Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      // utime and stime are fields 14 and 15 of stat, 12 and 13 after the pid and name.
      cpuMs += ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
    } catch {
      // gone
    }
    stack.push(...(children.get(pid) ?? []));
  }
  return { rssBytes, cpuMs };
}

/** Stops a child with SIGTERM (as a deploy does) and resolves once it has exited. */
export function stopProcess(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
}
