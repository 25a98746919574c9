import { readFileSync } from "node:fs";
import path from "node:path";
import { type ConsoleReply, matrixMismatches, signInCast } from "../test/console-matrix";
import type { ConsoleRequest } from "../test/console-routes-table";
import { expect, sendToSite, test } from "./fixtures";

/**
 * Issue 31 "Done when": every role × every console route, allowed or refused as the role rule says,
 * on the built server over HTTP (PGlite here; src/server/staff/console-matrix.int.test.ts runs the same
 * table on PostgreSQL).
 */

async function send(request: ConsoleRequest): Promise<ConsoleReply> {
  const headers: Record<string, string> = {};
  if (request.cookie) headers.cookie = request.cookie;
  if (request.bearer) headers.authorization = `Bearer ${request.bearer}`;
  if (request.method === "POST") {
    headers["content-type"] = "application/json";
    headers.origin = `http://console.localhost:${process.env.E2E_PORT ?? "3100"}`;
  }
  const reply = await sendToSite("console.localhost", request.path, {
    method: request.method,
    ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
    headers,
  });
  return { status: reply.status, headers: reply.headers, body: reply.body };
}

test("the console's role matrix: each role reaches exactly what the rule allows (issue 31)", async () => {
  test.setTimeout(180_000);
  const token = readFileSync(
    path.join(process.env.FORECOURT_E2E_DATA_DIR as string, "admin-token"),
    "utf8",
  ).trim();
  const cast = await signInCast(send, token, "harbour-city-toyota", String(Date.now()));
  expect(await matrixMismatches(send, cast)).toEqual([]);
});
