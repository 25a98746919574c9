// backend-independent: the server it starts runs on its own PGlite data directory.
import { existsSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type AppServer,
  appServerLog,
  appServerTail,
  freePort,
  requestApp,
  startAppServer,
  stopAppServer,
  waitHealthy,
} from "../../../test/app-process";
import { hangGuard } from "../../../test/limits";

/**
 * Issue 36 item 3, done when (decision 0068), on a real server as `npm start` runs it (front door,
 * Next, the boot): one page request's id is on its answer and on every line the server logs for it,
 * each naming its site and route kind; `/api/ready` turns 200 once the search indexes are warm;
 * `/metrics` after traffic shows the named series to the operator and refuses anyone else; the traces
 * reach a collector on loopback. Needs a production build (.next/BUILD_ID); skipped without one.
 */
const ROOT = path.resolve(import.meta.dirname, "../../..");
const built = existsSync(path.join(ROOT, ".next", "BUILD_ID"));
const TOKEN = "observability-admin-token-0123456789";
const SITE = "harbour-toyota";
const REQUEST_ID = "req-app-observability-1";

const posted: string[] = [];
const collector = http.createServer((request, response) => {
  let body = "";
  request.on("data", (chunk: Buffer) => {
    body += chunk.toString("utf8");
  });
  request.on("end", () => {
    if (request.url === "/v1/traces") posted.push(body);
    response.writeHead(200, { "content-type": "application/json" });
    response.end("{}");
  });
});
let server: AppServer | undefined;

beforeAll(async () => {
  if (!built) return;
  await new Promise<void>((resolve) => collector.listen(0, "127.0.0.1", resolve));
  const { port: collectorPort } = collector.address() as AddressInfo;
  server = startAppServer("observability", await freePort(), {
    ADMIN_TOKEN: TOKEN,
    DEMO_CARS: "60",
    OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${collectorPort}`,
  });
  await waitHealthy(server, 180_000);
}, hangGuard(240_000));

afterAll(async () => {
  if (server) await stopAppServer(server);
  collector.close();
});

const jsonLines = (text: string) =>
  text
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as Record<string, unknown>);

describe.skipIf(!built)("a real server's logs, readiness, metrics and traces (issue 36 item 3)", () => {
  it("turns ready once the boot has warmed the search indexes", async () => {
    let status = 0;
    for (let i = 0; i < 120 && status !== 200; i++) {
      status = (await requestApp(server!, { path: "/api/ready" })).status;
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(status, appServerTail(server!)).toBe(200);
  });

  it("puts one page request's id on its answer and on every line logged for it, with its site and route", async () => {
    const reply = await requestApp(server!, {
      site: SITE,
      path: "/search?q=ada%40example.com",
      headers: { "x-request-id": REQUEST_ID },
    });
    expect(reply.status).toBe(200);
    expect(reply.headers["x-request-id"]).toBe(REQUEST_ID);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const lines = jsonLines(appServerLog(server!)).filter((line) => line.requestId === REQUEST_ID);
    expect(lines.length, appServerTail(server!)).toBeGreaterThanOrEqual(1);
    for (const line of lines)
      expect(line).toMatchObject({ requestId: REQUEST_ID, site: SITE, route: "page" });
    expect(lines).toContainEqual(
      expect.objectContaining({ component: "http", path: "/search", status: 200 }),
    );
    // Every line that names this request names it everywhere: no line of it without the id.
    expect(appServerLog(server!)).not.toContain("ada%40example.com");
  });

  it("shows the operator the named series after traffic, and refuses a scrape without the token", async () => {
    expect((await requestApp(server!, { path: "/metrics" })).status).toBe(401);
    const scrape = await requestApp(server!, {
      path: "/metrics",
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(scrape.status).toBe(200);
    for (const series of [
      /^forecourt_http_requests_total\{[^}]*route="page"[^}]*\} \d+/m,
      /^forecourt_http_request_duration_seconds_bucket\{/m,
      /^forecourt_outbox_depth\{queue="lead_deliveries"\} \d+/m,
      /^forecourt_outbox_oldest_age_seconds\{queue="lead_deliveries"\} /m,
      /^forecourt_search_index_bytes\{site="harbour-toyota"\} \d+/m,
      /^forecourt_search_indexes_warm 1$/m,
      /^forecourt_ready 1$/m,
      /^nodejs_eventloop_lag_seconds /m,
    ]) {
      expect(scrape.body).toMatch(series);
    }
  });

  it("sends the request's spans, named with its id, to the collector on loopback", async () => {
    for (let i = 0; i < 40 && !posted.join("").includes(REQUEST_ID); i++) {
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const sent = posted.join("");
    expect(sent).toContain(REQUEST_ID);
    expect(sent).toContain('"forecourt.site"');
    expect(sent).not.toContain("ada%40example.com");
  });
});
