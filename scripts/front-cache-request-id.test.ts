import http from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { closeAll, type Front, listen, request, startFront } from "./front-test-helpers";

/**
 * Issue 36 item 3 (decision 0068): the front door gives every request its id before anything else,
 * sends it on to Next (which logs it on each line of the request) and puts it on the answer, a cached
 * answer too; a well-formed id a client or a balancer sent is kept, so one id follows the request.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const fronts: Front[] = [];
const upstreams: http.Server[] = [];
afterEach(() => closeAll(fronts.splice(0), ...upstreams.splice(0)));

/** Next's stand-in: echoes the id it was sent, on the answer as the app does, and in the body. */
async function echoingNext(cacheable: boolean): Promise<{ port: number; seen: string[] }> {
  const seen: string[] = [];
  const upstream = http.createServer((req, res) => {
    const id = String(req.headers["x-request-id"]);
    seen.push(id);
    res.writeHead(200, {
      "content-type": "text/plain",
      "x-request-id": id,
      ...(cacheable ? { "cache-control": "public, max-age=31536000, immutable" } : {}),
    });
    res.end(id);
  });
  upstreams.push(upstream);
  return { port: await listen(upstream, "localhost"), seen };
}

describe("the front door's request id", () => {
  it("makes a new id for a request that brings none, sends it to Next and puts it on the answer", async () => {
    const next = await echoingNext(false);
    const front = await startFront({ upstreamPort: next.port, cache: false }, fronts);
    const first = await request(front.port, { path: "/cars" });
    const second = await request(front.port, { path: "/cars" });
    expect(first.headers["x-request-id"]).toMatch(UUID);
    expect(next.seen[0]).toBe(first.headers["x-request-id"]);
    expect(first.body).toBe(first.headers["x-request-id"]);
    expect(second.headers["x-request-id"]).not.toBe(first.headers["x-request-id"]);
  });

  it("keeps a balancer's well-formed id, and replaces one that is not", async () => {
    const next = await echoingNext(false);
    const front = await startFront({ upstreamPort: next.port, cache: false }, fronts);
    const kept = await request(front.port, { path: "/", headers: { "x-request-id": "lb-7f3a9c21e0b4" } });
    expect(kept.headers["x-request-id"]).toBe("lb-7f3a9c21e0b4");
    expect(next.seen).toEqual(["lb-7f3a9c21e0b4"]);
    const forged = await request(front.port, { path: "/", headers: { "x-request-id": 'x"}{forged' } });
    expect(forged.headers["x-request-id"]).toMatch(UUID);
    expect(next.seen[1]).toBe(forged.headers["x-request-id"]);
  });

  it("gives an answer served from the cache this request's own id, not the one it was stored with", async () => {
    const next = await echoingNext(true);
    const front = await startFront({ upstreamPort: next.port }, fronts);
    const stored = await request(front.port, { path: "/_next/static/app.js" });
    const hit = await request(front.port, { path: "/_next/static/app.js" });
    expect(hit.headers["x-forecourt-cache"]).toBe("HIT");
    expect(next.seen).toHaveLength(1);
    expect(hit.headers["x-request-id"]).toMatch(UUID);
    expect(hit.headers["x-request-id"]).not.toBe(stored.headers["x-request-id"]);
  });

  it("puts the id on the front's own answers too (a refused method)", async () => {
    const next = await echoingNext(false);
    const front = await startFront({ upstreamPort: next.port }, fronts);
    const refused = await request(front.port, { method: "PROPFIND", path: "/" });
    expect(refused.status).toBe(405);
    expect(refused.headers["x-request-id"]).toMatch(UUID);
  });
});
