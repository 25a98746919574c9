// The front door opens a site's marketing tags in its policy, that site's answers only, stored or not
// (issue 32 §5, decision 0055): a stand-in for Next on loopback answers two sites, one naming GTM in
// `x-forecourt-tags`, one naming nothing, and one page with a video facade.
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type Answer,
  browserRequest,
  closeAll,
  type Front,
  listen,
  PAGE,
  startFront,
  TEST_FRONT_OPTIONS,
} from "./front-test-helpers";
import { TAG_SOURCES } from "./tag-sources.mjs";

const VIDEO_PAGE = PAGE.replace(
  "<h1>A car</h1>",
  '<h1>A car</h1><button data-video-embed="youtube">Play</button>',
);

/** Next's stand-in: the site is in the Host; `tags.localhost` names GTM and videos, `plain.localhost` nothing. */
async function startStandIn(): Promise<{ server: http.Server; port: number }> {
  const server = http.createServer((req, res) => {
    const site = String(req.headers.host ?? "").split(".")[0];
    const headers: Record<string, string> = {
      "content-type": "text/html; charset=utf-8",
      "cache-control": "s-maxage=60, stale-while-revalidate=540",
      "content-security-policy": "script-src 'self' 'unsafe-inline'",
      "x-forecourt-site": site ?? "",
    };
    if (site === "tags") headers["x-forecourt-tags"] = "gtm youtube https://evil.example";
    res.writeHead(200, headers);
    res.end(req.url?.startsWith("/video") ? VIDEO_PAGE : PAGE);
  });
  return { server, port: await listen(server) };
}

function directive(answer: Answer, name: string): string[] {
  const csp = String(answer.headers["content-security-policy"] ?? "");
  const found = csp.split(";").find((part) => part.trim().startsWith(`${name} `));
  return found ? found.trim().split(/\s+/).slice(1) : [];
}

/** The origins a policy lets scripts, frames and requests reach beyond the site itself and its hashes. */
function openedOrigins(answer: Answer): string[] {
  return ["script-src", "connect-src", "frame-src"]
    .flatMap((name) => directive(answer, name))
    .filter((source) => source.startsWith("https://"));
}

describe("the front door: a site's marketing tags in its Content-Security-Policy (decision 0055)", () => {
  const fronts: Front[] = [];
  let next: { server: http.Server; port: number };
  let front = 0;
  const get = (site: string, path: string) =>
    browserRequest(front, { path, headers: { host: `${site}.localhost:80` } });

  beforeAll(async () => {
    next = await startStandIn();
    front = (await startFront({ ...TEST_FRONT_OPTIONS, upstreamPort: next.port }, fronts)).port;
  });
  afterAll(() => closeAll(fronts, next.server));

  it("a site with GTM set allows exactly GTM's documented origins; the tag header never leaves", async () => {
    const page = await get("tags", "/cars/a");
    expect(new Set(openedOrigins(page))).toEqual(
      new Set([...TAG_SOURCES.gtm.script, ...TAG_SOURCES.gtm.connect]),
    );
    expect(directive(page, "script-src")).toEqual(expect.arrayContaining(TAG_SOURCES.gtm.script));
    expect(directive(page, "connect-src")).toEqual(["'self'", ...TAG_SOURCES.gtm.connect]);
    expect(directive(page, "script-src")).not.toContain("'unsafe-inline'");
    expect(String(page.headers["content-security-policy"])).not.toContain("evil.example");
    expect(directive(page, "frame-src")).toEqual(["'none'"]);
    expect(page.headers["x-forecourt-tags"]).toBeUndefined();
    expect(page.headers["x-forecourt-site"]).toBeUndefined();
  });

  it("a site without tags opens nothing beyond today's policy", async () => {
    const page = await get("plain", "/cars/a");
    expect(openedOrigins(page)).toEqual([]);
    expect(directive(page, "connect-src")).toEqual([]);
    expect(directive(page, "frame-src")).toEqual(["'none'"]);
  });

  it("a cached page keeps its own site's policy", async () => {
    await get("tags", "/cars/b");
    await get("plain", "/cars/b");
    const tagsHit = await get("tags", "/cars/b");
    const plainHit = await get("plain", "/cars/b");
    expect(tagsHit.headers["x-forecourt-cache"]).toBe("HIT");
    expect(plainHit.headers["x-forecourt-cache"]).toBe("HIT");
    expect(directive(tagsHit, "script-src")).toEqual(expect.arrayContaining(TAG_SOURCES.gtm.script));
    expect(openedOrigins(plainHit)).toEqual([]);
  });

  it("the video frame opens only on a page that shows a video, and stays open when it is cached", async () => {
    const video = await get("tags", "/video/1");
    expect(directive(video, "frame-src")).toEqual(TAG_SOURCES.youtube.frame);
    const hit = await get("tags", "/video/1");
    expect(hit.headers["x-forecourt-cache"]).toBe("HIT");
    expect(directive(hit, "frame-src")).toEqual(TAG_SOURCES.youtube.frame);
    expect(directive(await get("plain", "/video/1"), "frame-src")).toEqual(["'none'"]);
  });
});
