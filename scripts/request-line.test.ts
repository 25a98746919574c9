import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeAll, type Front, listen, rawRequest, startFront, statusOf } from "./front-test-helpers";
import { ALLOWED_METHODS, judgeRequestTarget } from "./request-line.mjs";

const judge = (method: string, url: string, host?: string) =>
  judgeRequestTarget({ method, url, headers: host === undefined ? {} : { host } });

describe("request-targets (RFC 9112 §3.2; issue 29 §1–2, decision 0040)", () => {
  it("§3.2.1 origin form is served as it is", () => {
    expect(judge("GET", "/cars/x?y=1", "a.localhost")).toEqual({ path: "/cars/x?y=1" });
    expect(judge("GET", "//evil.example/", "a.localhost")).toEqual({ path: "//evil.example/" });
  });

  it("§3.2.4 asterisk form: OPTIONS * is a 204 with Allow; any other method with * is a 400", () => {
    expect(judge("OPTIONS", "*", "a.localhost")).toEqual({
      status: 204,
      text: "",
      allow: ALLOWED_METHODS.join(", "),
    });
    for (const method of ["GET", "HEAD", "POST", "DELETE"]) {
      const answer = judge(method, "*", "a.localhost");
      expect(answer, method).toMatchObject({ status: 400 });
      expect("text" in answer && answer.text, method).toMatch(/only for OPTIONS/);
    }
  });

  it("§3.2.2 absolute form: served as its path when it names the Host, else a 400, never its host", () => {
    expect(judge("GET", "http://a.localhost:3000/cars/x?y=1", "a.localhost:3000")).toEqual({
      path: "/cars/x?y=1",
    });
    expect(judge("GET", "HTTP://A.localhost", "a.localhost")).toEqual({ path: "/" });
    expect(judge("GET", "http://a.localhost:80?q=1", "a.localhost")).toEqual({ path: "/?q=1" });
    expect(judge("GET", "https://a.localhost/x", "a.localhost:443")).toEqual({ path: "/x" });
    for (const [url, host] of [
      ["http://evil.example/", "a.localhost"],
      ["http://evil.example/", undefined],
      ["http://a.localhost:81/", "a.localhost"],
      ["http://user@a.localhost/", "a.localhost"],
      ["ftp://a.localhost/", "a.localhost"],
      ["http:///x", "a.localhost"],
    ] as const) {
      expect(judge("GET", url, host), `${url} (Host ${host})`).toMatchObject({ status: 400 });
    }
  });

  it("§3.2.3 authority form and anything else outside CONNECT is a 400", () => {
    for (const url of ["a.localhost:80", "", "cars/x", "?x"]) {
      expect(judge("GET", url, "a.localhost"), url).toMatchObject({ status: 400 });
    }
  });
});

describe("request-targets over real sockets: never 5xx, never Next, never a foreign Location", () => {
  const seen: string[] = [];
  const upstream = http.createServer((req, res) => {
    seen.push(`${req.method} ${req.url} ${req.headers.host}`);
    // What Next did with `GET http://evil.example/`: a redirect to the host it names.
    if (!req.url?.startsWith("/")) {
      res.writeHead(308, { location: req.url ?? "/" });
      res.end();
      return;
    }
    res.writeHead(200, { "content-type": "text/plain" });
    res.end(`upstream ${req.url}`);
  });
  const fronts: Front[] = [];
  let port = 0;
  const send = (line: string, host = "site.localhost") =>
    rawRequest(port, `${line}\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);

  beforeAll(async () => {
    const upstreamPort = await listen(upstream, "localhost");
    port = (await startFront({ upstreamPort }, fronts)).port;
  });
  afterAll(() => closeAll(fronts, upstream));

  it("RFC 9112 §3.2.4: OPTIONS * answers 204 with Allow and no body; GET * answers 400 with a reason", async () => {
    const before = seen.length;
    const options = await send("OPTIONS * HTTP/1.1");
    expect(statusOf(options)).toBe(204);
    expect(options).toMatch(/\r\nallow: GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS\r\n/i);
    expect(options).toMatch(/\r\nx-content-type-options: nosniff\r\n/i);
    expect(options.split("\r\n\r\n")[1]).toBe("");
    for (const method of ["GET", "HEAD", "POST", "DELETE"]) {
      const answer = await send(`${method} * HTTP/1.1`);
      expect(statusOf(answer), method).toBe(400);
      if (method !== "HEAD") expect(answer, method).toMatch(/only for OPTIONS/);
    }
    expect(seen.length).toBe(before);
  });

  it("RFC 9112 §3.2.2: an absolute-form target for another host is a 400 with no Location; for the Host, its path is served", async () => {
    const before = seen.length;
    const foreign = await send("GET http://evil.example/ HTTP/1.1");
    expect(statusOf(foreign)).toBe(400);
    expect(foreign).not.toMatch(/\r\nlocation:/i);
    expect(foreign).not.toContain("evil.example");
    expect(seen.length).toBe(before);
    const own = await send("GET http://site.localhost/cars/x?y=1 HTTP/1.1");
    expect(statusOf(own)).toBe(200);
    expect(own).toContain("upstream /cars/x?y=1");
    expect(seen.at(-1)).toBe("GET /cars/x?y=1 site.localhost");
  });
});
