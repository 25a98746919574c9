import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browserRequest, closeAll, type Front, listen, startFront } from "./front-test-helpers";

describe("the front cache over real HTTP", () => {
  let upstreamHits = 0;
  let clock = 1_000_000;
  const upstream = http.createServer((request, response) => {
    upstreamHits++;
    if (request.url === "/cached/broken") {
      response.writeHead(200, { "content-type": "text/plain", "cache-control": "s-maxage=60" });
      response.write("half a page");
      setTimeout(() => response.socket?.destroy(), 20);
      return;
    }
    const cacheControl = request.url?.startsWith("/cached")
      ? "s-maxage=60, stale-while-revalidate=540"
      : "private, no-cache, no-store";
    response.writeHead(request.url === "/missing" ? 404 : 200, {
      "content-type": "text/plain",
      "cache-control": cacheControl,
    });
    response.end(`body of ${request.method} ${request.url} for ${request.headers.host}`);
  });
  const fronts: Front[] = [];
  let port = 0;
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const answer = await browserRequest(port, { path, headers });
    return {
      status: answer.status,
      body: answer.body,
      cache: answer.headers["x-forecourt-cache"] as string | undefined,
      age: answer.headers.age,
    };
  };

  beforeAll(async () => {
    const upstreamPort = await listen(upstream, "localhost");
    port = (await startFront({ upstreamPort, now: () => clock }, fronts)).port;
  });
  afterAll(() => closeAll(fronts, upstream));

  it("serves a shareable page from memory until it is s-maxage old", async () => {
    const before = upstreamHits;
    const first = await get("/cached/car");
    expect(first.cache).toBeUndefined();
    expect(first.body).toContain("GET /cached/car");
    clock += 30_000;
    const second = await get("/cached/car");
    expect(second).toMatchObject({ status: 200, body: first.body, cache: "HIT", age: "30" });
    expect(upstreamHits).toBe(before + 1);
    clock += 31_000;
    expect((await get("/cached/car")).cache).toBeUndefined();
    expect(upstreamHits).toBe(before + 2);
  });
  it("passes private pages, errors and router requests straight through", async () => {
    const before = upstreamHits;
    await get("/search");
    await get("/search");
    await get("/missing");
    await get("/missing");
    await get("/cached/x", { rsc: "1" });
    await get("/cached/x", { rsc: "1" });
    expect(upstreamHits).toBe(before + 6);
  });
  it("an answer cut off mid-way is neither stored nor finished with other text", async () => {
    const before = upstreamHits;
    await expect(get("/cached/broken")).rejects.toThrow();
    await expect(get("/cached/broken")).rejects.toThrow();
    expect(upstreamHits).toBe(before + 2);
  });
  it("forwards the shopper's Host unchanged, so Next writes the addresses shoppers use", async () => {
    expect((await get("/search")).body).toMatch(/for site\.localhost:80$/);
  });
});
