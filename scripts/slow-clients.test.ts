import http from "node:http";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeAll, type Front, listen, request, sleep, startFront, statusOf } from "./front-test-helpers";

/**
 * Issue 29 §6: a slow-body flood. 2,000 connections from one address each send a POST's headers and
 * the first byte of its body, then stall. The front must cut every one it took at the body timeout
 * (408), take no more than the per-client cap at a time (the rest are closed unread), hold no more
 * than that many sockets towards Next, and keep serving everyone else meanwhile. Only functional
 * facts are asserted here; how much the flood slows ordinary requests is measured by
 * `npm run bench:slow-clients` (docs/benchmarks.md), never in a timed test.
 */
const FLOOD = 2000;
const CAP = 64;
const BODY_TIMEOUT_MS = 1500;

describe("a slow-body flood from one address (issue 29 §6, decision 0040)", () => {
  let upstreamOpen = 0;
  let upstreamPeak = 0;
  let abandoned = 0;
  const upstream = http.createServer((req, res) => {
    req.on("close", () => {
      if (!req.complete) abandoned++;
    });
    req.resume();
    req.on("end", () => {
      res.writeHead(200, { "content-type": "text/plain" });
      res.end("ok");
    });
  });
  upstream.on("connection", (socket) => {
    upstreamPeak = Math.max(upstreamPeak, ++upstreamOpen);
    socket.on("close", () => upstreamOpen--);
  });
  const fronts: Front[] = [];
  let front: Front;
  const sockets: net.Socket[] = [];

  beforeAll(async () => {
    const upstreamPort = await listen(upstream, "localhost");
    front = await startFront(
      {
        upstreamPort,
        clientLimits: {
          connectionsPerClient: CAP,
          bodyTimeoutMs: BODY_TIMEOUT_MS,
          headerTimeoutMs: BODY_TIMEOUT_MS,
          requestTimeoutMs: 20_000,
        },
      },
      fronts,
    );
  });
  afterAll(() => {
    for (const socket of sockets) socket.destroy();
    closeAll(fronts, upstream);
  });

  /** One stalled body from 127.0.0.2: what the front sent back, and when it closed the connection. */
  const stall = () =>
    new Promise<{ answer: Promise<string> }>((resolve) => {
      const socket = net.connect({ port: front.port, host: "127.0.0.1", localAddress: "127.0.0.2" });
      sockets.push(socket);
      let text = "";
      socket.setEncoding("latin1");
      socket.on("data", (chunk) => {
        text += chunk;
      });
      socket.on("error", () => undefined);
      const answer = new Promise<string>((done) => socket.on("close", () => done(text)));
      const opened = () => resolve({ answer });
      socket.on("connect", () => {
        socket.write(
          "POST /api/leads HTTP/1.1\r\nHost: site.localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{",
        );
        opened();
      });
      socket.on("close", opened);
    });

  it("2,000 stalled bodies: at most the cap are held at once, each cut with a 408 at the body timeout and its Next request abandoned; the rest closed unread; Next's sockets stay bounded; other clients are served throughout", async () => {
    const stalled: { answer: Promise<string> }[] = [];
    const ordinary: number[] = [];
    let flooding = true;
    // How many connections the front holds for the flooding address, seen every 50 ms.
    let mostHeld = 0;
    const sampler = setInterval(() => {
      mostHeld = Math.max(mostHeld, front.limits.held().connections.get("127.0.0.2") ?? 0);
    }, 50);
    // Ordinary requests from another address, one after another, for as long as the flood lasts.
    const serving = (async () => {
      while (flooding) {
        ordinary.push((await request(front.port, { path: "/api/search" })).status);
        await sleep(25);
      }
    })();
    for (let opened = 0; opened < FLOOD; opened += 200) {
      stalled.push(...(await Promise.all(Array.from({ length: 200 }, stall))));
    }
    // From the last connection opened: opening 2,000 takes as long as the machine makes it.
    const allOpen = Date.now();
    const answers = await Promise.all(stalled.map((s) => s.answer));
    const allClosedAfter = Date.now() - allOpen;
    flooding = false;
    clearInterval(sampler);
    await serving;

    const cut = answers.filter((answer) => statusOf(answer) === 408);
    const unread = answers.filter((answer) => answer === "");
    expect(cut.length + unread.length, "every stalled connection was cut (408) or closed unread").toBe(FLOOD);
    expect(cut.length).toBeGreaterThan(0);
    // The cap is on connections held at once: once the first ones are cut, later ones may be taken.
    expect(mostHeld).toBeGreaterThan(0);
    expect(mostHeld).toBeLessThanOrEqual(CAP);
    expect(unread.length).toBeGreaterThan(FLOOD / 2);
    expect(front.limits.stats.connectionsRefused).toBe(unread.length);
    expect(front.limits.stats.bodiesTimedOut).toBe(cut.length);
    // Every stalled request that reached Next was abandoned there, its socket freed.
    await sleep(100);
    expect(abandoned).toBe(cut.length);
    expect(upstreamPeak).toBeLessThanOrEqual(CAP + 2);
    // Nothing was held much past the body timeout (generous: the machine may be loaded).
    expect(allClosedAfter).toBeLessThan(BODY_TIMEOUT_MS + 8000);
    expect(ordinary.length).toBeGreaterThan(3);
    expect(ordinary.every((status) => status === 200)).toBe(true);
    expect(front.limits.held().connections.size).toBe(0);
  }, 30_000);
});
