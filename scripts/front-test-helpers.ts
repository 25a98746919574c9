// Shared by the front door's tests over real sockets (request-line, internal-headers, front-limits,
// slow-clients): an upstream standing in for Next, a front in front of it, and raw HTTP/1.1 exchanges
// for what Node's http client refuses to send (`GET *`, absolute-form targets, a body that stalls).
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
