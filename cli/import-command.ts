import { createReadStream } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import type { Env } from "@/env";
import { formatIssue } from "@/lib/import/validate-bundle";
import { ADMIN_TOKEN_FILE } from "@/server/admin/admin-token";
import { readServerAddress } from "@/server/admin/server-address";
import { dataDirLockOwner } from "@/server/db/data-dir-lock";
import { type ImportReport, importBundle } from "@/server/import/import-bundle";
import type { CliValues } from "./cli-args";
import type { CliIo, WithDatabase } from "./cli-io";

/**
 * `forecourt import <feed> [--replace-stock]` (issue 15 §1). When a server holds the data directory
 * (embedded PGlite allows one process per directory), the feed goes to that server's admin API, which
 * imports it while it keeps serving; `--server <url>` sends it to any server. Otherwise the command
 * opens the database itself.
 */
export async function runImport(
  file: string | undefined,
  values: CliValues,
  settings: Env,
  io: CliIo,
  withDatabase: WithDatabase,
): Promise<number> {
  if (!file) {
    io.err("import needs a feed file: forecourt import <bundle.json | feed.csv>");
    return 2;
  }
  try {
    if (!(await stat(file)).isFile()) throw new Error("not a file");
  } catch (error) {
    io.err(`Cannot read ${file}: ${(error as Error).message}`);
    return 2;
  }
  const server = values.server ?? runningServer(settings);
  if (server) return sendToServer(file, server, values, settings, io);

  let bundle: unknown;
  try {
    bundle = JSON.parse(await readFile(file, "utf8"));
  } catch (error) {
    io.err(`Cannot read ${file}: ${(error as Error).message}`);
    return 2;
  }
  return withDatabase(async (h) => {
    const report = await importBundle(h.db, bundle, { replaceStock: Boolean(values["replace-stock"]) });
    printReport(io, file, report);
    return report.issues.length ? 1 : 0;
  });
}

/** The admin URL of the live server holding the data directory, if one does (PGlite only). */
function runningServer(settings: Env): string | undefined {
  if (settings.DATABASE_URL) return undefined;
  const owner = dataDirLockOwner(settings.DATA_DIR);
  if (!owner) return undefined;
  const address = readServerAddress(settings.DATA_DIR);
  return address?.pid === owner.pid ? address.url : undefined;
}

async function tokenFor(values: CliValues, settings: Env): Promise<string | undefined> {
  if (values.token) return values.token;
  if (settings.ADMIN_TOKEN) return settings.ADMIN_TOKEN;
  try {
    return (await readFile(path.join(settings.DATA_DIR, ADMIN_TOKEN_FILE), "utf8")).trim();
  } catch {
    return undefined;
  }
}

async function sendToServer(
  file: string,
  server: string,
  values: CliValues,
  settings: Env,
  io: CliIo,
): Promise<number> {
  const token = await tokenFor(values, settings);
  if (!token) {
    io.err(
      `No admin token for ${server}: pass --token, set ADMIN_TOKEN, or run on the machine whose ${settings.DATA_DIR}/${ADMIN_TOKEN_FILE} the server wrote.`,
    );
    return 2;
  }
  const url = new URL("/admin/api/import", server);
  if (values["replace-stock"]) url.searchParams.set("replace_stock", "1");
  if (values.dealership) url.searchParams.set("dealership", values.dealership);
  const csv = /\.csv$/i.test(file);
  io.out(`Sending ${file} to the running server at ${server} …`);
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      headers: {
        authorization: `Bearer ${token}`,
        "content-type": csv ? "text/csv" : "application/json",
        "content-length": String((await stat(file)).size),
      },
      // Streamed from the file: a 150 MB feed is never held whole in this process.
      body: Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>,
      duplex: "half",
    } as RequestInit);
  } catch (error) {
    io.err(`Could not reach the server at ${server}: ${(error as Error).message}`);
    return 2;
  }
  const answer = (await response.json().catch(() => null)) as
    | (ImportReport & { error?: string; issues?: unknown })
    | null;
  if (!response.ok || !answer || answer.error) {
    io.err(`The server refused the feed (${response.status}): ${answer?.error ?? response.statusText}`);
    return 2;
  }
  printReport(io, file, answer);
  return answer.issues.length ? 1 : 0;
}

export function printReport(io: CliIo, source: string, report: ImportReport): void {
  io.out(
    `Imported ${source}${report.site ? ` (site ${report.site.slug}${report.site.created ? ", new" : ""})` : ""}`,
  );
  for (const [section, c] of Object.entries(report.counts)) {
    if (c.inserted + c.updated + c.failed === 0) continue;
    io.out(`  ${section.padEnd(12)} ${c.inserted} new, ${c.updated} updated, ${c.failed} failed`);
  }
  if (report.markedSold) io.out(`  ${report.markedSold} cars missing from the feed marked sold`);
  if (report.warnings.length) {
    io.err(`${report.warnings.length} warning(s), imported anyway:`);
    for (const warning of report.warnings) io.err(`  ${formatIssue(warning)}`);
  }
  if (report.issues.length) {
    io.err(`${report.issues.length} problem(s) in records not imported:`);
    for (const issue of report.issues) io.err(`  ${formatIssue(issue)}`);
  }
}
