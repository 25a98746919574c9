import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { runCli } from "./forecourt";

/**
 * Test support for the CLI's integration tests: temp data directories (removed by `removeTempDirs`,
 * from an `afterAll`) and `run`, which runs the CLI in-process and collects what it prints.
 */

const dirs: string[] = [];
export function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "forecourt-cli-"));
  dirs.push(dir);
  return dir;
}

export function removeTempDirs(): void {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
}

export async function run(args: string[], env: Record<string, string | undefined> = {}) {
  const out: string[] = [];
  const err: string[] = [];
  // These tests are about the embedded default, so PGlite even when the suite runs against PostgreSQL.
  const code = await runCli(
    args,
    { out: (l) => out.push(l), err: (l) => err.push(l) },
    { ...env, DATABASE_URL: undefined },
  );
  return { code, out: out.join("\n"), err: err.join("\n") };
}
