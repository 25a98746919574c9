import { EventEmitter } from "node:events";
import http from "node:http";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClientLimits, FRONT_LIMIT_DEFAULTS, frontLimitsFromEnv } from "./front-limits.mjs";
import {
  closeAll,
  type Front,
  listen,
  rawRequest,
  request,
  sleep,
  startFront,
  statusOf,
} from "./front-test-helpers";

describe("the front's limits from the environment (issue 29 §5, decision 0040)", () => {
  it("defaults are nginx's 60 s for headers and between body reads, Node's 300 s for a request, 256 per client", () => {
    expect(frontLimitsFromEnv({})).toEqual({
      headerTimeoutMs: 60_000,
      bodyTimeoutMs: 60_000,
      requestTimeoutMs: 300_000,
      connectionsPerClient: 256,
    });
    expect(FRONT_LIMIT_DEFAULTS.connectionsPerClient).toBe(256);
  });
  it("each variable is a whole number within its bounds, else the start stops naming it", () => {
    expect(
      frontLimitsFromEnv({ FRONT_BODY_TIMEOUT_MS: "5000", FRONT_CONNECTIONS_PER_CLIENT: "32" }),
    ).toMatchObject({ bodyTimeoutMs: 5000, connectionsPerClient: 32 });
    for (const [name, value] of [
      ["FRONT_HEADER_TIMEOUT_MS", "abc"],
      ["FRONT_HEADER_TIMEOUT_MS", "999"],
      ["FRONT_BODY_TIMEOUT_MS", "1.5"],
      ["FRONT_REQUEST_TIMEOUT_MS", "-1"],
      ["FRONT_CONNECTIONS_PER_CLIENT", "0"],
      ["FRONT_CONNECTIONS_PER_CLIENT", "1e3"],
    ] as const) {
      expect(() => frontLimitsFromEnv({ [name]: value }), `${name}=${value}`).toThrow(name);
    }
    expect(() =>
      frontLimitsFromEnv({ FRONT_HEADER_TIMEOUT_MS: "90000", FRONT_REQUEST_TIMEOUT_MS: "60000" }),
    ).toThrow(/FRONT_HEADER_TIMEOUT_MS must not be longer/);
  });
});

describe("slow clients are cut at their timeouts, and Next's request with them (issue 29 §5)", () => {
  /** Requests the upstream saw end before their body did: the front abandoned them. */
  let abandoned = 0;
  let completed = 0;
  const upstream = http.createServer((req, res) => {
    req.on("close", () => {
      if (!req.complete) abandoned++;
    });
    req.resume();
    req.on("end", () => {
      completed++;
      res.writeHead(200, { "content-type": "text/plain" });
      res.end("ok");
    });
  });
  const fronts: Front[] = [];
  let port = 0;
  const limits = { headerTimeoutMs: 1000, bodyTimeoutMs: 1000, requestTimeoutMs: 2500 };

  beforeAll(async () => {
    const upstreamPort = await listen(upstream, "localhost");
    port = (await startFront({ upstreamPort, clientLimits: limits }, fronts)).port;
  });
  afterAll(() => closeAll(fronts, upstream));

  it("client_header_timeout: headers not all in within the header timeout get a 408 and the connection is closed", async () => {
    const started = Date.now();
    const answer = await rawRequest(port, "GET / HTTP/1.1\r\nHost: site.localhost\r\nX-Slow: ", {
      timeoutMs: 8000,
    });
    expect(statusOf(answer)).toBe(408);
    expect(Date.now() - started).toBeLessThan(6000);
  });

  it("client_body_timeout: a body that stops arriving gets a 408 after the body timeout, and Next's request is abandoned", async () => {
    const before = abandoned;
    const started = Date.now();
    const answer = await rawRequest(
      port,
      "POST /api/leads HTTP/1.1\r\nHost: site.localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{",
      { timeoutMs: 8000 },
    );
    const took = Date.now() - started;
    expect(statusOf(answer)).toBe(408);
    expect(answer).toMatch(/\r\nconnection: close\r\n/i);
    expect(took).toBeGreaterThanOrEqual(900);
    expect(took).toBeLessThan(6000);
    await sleep(100);
    expect(abandoned).toBe(before + 1);
  });

  it("client_body_timeout counts the gap between reads, not the whole body: a body arriving in steps passes", async () => {
    const before = completed;
    const answer = await new Promise<number>((resolve, reject) => {
      const req = http.request(
        {
          host: "127.0.0.1",
          port,
          method: "POST",
          path: "/api/x",
          headers: { host: "site.localhost", "content-length": "6" },
          agent: false,
        },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on("error", reject);
      let sent = 0;
      const step = () => {
        req.write("x");
        if (++sent < 6) setTimeout(step, 250);
        else req.end();
      };
      step();
    });
    expect(answer).toBe(200);
    expect(completed).toBe(before + 1);
  });

  it("requestTimeout backstop: a body trickling faster than the gap is still cut at the request timeout (408)", async () => {
    const before = abandoned;
    const socket = net.connect(port, "127.0.0.1");
    let answer = "";
    socket.setEncoding("latin1");
    socket.on("data", (chunk) => {
      answer += chunk;
    });
    socket.on("error", () => undefined);
    socket.write("POST /api/x HTTP/1.1\r\nHost: site.localhost\r\nContent-Length: 1000\r\n\r\n");
    const trickle = setInterval(() => socket.writable && socket.write("x"), 300);
    const started = Date.now();
    await new Promise((resolve) => socket.on("close", resolve));
    clearInterval(trickle);
    expect(statusOf(answer)).toBe(408);
    expect(Date.now() - started).toBeGreaterThanOrEqual(2000);
    await sleep(100);
    expect(abandoned).toBe(before + 1);
  });
});

describe("limit_conn: what one client may hold (issue 29 §5)", () => {
  const upstream = http.createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ client: req.headers["x-forecourt-client-ip"] }));
    });
  });
  const fronts: Front[] = [];
  let direct = 0;
  let behindProxy = 0;
  const sockets: net.Socket[] = [];
  /** A connection that sends the start of a request (a body that never comes) and stalls. */
  const stall = (port: number, headers = "", localAddress?: string) =>
    new Promise<{ socket: net.Socket; answer: () => string; closed: Promise<void> }>((resolve) => {
      const socket = net.connect({ port, host: "127.0.0.1", localAddress });
      sockets.push(socket);
      let answer = "";
      socket.setEncoding("latin1");
      socket.on("data", (chunk) => {
        answer += chunk;
      });
      socket.on("error", () => undefined);
      const closed = new Promise<void>((done) => socket.on("close", () => done()));
      socket.on("connect", () => {
        socket.write(`POST /api/x HTTP/1.1\r\nHost: site.localhost\r\n${headers}Content-Length: 10\r\n\r\n`);
        resolve({ socket, answer: () => answer, closed });
      });
    });

  beforeAll(async () => {
    const upstreamPort = await listen(upstream, "localhost");
    const clientLimits = { connectionsPerClient: 4, bodyTimeoutMs: 20_000 };
    direct = (await startFront({ upstreamPort, clientLimits }, fronts)).port;
    behindProxy = (await startFront({ upstreamPort, clientLimits, trustedProxies: "127.0.0.1" }, fronts))
      .port;
  });
  afterAll(() => {
    for (const socket of sockets) socket.destroy();
    closeAll(fronts, upstream);
  });

  it("per direct client address: past the cap a new connection is closed unread; other addresses are served", async () => {
    for (let i = 0; i < 4; i++) await stall(direct);
    await sleep(50);
    const refused = await rawRequest(direct, "GET / HTTP/1.1\r\nHost: site.localhost\r\n\r\n", {
      timeoutMs: 3000,
    });
    expect(refused).toBe("");
    expect(fronts[0]?.limits.stats.connectionsRefused).toBeGreaterThanOrEqual(1);
    const other = await request(direct, { path: "/api/x", localAddress: "127.0.0.2" });
    expect(other.status).toBe(200);
    expect(JSON.parse(other.body).client).toBe("127.0.0.2");
  });

  it("behind a trusted proxy the cap counts the real client: its 5th request in progress is a 429 with Retry-After; the proxy's connections and other clients are not capped", async () => {
    const xff = (address: string) => `X-Forwarded-For: ${address}\r\n`;
    const held = [];
    for (let i = 0; i < 4; i++) held.push(await stall(behindProxy, xff("203.0.113.7")));
    // Six more connections from the proxy's one address: not refused, they carry other clients.
    for (let i = 0; i < 2; i++) held.push(await stall(behindProxy, xff(`198.51.100.${i + 1}`)));
    const over = await stall(behindProxy, xff("203.0.113.7"));
    await over.closed;
    expect(statusOf(over.answer())).toBe(429);
    expect(over.answer()).toMatch(/\r\nretry-after: 1\r\n/i);
    const other = await request(behindProxy, {
      path: "/api/x",
      headers: { "x-forwarded-for": "198.51.100.200" },
    });
    expect(other.status).toBe(200);
    expect(JSON.parse(other.body).client).toBe("198.51.100.200");
    expect(held.every(({ socket }) => !socket.destroyed)).toBe(true);
    // When a request of the client's ends, it may send another.
    held[0]?.socket.end("0123456789");
    await held[0]?.closed;
    await sleep(50);
    const after = await request(behindProxy, {
      path: "/api/x",
      headers: { "x-forwarded-for": "203.0.113.7" },
    });
    expect(after.status).toBe(200);
  });
});

describe("the front reports its failures (issue 29 §4)", () => {
  it("refusals and timeouts are one summary line within the report interval of the first, never one line each", async () => {
    const lines: string[] = [];
    const limits = createClientLimits({
      perClient: 1,
      trusted: () => false,
      log: (line) => lines.push(line),
      reportEveryMs: 100,
    });
    const response = new EventEmitter() as unknown as http.ServerResponse;
    expect(limits.admitRequest("203.0.113.1", response)).toBe(true);
    for (let i = 0; i < 50; i++) expect(limits.admitRequest("203.0.113.1", response)).toBe(false);
    limits.bodyTimedOut();
    expect(lines).toEqual([]);
    await sleep(250);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toBe(
      '[front] clients held to their limits {"connectionsRefused":0,"requestsRefused":50,"bodiesTimedOut":1,"perClient":1}',
    );
    // The request in progress ends: the client may send another.
    response.emit("close");
    expect(limits.admitRequest("203.0.113.1", response)).toBe(true);
  });

  it("every 502 is one log line with the request id, method, path without query, error code and message, and whether headers were sent", async () => {
    const lines: string[] = [];
    const fronts: Front[] = [];
    const closed = http.createServer();
    const upstreamPort = await listen(closed, "localhost");
    closed.close();
    const front = await startFront({ upstreamPort, log: (line) => lines.push(line) }, fronts);
    const answer = await request(front.port, { path: "/cars/a?secret=1" });
    expect(answer.status).toBe(502);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^\[front\] 502 \{/);
    expect(JSON.parse(lines[0]!.slice("[front] 502 ".length))).toEqual({
      requestId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      method: "GET",
      path: "/cars/a",
      code: "ECONNREFUSED",
      error: expect.stringContaining("ECONNREFUSED"),
      headersSent: false,
    });
    closeAll(fronts);
  });

  it("an answer Next cuts off is logged too, with whether the client got a 502 or a cut-off answer", async () => {
    const lines: string[] = [];
    const fronts: Front[] = [];
    const upstream = http.createServer((req, res) => {
      res.writeHead(200, { "content-type": req.url === "/page" ? "text/html" : "text/plain" });
      res.write("half");
      setTimeout(() => res.socket?.destroy(), 20);
    });
    const upstreamPort = await listen(upstream, "localhost");
    const front = await startFront({ upstreamPort, log: (line) => lines.push(line) }, fronts);
    expect((await request(front.port, { path: "/page" })).status).toBe(502);
    await request(front.port, { path: "/text" }).catch(() => undefined);
    await sleep(50);
    const logged = lines.map((line) => JSON.parse(line.slice("[front] 502 ".length)));
    expect(logged).toEqual([
      expect.objectContaining({ method: "GET", path: "/page", headersSent: false }),
      expect.objectContaining({ method: "GET", path: "/text", headersSent: true }),
    ]);
    closeAll(fronts, upstream);
  });
});
