import http from "node:http";

/**
 * One request to a server on loopback with the Host a shopper's browser would send (Node does not
 * resolve `*.localhost`), for benches, e2e specs and the multi-server test.
 */
export type SiteReply = { status: number; headers: http.IncomingHttpHeaders; body: string };

export function siteRequest(options: {
  port: number;
  host: string;
  method: string;
  path: string;
  body?: string;
  headers?: Record<string, string>;
  agent?: http.Agent | false;
  timeoutMs?: number;
}): Promise<SiteReply> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port: options.port,
        method: options.method,
        path: options.path,
        headers: { host: options.host, ...options.headers },
        agent: options.agent ?? false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString("utf8"),
          }),
        );
        response.on("error", reject);
      },
    );
    req.setTimeout(options.timeoutMs ?? 30_000, () => req.destroy(new Error("timeout")));
    req.on("error", reject);
    req.end(options.body);
  });
}
