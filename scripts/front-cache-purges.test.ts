import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeAll, type Front, listen, request as sendRequest, startFront } from "./front-test-helpers";

describe("listing pages kept per URL and dropped when their site's data changes (issue 15 §5)", () => {
  let versions: Record<string, string> = { alpha: "1", beta: "1" };
  let renders = 0;
  /** Answers held back until released, to make an answer straddle a change. */
  const held: { release: (() => void) | null } = { release: null };
  const upstream = http.createServer((request, response) => {
    if (request.url === "/api/internal/site-versions") {
      const ok = request.headers["x-forecourt-internal"] === "internal-token-for-tests-123";
      response.writeHead(ok ? 200 : 404, { "content-type": "application/json" });
      response.end(ok ? JSON.stringify({ sites: versions }) : "{}");
      return;
    }
    renders++;
    const site = request.headers.host?.startsWith("beta") ? "beta" : "alpha";
    const send = () => {
      response.writeHead(200, {
        "content-type": "text/html",
        // What Next says of a page it renders per request; the app's own header says the front may keep it.
        "cache-control": "private, no-cache, no-store, max-age=0, must-revalidate",
        "x-forecourt-shared": "60",
        "x-forecourt-site": site,
      });
      response.end(`${site} ${request.url} v${versions[site]} render ${renders}`);
    };
    if (request.url === "/search/slow") held.release = send;
    else send();
  });
  const fronts: Front[] = [];
  let port = 0;
  const get = async (host: string, path: string) => {
    const answer = await sendRequest(port, { path, headers: { host } });
    return {
      body: answer.body,
      cache: answer.headers["x-forecourt-cache"] as string | undefined,
      internal: Object.keys(answer.headers).filter((h) => h.startsWith("x-forecourt-s")),
    };
  };
  const waitFor = async (check: () => Promise<boolean>) => {
    for (let i = 0; i < 100; i++) {
      if (await check()) return;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error("timed out");
  };

  beforeAll(async () => {
    const upstreamPort = await listen(upstream, "localhost");
    const options = { upstreamPort, versions: { token: "internal-token-for-tests-123", intervalMs: 20 } };
    port = (await startFront(options, fronts)).port;
    // Its first answer drops everything kept before it; let that pass before the tests keep pages.
    await new Promise((r) => setTimeout(r, 100));
  });
  afterAll(() => closeAll(fronts, upstream));

  it("keeps a listing page the app marks shareable, and never passes the app's internal headers on", async () => {
    const first = await get("alpha.localhost", "/search/toyota/hilux");
    const second = await get("alpha.localhost", "/search/toyota/hilux");
    expect(second).toEqual({ body: first.body, cache: "HIT", internal: [] });
    expect(first.internal).toEqual([]);
    // Per URL: another query is another page.
    expect((await get("alpha.localhost", "/search/toyota/hilux?page=2")).cache).toBeUndefined();
  });

  it("drops only the changed site's pages within a version check of the change", async () => {
    await get("beta.localhost", "/search");
    expect((await get("beta.localhost", "/search")).cache).toBe("HIT");
    expect((await get("alpha.localhost", "/search/toyota/hilux")).body).toContain("v1");
    versions = { ...versions, alpha: "2" };
    await waitFor(async () => (await get("alpha.localhost", "/search/toyota/hilux")).body.includes("v2"));
    // The new page is kept again. (Not necessarily the first v2 answer: one begun in the very
    // millisecond of the purge is not kept, as it may have been made from the old data.)
    await waitFor(async () => {
      const again = await get("alpha.localhost", "/search/toyota/hilux");
      return again.cache === "HIT" && again.body.includes("v2");
    });
    expect((await get("beta.localhost", "/search")).cache).toBe("HIT");
  });

  it("does not keep an answer begun before the change it missed", async () => {
    const pending = get("alpha.localhost", "/search/slow");
    await waitFor(async () => held.release !== null);
    versions = { ...versions, alpha: "3" };
    await new Promise((r) => setTimeout(r, 100)); // the front cache has seen version 3
    held.release?.();
    expect((await pending).body).toContain("/search/slow");
    held.release = null as (() => void) | null;
    const again = get("alpha.localhost", "/search/slow");
    await waitFor(async () => held.release !== null);
    held.release?.();
    expect((await again).cache).toBeUndefined();
  });
});
