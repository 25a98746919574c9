import { createReadStream } from "node:fs";
import { open, readFile, stat } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import type { Env } from "@/env";
import { formatIssue } from "@/lib/import/import-issue";
import { type FeedFormat, feedFormatOf } from "@/lib/import/read-feed";
import type { ImportReport } from "@/server/import/import-bundle";
import type { CliValues } from "./cli-args";
import type { CliIo, WithDatabase } from "./cli-io";
import { adminTokenOrSay, runningServer } from "./server-admin";

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
  const [dealership, ...more] = values.dealership ?? [];
  if (more.length) {
    io.err("import takes one --dealership: a CSV feed's cars belong to one dealership.");
    return 2;
  }
  try {
    if (!(await stat(file)).isFile()) throw new Error("not a file");
  } catch (error) {
    io.err(`Cannot read ${file}: ${(error as Error).message}`);
    return 2;
  }
  const format = feedFormatOf(file, await firstBytes(file));
  const server = values.server ?? runningServer(settings);
  if (server) return sendToServer(file, { format, dealership }, server, values, settings, io);
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch (error) {
    io.err(`Cannot read ${file}: ${(error as Error).message}`);
    return 2;
  }
  return withDatabase(async (h) => {
    // Loaded here, not at the top: a feed sent to the running server needs none of the importer
    // (cli/forecourt.ts, "Loaded when used").
    const { beginMachineImport, finishMachineImport } = await import("@/server/import/feed-history");
    const { importFeed } = await import("@/server/import/import-feed");
    const history = {
      source: "cli" as const,
      actor: { kind: "cli" as const, address: null },
      format,
      startedAt: new Date(),
      fileName: path.basename(file),
      dealershipSlug: dealership,
    };
    const importId = await beginMachineImport(h.db, history);
    const report = await importFeed(h.db, text, {
      format,
      dealershipSlug: dealership,
      replaceStock: Boolean(values["replace-stock"]),
      replaceConfig: Boolean(values["replace-config"]),
      importId,
    }).catch(async (error: Error) => {
      await finishMachineImport(h.db, importId, history, { error: error.message, outcome: "failed" });
      throw error;
    });
    const bytes = Buffer.byteLength(text);
    await finishMachineImport(h.db, importId, history, {
      report: { ...report, feed: { format, bytes, ms: 0, waitedMs: 0 } },
    });
    printReport(io, file, report);
    return report.issues.length ? 1 : 0;
  });
}

/** The start of a file, which says whether a feed without a telling name is JSON or CSV. */
async function firstBytes(file: string): Promise<string> {
  const handle = await open(file, "r");
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(64), 0, 64, 0);
    return buffer.subarray(0, bytesRead).toString("utf8");
  } finally {
    await handle.close();
  }
}

async function sendToServer(
  file: string,
  { format, dealership }: { format: FeedFormat; dealership: string | undefined },
  server: string,
  values: CliValues,
  settings: Env,
  io: CliIo,
): Promise<number> {
  const token = await adminTokenOrSay(server, values, settings, io);
  if (!token) return 2;
  const url = new URL("/admin/api/import", server);
  if (values["replace-stock"]) url.searchParams.set("replace_stock", "1");
  if (values["replace-config"]) url.searchParams.set("replace_config", "1");
  if (dealership) url.searchParams.set("dealership", dealership);
  io.out(`Sending ${file} to the running server at ${server} …`);
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      headers: {
        authorization: `Bearer ${token}`,
        "content-type": format === "csv" ? "text/csv" : "application/json",
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
  if (report.refused) {
    io.err(
      `Refused ${source}: the site${report.refused.site ? ` ${report.refused.site}` : ""} was refused, so nothing in it was imported`,
    );
  } else {
    io.out(
      `Imported ${source}${report.site ? ` (site ${report.site.slug}${report.site.created ? ", new" : ""})` : ""}`,
    );
  }
  for (const [section, c] of Object.entries(report.counts)) {
    if (c.inserted + c.updated + c.failed === 0) continue;
    io.out(`  ${section.padEnd(12)} ${c.inserted} new, ${c.updated} updated, ${c.failed} failed`);
  }
  if (report.markedSold) io.out(`  ${report.markedSold} cars missing from the feed marked sold`);
  // Keys only: some config values are secrets (decision 0041).
  const config = report.config;
  const how = config?.replaced ? "replaced" : "merged";
  if (config?.site?.length) io.out(`  site config ${how}, changed: ${config.site.join(", ")}`);
  for (const [slug, keys] of Object.entries(config?.dealerships ?? {})) {
    io.out(`  dealership ${slug} config ${how}, changed: ${keys.join(", ")}`);
  }
  if (report.warnings.length) {
    io.err(`${report.warnings.length} warning(s), imported anyway:`);
    for (const warning of report.warnings) io.err(`  ${formatIssue(warning)}`);
  }
  if (report.issues.length) {
    io.err(`${report.issues.length} problem(s) in records not imported:`);
    for (const issue of report.issues) io.err(`  ${formatIssue(issue)}`);
  }
}
