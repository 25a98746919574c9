import { existsSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type AppServer,
  appServerTail,
  freePort,
  startAppServer,
  stopAppServer,
  waitHealthy,
} from "../../../test/app-process";
import { type ConsoleReply, matrixMismatches, signInCast } from "../../../test/console-matrix";
import type { ConsoleRequest } from "../../../test/console-routes-table";
import { hangGuard } from "../../../test/limits";
import { siteRequest } from "../../../test/site-request";
import { createScratchDatabase } from "../db/test-database";

/**
 * Issue 31 "Done when: a role matrix test … on PGlite and PostgreSQL": the same table as
 * e2e/console-matrix.spec.ts (which runs it on PGlite), here on PostgreSQL, against a real server
 * (scripts/start.mjs, front door included) on a scratch database. Needs DATABASE_URL and a production
 * build, as src/server/multi-server.int.test.ts does; skipped with the reason otherwise.
 */
const ROOT = path.resolve(import.meta.dirname, "../../..");
const serverUrl = process.env.DATABASE_URL;
const built = existsSync(path.join(ROOT, ".next", "BUILD_ID"));
const ADMIN_TOKEN = "matrix-admin-token-of-at-least-24-characters";
const skipReason = [serverUrl ? null : "DATABASE_URL is unset", built ? null : "there is no production build"]
  .filter(Boolean)
  .join(" and ");

let scratch: { url: string; drop(): Promise<void> } | undefined;
let server: AppServer | undefined;

async function send(request: ConsoleRequest): Promise<ConsoleReply> {
  const port = server!.port;
  const headers: Record<string, string> = {};
  if (request.cookie) headers.cookie = request.cookie;
  if (request.bearer) headers.authorization = `Bearer ${request.bearer}`;
  if (request.method === "POST") {
    headers["content-type"] = "application/json";
    headers.origin = `http://console.localhost:${port}`;
  }
  const reply = await siteRequest({
    port,
    host: `console.localhost:${port}`,
    method: request.method,
    path: request.path,
    ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
    headers,
  });
  return { status: reply.status, headers: reply.headers, body: reply.body };
}

if (!skipReason) {
  beforeAll(async () => {
    scratch = await createScratchDatabase(serverUrl!, "forecourt_matrix");
    server = startAppServer("matrix", await freePort([]), {
      DATABASE_URL: scratch.url,
      DEMO_CARS: "30",
      ADMIN_TOKEN,
    });
    await waitHealthy(server, 150_000);
  }, hangGuard(180_000));

  afterAll(async () => {
    if (server) await stopAppServer(server);
    await scratch?.drop();
  }, hangGuard(60_000));
}

describe.skipIf(Boolean(skipReason))(
  `the console's role matrix on PostgreSQL (issue 31)${skipReason ? `; skipped: ${skipReason}` : ""}`,
  () => {
    it("each role reaches exactly what the rule allows, every route", {
      timeout: hangGuard(240_000),
    }, async () => {
      const cast = await signInCast(send, ADMIN_TOKEN, "harbour-city-toyota", String(Date.now()));
      expect(await matrixMismatches(send, cast), appServerTail(server!)).toEqual([]);
    });
  },
);
