import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  browserRequest,
  closeAll,
  type Front,
  type Received,
  type StandInRig,
  startStandInRig,
} from "./front-test-helpers";

describe("the front door: request body limits (issue 16 §3)", () => {
  const fronts: Front[] = [];
  let rig: StandInRig;
  let received: Received[] = [];
  let front = 0;

  beforeAll(async () => {
    rig = await startStandInRig(fronts);
    ({ front, received } = rig);
  });
  afterAll(() => closeAll(fronts, rig.next.server));

  it("§3: a Content-Length over the limit answers 413 at once, and Next never sees the request", async () => {
    const before = received.length;
    const answer = await browserRequest(front, {
      method: "POST",
      path: "/api/leads",
      headers: { "content-length": String(64 * 1024 + 1) },
    });
    expect(answer.status).toBe(413);
    expect(received.length).toBe(before);
  });

  it("§3: a chunked body (no Content-Length) is cut off at the limit with 413, and reading stops there", async () => {
    const before = received.length;
    const chunk = Buffer.alloc(16 * 1024, "a");
    const outcome = await new Promise<{ status: number; sent: number }>((resolve, reject) => {
      let sent = 0;
      let status = 0;
      const req = http.request({
        host: "127.0.0.1",
        port: front,
        method: "POST",
        path: "/api/leads",
        headers: { host: "site.localhost", "content-type": "application/json" },
      });
      req.on("response", (response) => {
        status = response.statusCode ?? 0;
        response.resume();
      });
      const pump = () => {
        // 64 MB offered; the front must stop long before it is all read.
        while (sent < 64 * 1024 * 1024 && !req.destroyed) {
          sent += chunk.length;
          if (!req.write(chunk)) {
            req.once("drain", pump);
            return;
          }
        }
        req.end();
      };
      req.on("close", () => resolve({ status, sent }));
      req.on("error", () => undefined);
      setTimeout(() => reject(new Error("the front read on")), 10_000).unref();
      pump();
    });
    expect(outcome.status).toBe(413);
    expect(outcome.sent).toBeLessThan(16 * 1024 * 1024);
    // Next got at most the limit, and its request was abandoned (never completed).
    const forwarded = received.slice(before).filter((r) => r.path === "/api/leads");
    expect(forwarded.every((r) => r.bytes <= 64 * 1024)).toBe(true);
  });

  it("§3: bodies under the limit pass whole; the import path has its own, larger limit", async () => {
    const body = "x".repeat(100 * 1024);
    const imported = await browserRequest(front, { method: "POST", path: "/admin/api/import", body });
    expect(JSON.parse(imported.body).bytes).toBe(body.length);
    expect((await browserRequest(front, { method: "POST", path: "/api/leads", body })).status).toBe(413);
    const small = await browserRequest(front, { method: "POST", path: "/api/leads", body: "x".repeat(1000) });
    expect(JSON.parse(small.body).bytes).toBe(1000);
  });
});
