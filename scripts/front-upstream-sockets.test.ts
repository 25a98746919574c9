import http from "node:http";
import type net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  browserRequest,
  closeAll,
  type Front,
  listen,
  startFront,
  TEST_FRONT_OPTIONS,
} from "./front-test-helpers";

/**
 * A stand-in for Next that closes a kept-alive connection just as the front sends its next request on
 * it: what Node does when its keep-alive timer (5 s by default) fires as the request arrives. The first
 * request on a connection is answered; any later one on the same connection finds it closed.
 */
async function startClosingNext() {
  const requests: { method: string; path: string; socket: number }[] = [];
  // Each connection's number, and whether it has answered a request already.
  const connections = new WeakMap<net.Socket, { id: number; answered: boolean }>();
  const server = http.createServer((req, res) => {
    const connection = connections.get(req.socket) ?? { id: requests.length + 1, answered: false };
    connections.set(req.socket, connection);
    requests.push({ method: req.method ?? "", path: req.url ?? "", socket: connection.id });
    if (connection.answered) {
      req.socket.destroy();
      return;
    }
    connection.answered = true;
    req.resume();
    req.on("end", () => {
      res.writeHead(200, { "content-type": "application/json", "cache-control": "private, no-store" });
      res.end(JSON.stringify({ method: req.method, connection: req.headers.connection ?? null }));
    });
  });
  const port = await listen(server, "localhost");
  return { server, port, requests };
}

describe("the front door's connections to Next (issue 35 §5: no 502 from a kept-alive connection Next closed)", () => {
  const fronts: Front[] = [];
  let next: Awaited<ReturnType<typeof startClosingNext>>;
  let front: Front;

  beforeAll(async () => {
    next = await startClosingNext();
    front = await startFront({ upstreamPort: next.port, ...TEST_FRONT_OPTIONS, cache: false }, fronts);
  });
  afterAll(() => closeAll(fronts, next.server));

  it("a GET that meets a connection Next has just closed is sent again on a new one: the shopper gets the page, not a 502", async () => {
    const first = await browserRequest(front.port, { path: "/api/first" });
    expect(first.status).toBe(200);
    const before = next.requests.length;
    const second = await browserRequest(front.port, { path: "/api/second" });
    expect(second.status).toBe(200);
    const seen = next.requests.slice(before);
    // Sent on the kept connection (which Next closed), then once more on a fresh one.
    expect(seen.map((r) => r.path)).toEqual(["/api/second", "/api/second"]);
    expect(new Set(seen.map((r) => r.socket)).size).toBe(2);
  });

  it("a state change is never sent on a kept connection, so it never meets one closed under it and is sent once", async () => {
    await browserRequest(front.port, { path: "/api/warm" });
    const before = next.requests.length;
    const post = await browserRequest(front.port, {
      method: "POST",
      path: "/api/leads",
      headers: { "content-type": "application/json", origin: "http://site.localhost" },
      body: JSON.stringify({ name: "Ada" }),
    });
    expect(post.status).toBe(200);
    expect(JSON.parse(post.body)).toMatchObject({ method: "POST", connection: "close" });
    expect(next.requests.slice(before).map((r) => r.path)).toEqual(["/api/leads"]);
  });

  it("Next down is still a 502 that says so, tried once more at most", async () => {
    const down = await startFront({ upstreamPort: 1, ...TEST_FRONT_OPTIONS, cache: false }, fronts);
    const answer = await browserRequest(down.port, { path: "/api/anything" });
    expect(answer.status).toBe(502);
    expect(answer.body).toContain("starting or unavailable");
  });
});
