import { type ChildProcess, spawn } from "node:child_process";
import { accessSync, constants, copyFileSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { chmod } from "node:fs/promises";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * Test support: Debian's Varnish (`varnishd`, package `varnish`; scripts/ensure-varnish.mjs installs
 * it) running the repo's rules (deploy/varnish/forecourt.vcl) in front of backends on loopback, as
 * compose.yaml's deploy/varnish/default.vcl runs them in front of the two app servers.
 */
const ROOT = path.resolve(import.meta.dirname, "..");
const RULES = path.join(ROOT, "deploy", "varnish", "forecourt.vcl");
const CANDIDATES = ["/usr/sbin/varnishd", "/usr/local/sbin/varnishd", "/usr/bin/varnishd"];

/** Where varnishd is, or null when Varnish is not installed. */
export function varnishd(): string | null {
  for (const file of CANDIDATES) {
    try {
      accessSync(file, constants.X_OK);
      return file;
    } catch {
      // Not here.
    }
  }
  return null;
}

export type VarnishProcess = { port: number; child: ChildProcess; log: string[]; dir: string };

/**
 * The VCL naming the backends (round robin, as default.vcl) and the addresses whose purges count,
 * then the repo's rules.
 */
export function testVcl(backends: readonly number[], purgers: readonly string[]): string {
  const names = backends.map((_, i) => `app_${i}`);
  return [
    "vcl 4.1;",
    "import directors;",
    ...backends.map(
      (port, i) =>
        `backend ${names[i]} { .host = "127.0.0.1"; .port = "${port}"; .first_byte_timeout = 120s; }`,
    ),
    `acl forecourt_purgers { ${purgers.map((address) => `"${address}";`).join(" ")} }`,
    `sub vcl_init { new forecourt = directors.round_robin(); ${names
      .map((name) => `forecourt.add_backend(${name});`)
      .join(" ")} }`,
    'include "./forecourt.vcl";',
    "",
  ].join("\n");
}

/**
 * Starts varnishd in the foreground on loopback `port`, in front of `backends` (loopback ports), taking
 * purges from `purgers`; resolves once it answers.
 */
export async function startVarnish(
  port: number,
  backends: readonly number[],
  purgers: readonly string[] = ["127.0.0.1"],
): Promise<VarnishProcess> {
  const binary = varnishd();
  if (!binary) throw new Error("varnishd is not installed (node scripts/ensure-varnish.mjs)");
  // Readable by Varnish's own unprivileged users, which compile the VCL and run the cache.
  const dir = mkdtempSync(path.join(tmpdir(), "forecourt-varnish-"));
  await chmod(dir, 0o755);
  copyFileSync(RULES, path.join(dir, "forecourt.vcl"));
  writeFileSync(path.join(dir, "test.vcl"), testVcl(backends, purgers));
  const child = spawn(
    binary,
    [
      "-F",
      "-a",
      `127.0.0.1:${port}`,
      "-f",
      path.join(dir, "test.vcl"),
      "-n",
      path.join(dir, "work"),
      "-s",
      "malloc,64m",
      // The management port on loopback, chosen by the kernel: no clash with another Varnish.
      "-T",
      "127.0.0.1:0",
    ],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  const log: string[] = [];
  child.stdout?.on("data", (chunk: Buffer) => log.push(chunk.toString("utf8")));
  child.stderr?.on("data", (chunk: Buffer) => log.push(chunk.toString("utf8")));
  const varnish = { port, child, log, dir };
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`varnishd exited with ${child.exitCode}\n${log.join("")}`);
    if (await answers(port)) return varnish;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stopVarnish(varnish);
  throw new Error(`varnishd did not answer on ${port} within 30 s\n${log.join("")}`);
}

function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: "127.0.0.1" }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.on("error", () => resolve(false));
  });
}

/** Stops varnishd (its manager stops the cache process) and removes its directory. */
export async function stopVarnish(varnish: VarnishProcess | undefined): Promise<void> {
  if (!varnish) return;
  const { child } = varnish;
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
    child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
    await exited;
    clearTimeout(timer);
  }
  rmSync(varnish.dir, { recursive: true, force: true });
}
