import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { captureLogs, type LogLine } from "../../../test/log-capture";
import { observeHttpRequests } from "./http-observation";
import { createMetrics } from "./metrics";
import { currentRequest } from "./request-context";

/**
 * Issue 36 item 3 (decision 0068): every request the server's HTTP server takes gets its id, its route
 * kind and (on the console's host and the admin API) its site from the path, before the handler runs;
 * its end is counted and logged, at `debug` for probes and built assets, and as 499 when the client
 * went away before the answer ended.
 */
const metrics = createMetrics();
let stop: () => void;
let port: number;
const seenByHandler: unknown[] = [];
const server = http.createServer((request, response) => {
  seenByHandler.push({ header: request.headers["x-request-id"], context: { ...currentRequest() } });
  if (request.url === "/slow") {
    setTimeout(() => response.end("late"), 300);
    return;
  }
  response.writeHead(request.url === "/api/leads" ? 429 : 200);
  response.end("ok");
});

beforeAll(async () => {
  stop = observeHttpRequests({ metrics, consoleHost: "console.localhost" });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => {
  stop();
  server.closeAllConnections();
  server.close();
});

function get(path: string, host = "harbour.localhost"): Promise<{ status: number; id: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path, headers: { host } }, (response) => {
        response.resume();
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, id: String(response.headers["x-request-id"]) }),
        );
      })
      .on("error", reject);
  });
}

async function lineFor(lines: LogLine[], requestId: string): Promise<LogLine> {
  for (let i = 0; i < 100; i++) {
    const line = lines.find((l) => l.requestId === requestId && l.component === "http");
    if (line) return line;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`no line for ${requestId}`);
}

describe("watching the HTTP server's requests", () => {
  it("hands the handler the request's id and context, and names the site a console path holds", async () => {
    seenByHandler.length = 0;
    const { id } = await get("/sites/harbour/leads?q=jo", "console.localhost:3000");
    expect(seenByHandler[0]).toEqual({
      header: id,
      context: { requestId: id, route: "console", site: "harbour" },
    });
  });

  it("logs a shopper's request at info and a probe or an asset at debug, each with its status and time", async () => {
    const captured = captureLogs();
    try {
      const page = await get("/cars/k1?email=jo%40example.com");
      const probe = await get("/api/health");
      const asset = await get("/_next/static/chunks/app.js");
      const refused = await get("/api/leads");
      expect(await lineFor(captured.lines, page.id)).toMatchObject({
        level: "info",
        msg: "GET /cars/k1 200",
        route: "page",
        path: "/cars/k1",
        status: 200,
      });
      expect(await lineFor(captured.lines, probe.id)).toMatchObject({ level: "debug", route: "ops" });
      expect(await lineFor(captured.lines, asset.id)).toMatchObject({ level: "debug", route: "asset" });
      expect(await lineFor(captured.lines, refused.id)).toMatchObject({
        level: "info",
        route: "site-api",
        status: 429,
      });
      expect(captured.text()).not.toContain("jo%40example.com");
    } finally {
      captured.restore();
    }
  });

  it("counts a request whose client went away before the answer as 499", async () => {
    const captured = captureLogs();
    try {
      const request = http.get({
        host: "127.0.0.1",
        port,
        path: "/slow",
        headers: { host: "harbour.localhost" },
      });
      request.on("error", () => undefined);
      setTimeout(() => request.destroy(), 50);
      for (let i = 0; i < 100 && !captured.lines.some((l) => l.status === 499); i++) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      expect(captured.lines.find((l) => l.path === "/slow")).toMatchObject({ status: 499, level: "info" });
      const text = await metrics.registry.metrics();
      expect(text).toMatch(/forecourt_http_requests_total\{route="page",method="GET",status="499"\} 1/);
      expect(text).toMatch(/forecourt_rate_limit_refusals_total\{route="site-api"\} 1/);
    } finally {
      captured.restore();
    }
  });
});
