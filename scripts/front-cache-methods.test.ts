import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  browserRequest,
  closeAll,
  type Front,
  type Received,
  rawRequest,
  type StandInRig,
  startStandInRig,
} from "./front-test-helpers";

describe("the front door: methods and requests Next must never see (issue 16 §2)", () => {
  const fronts: Front[] = [];
  let rig: StandInRig;
  let received: Received[] = [];
  let front = 0;

  beforeAll(async () => {
    rig = await startStandInRig(fronts);
    ({ front, received } = rig);
  });
  afterAll(() => closeAll(fronts, rig.next.server));

  it("§2: TRACE, TRACK, CONNECT and unknown methods answer 405 with Allow, never reaching Next", async () => {
    const before = received.length;
    const trace = await browserRequest(front, { method: "TRACE", path: "/cars/a" });
    expect(trace.status).toBe(405);
    expect(trace.headers.allow).toBe("GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS");
    for (const line of ["TRACK / HTTP/1.1", "CONNECT example.com:443 HTTP/1.1", "PROPFIND / HTTP/1.1"]) {
      const raw = await rawRequest(front, `${line}\r\nHost: site.localhost\r\nConnection: close\r\n\r\n`);
      expect(raw, line).toMatch(/^HTTP\/1\.1 405 /);
      expect(raw, line).toMatch(/\r\nallow: GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS\r\n/i);
      expect(raw, line).toMatch(/\r\nx-content-type-options: nosniff\r\n/i);
    }
    expect(received.length).toBe(before);
  });

  it("§2: a chunked body on a DELETE reaches Next framed as its body, never as a second request (smuggling)", async () => {
    const before = received.length;
    const smuggled = "GET /smuggled HTTP/1.1\r\nHost: x\r\n\r\n";
    const raw = await rawRequest(
      front,
      "DELETE /api/thing HTTP/1.1\r\nHost: site.localhost\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n" +
        `${smuggled.length.toString(16)}\r\n${smuggled}\r\n0\r\n\r\n`,
    );
    expect(raw).toMatch(/^HTTP\/1\.1 200 /);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const seen = received.slice(before);
    expect(seen.map((r) => r.path)).toEqual(["/api/thing"]);
    expect(seen[0]?.bytes).toBe(smuggled.length);
  });

  it("§2: what Next would answer with a bare 500 is answered here: a garbled router state, other methods or preconditions on built assets", async () => {
    const before = received.length;
    for (const tree of ["garbage", "%5B1%2C2%5D", "%ZZ"]) {
      const answer = await browserRequest(front, {
        path: "/search",
        headers: { rsc: "1", "next-router-state-tree": tree },
      });
      expect(answer.status, tree).toBe(400);
      expect(answer.headers["x-content-type-options"]).toBe("nosniff");
    }
    // On an API path the answer is JSON, as the app's own APIs answer.
    const api = await browserRequest(front, {
      path: "/api/search",
      headers: { rsc: "1", "next-router-state-tree": "x" },
    });
    expect(api.status).toBe(400);
    expect(JSON.parse(api.body)).toEqual({ error: "The router state header could not be read." });
    // Without `rsc`, Next does not read the header: it passes by.
    expect(
      (await browserRequest(front, { path: "/api/y", headers: { "next-router-state-tree": "x" } })).status,
    ).toBe(200);
    const post = await browserRequest(front, { method: "POST", path: "/_next/static/chunks/main.js" });
    expect(post.status).toBe(405);
    expect(post.headers.allow).toBe("GET, HEAD");
    expect(received.length).toBe(before + 1);
    // A real router state passes.
    const state = encodeURIComponent(JSON.stringify(["", { children: ["__PAGE__", {}] }, null, null, 1]));
    expect(
      (
        await browserRequest(front, {
          path: "/api/x",
          headers: { rsc: "1", "next-router-state-tree": state },
        })
      ).status,
    ).toBe(200);
    // A built asset is whole and immutable: a range or precondition is not passed on.
    await browserRequest(front, {
      path: "/_next/static/chunks/main.js",
      headers: { range: "bytes=99999-", "if-match": "x" },
    });
    const asset = received.at(-1);
    expect(asset?.path).toBe("/_next/static/chunks/main.js");
    expect(asset?.headers.range).toBeUndefined();
    expect(asset?.headers["if-match"]).toBeUndefined();
  });
});
