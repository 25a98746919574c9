// Shared by the front door's tests over real sockets (front-cache-*, request-line, internal-headers,
// front-limits, slow-clients): an upstream standing in for Next, a front in front of it, and raw HTTP/1.1
// exchanges for what Node's http client refuses to send (`GET *`, absolute-form targets, a body that stalls).
import http from "node:http";
import net, { type AddressInfo } from "node:net";
import { createFrontServer } from "./front-cache.mjs";

export type Front = ReturnType<typeof createFrontServer> & { port: number };

export async function listen(server: http.Server | net.Server, host = "127.0.0.1"): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  return (server.address() as AddressInfo).port;
}

/** A front in front of `upstreamPort`, listening on loopback; `fronts` collects it for closing. */
export async function startFront(
  options: Parameters<typeof createFrontServer>[0],
  fronts: Front[] = [],
): Promise<Front> {
  const front = createFrontServer({ log: () => undefined, ...options });
  const port = await listen(front.server);
  const started = { ...front, port };
  fronts.push(started);
  return started;
}

export function closeAll(fronts: Front[], ...servers: http.Server[]): void {
  for (const front of fronts) {
    front.server.closeAllConnections();
    front.server.close();
  }
  for (const server of servers) {
    server.closeAllConnections();
    server.close();
  }
}

/** A raw exchange on a fresh socket: everything the server sent until it closed (or `timeoutMs`). */
export function rawRequest(
  port: number,
  text: string,
  { localAddress, timeoutMs = 10_000 }: { localAddress?: string; timeoutMs?: number } = {},
): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port, host: "127.0.0.1", localAddress }, () => socket.write(text));
    let answer = "";
    socket.setEncoding("latin1");
    socket.on("data", (chunk) => {
      answer += chunk;
    });
    socket.on("close", () => resolve(answer));
    socket.on("error", reject);
    setTimeout(() => socket.destroy(), timeoutMs).unref();
  });
}

export type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

/** One request with node:http on a connection of its own. */
export function request(
  port: number,
  options: {
    method?: string;
    path: string;
    headers?: Record<string, string>;
    body?: string;
    localAddress?: string;
  },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port,
        method: options.method ?? "GET",
        path: options.path,
        headers: { host: "site.localhost", ...options.headers },
        localAddress: options.localAddress,
        agent: false,
      },
      (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (c) => {
          body += c;
        });
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
        );
        response.on("close", () => {
          if (!response.complete) reject(new Error("the answer was cut off"));
        });
      },
    );
    req.on("error", reject);
    req.end(options.body);
  });
}

/** The status code of a raw answer, or 0 when the server sent nothing. */
export function statusOf(raw: string): number {
  return Number(/^HTTP\/1\.1 (\d{3}) /.exec(raw)?.[1] ?? 0);
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A request as a browser sends it: the site named in Host with the default port. */
export function browserRequest(port: number, options: Parameters<typeof request>[1]): Promise<Answer> {
  return request(port, { ...options, headers: { host: "site.localhost:80", ...options.headers } });
}

/** A page as Next renders one: a script file and two inline scripts, the ones a script policy hashes. */
export const PAGE = [
  "<!DOCTYPE html><html><head>",
  '<script src="/_next/static/chunks/main.js" async=""></script>',
  "</head><body><h1>A car</h1>",
  "<script>(self.__next_f=self.__next_f||[]).push([0])</script>",
  '<script>self.__next_f.push([1,"car"])</script>',
  "</body></html>",
].join("");

/** A request as the stand-in for Next received it, once its body ended. */
export type Received = { path: string; headers: http.IncomingHttpHeaders; bytes: number };

/** How the front door's issue 16 tests run it: with its token, and small body limits (64 kB; 256 kB to import). */
export const TEST_FRONT_OPTIONS = {
  frontToken: "front-token-for-tests-0123456789",
  bodyLimits: { siteBytes: 64 * 1024, importBytes: 256 * 1024 },
};

/**
 * A stand-in for Next (issue 16), on loopback, recording every request it receives: car pages cached
 * and with Next's own weaker script policy, a page revalidated with a 304, a streamed lead page, a 404,
 * a page cut off mid-way, a built asset, and otherwise a JSON echo of the headers and body size it got.
 */
export async function startNextStandIn(): Promise<{
  server: http.Server;
  port: number;
  received: Received[];
}> {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    let bytes = 0;
    req.on("data", (chunk: Buffer) => {
      bytes += chunk.length;
    });
    req.on("end", () => {
      received.push({ path: req.url ?? "", headers: req.headers, bytes });
      if (req.url === "/cars/revalidated" && req.headers["if-none-match"] === '"v1"') {
        // Next revalidating a cached page for a request the front passes through (it carries a cookie).
        res.writeHead(304, { etag: '"v1"', "cache-control": "s-maxage=60, stale-while-revalidate=540" });
        res.end();
      } else if (req.url?.startsWith("/cars/")) {
        // What Next sends: its own (weaker) policy from next.config.ts, which the front replaces.
        res.writeHead(200, {
          "content-type": "text/html; charset=utf-8",
          "cache-control": "s-maxage=60, stale-while-revalidate=540",
          "content-security-policy": "script-src 'self' 'unsafe-inline'",
        });
        res.end(PAGE);
      } else if (req.url === "/lead-form") {
        res.writeHead(200, { "content-type": "text/html", "cache-control": "private, no-store" });
        res.write(PAGE.slice(0, 100));
        setTimeout(() => res.end(PAGE.slice(100)), 10);
      } else if (req.url === "/missing") {
        res.writeHead(404, { "content-type": "text/html", "cache-control": "private, no-store" });
        res.end("<h1>Not found</h1>");
      } else if (req.url === "/broken-page") {
        res.writeHead(200, { "content-type": "text/html", "cache-control": "private, no-store" });
        res.write("<h1>half a page");
        setTimeout(() => res.socket?.destroy(), 10);
      } else if (req.url === "/_next/static/chunks/main.js") {
        res.writeHead(200, {
          "content-type": "application/javascript",
          "cache-control": "public, max-age=31536000, immutable",
        });
        res.end("console.log(1)");
      } else {
        res.writeHead(200, { "content-type": "application/json", "cache-control": "private, no-store" });
        res.end(JSON.stringify({ headers: req.headers, bytes }));
      }
    });
  });
  const port = await listen(server, "localhost");
  return { server, port, received };
}

/** The stand-in for Next with fronts before it: direct, behind a trusted proxy (loopback, 10/8), and pass-through. */
export type StandInRig = {
  next: Awaited<ReturnType<typeof startNextStandIn>>;
  received: Received[];
  front: number;
  behindProxy: number;
  passThrough: number;
};

/** Starts the stand-in for Next and the three fronts of the issue 16 tests; `fronts` collects them for closing. */
export async function startStandInRig(fronts: Front[]): Promise<StandInRig> {
  const next = await startNextStandIn();
  const start = async (options: Partial<Parameters<typeof createFrontServer>[0]> = {}) =>
    (await startFront({ upstreamPort: next.port, ...TEST_FRONT_OPTIONS, ...options }, fronts)).port;
  return {
    next,
    received: next.received,
    front: await start(),
    behindProxy: await start({ trustedProxies: "loopback, 10.0.0.0/8" }),
    passThrough: await start({ cache: false }),
  };
}
