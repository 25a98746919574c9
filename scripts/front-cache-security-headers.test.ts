import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type Answer,
  browserRequest,
  closeAll,
  type Front,
  type Received,
  type StandInRig,
  startFront,
  startStandInRig,
  TEST_FRONT_OPTIONS,
} from "./front-test-helpers";

/** The hashes of the stand-in's page's two inline scripts (front-test-helpers `PAGE`). */
const PAGE_HASHES = ["(self.__next_f=self.__next_f||[]).push([0])", 'self.__next_f.push([1,"car"])'].map(
  (text) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`,
);

/** Every security header the issue names, present, with the CSP's fixed parts. */
function expectSecurityHeaders(answer: Answer, what: string) {
  const csp = String(answer.headers["content-security-policy"] ?? "");
  expect(csp, `${what}: Content-Security-Policy`).toContain("object-src 'none'");
  expect(csp, what).toContain("frame-ancestors 'self'");
  expect(csp, what).toContain("base-uri 'self'");
  expect(csp, what).toContain("form-action 'self'");
  expect(csp, what).not.toContain("unsafe-eval");
  expect(csp.match(/script-src ([^;]*)/)?.[1], what).not.toContain("unsafe-inline");
  expect(answer.headers["x-content-type-options"], what).toBe("nosniff");
  expect(answer.headers["referrer-policy"], what).toBe("strict-origin-when-cross-origin");
  expect(answer.headers["x-frame-options"], what).toBe("SAMEORIGIN");
  expect(answer.headers["permissions-policy"], what).toContain("camera=()");
}

describe("the front door: security headers on everything it sends (issue 16 §1)", () => {
  const fronts: Front[] = [];
  let rig: StandInRig;
  let received: Received[] = [];
  let front = 0;
  let behindProxy = 0;
  let passThrough = 0;

  beforeAll(async () => {
    rig = await startStandInRig(fronts);
    ({ front, behindProxy, passThrough, received } = rig);
  });
  afterAll(() => closeAll(fronts, rig.next.server));

  it("§1: every response carries the security headers: page miss and hit, asset, API, 404, pass-through", async () => {
    const miss = await browserRequest(front, { path: "/cars/a" });
    const hit = await browserRequest(front, { path: "/cars/a" });
    expect(hit.headers["x-forecourt-cache"]).toBe("HIT");
    const answers: [string, Answer][] = [
      ["page (miss)", miss],
      ["page (hit)", hit],
      ["HEAD of a stored page", await browserRequest(front, { method: "HEAD", path: "/cars/a" })],
      ["asset", await browserRequest(front, { path: "/_next/static/chunks/main.js" })],
      ["asset (hit)", await browserRequest(front, { path: "/_next/static/chunks/main.js" })],
      ["API GET", await browserRequest(front, { path: "/api/search" })],
      ["API POST", await browserRequest(front, { method: "POST", path: "/api/leads", body: "{}" })],
      ["404", await browserRequest(front, { path: "/missing" })],
      ["streamed lead page", await browserRequest(front, { path: "/lead-form" })],
      [
        "pass-through front (FORECOURT_FRONT_CACHE=0)",
        await browserRequest(passThrough, { path: "/cars/a" }),
      ],
    ];
    for (const [what, answer] of answers) expectSecurityHeaders(answer, what);
  });

  it("§1: a page's script policy is the hashes of its own inline scripts, the same on a hit; Next's copy is replaced", async () => {
    for (const answer of [
      await browserRequest(front, { path: "/cars/b" }),
      await browserRequest(front, { path: "/cars/b" }),
      await browserRequest(front, { path: "/cars/b", headers: { "accept-encoding": "gzip" } }),
      await browserRequest(front, { path: "/lead-form" }),
    ]) {
      const scriptSrc = String(answer.headers["content-security-policy"]).match(/script-src ([^;]*)/)?.[1];
      expect(scriptSrc?.split(" ")).toEqual(["'self'", ...PAGE_HASHES]);
    }
  });

  it("§1: a 304 for a page carries no script policy, so the browser's copy keeps the one with its hashes", async () => {
    const answer = await browserRequest(front, {
      path: "/cars/revalidated",
      headers: { cookie: "forecourt.session_token=x", "if-none-match": '"v1"' },
    });
    expect(answer.status).toBe(304);
    expect(answer.headers["content-security-policy"]).toBeUndefined();
    expect(answer.headers["x-content-type-options"]).toBe("nosniff");
    expect(answer.headers["x-frame-options"]).toBe("SAMEORIGIN");
  });

  it("§1: HSTS only when a trusted proxy says the request came over https", async () => {
    expect(
      (await browserRequest(front, { path: "/api/x" })).headers["strict-transport-security"],
    ).toBeUndefined();
    const spoofed = await browserRequest(front, {
      path: "/api/x",
      headers: { "x-forwarded-proto": "https" },
    });
    expect(spoofed.headers["strict-transport-security"]).toBeUndefined();
    for (const path of ["/api/x", "/cars/c", "/cars/c"]) {
      const https = await browserRequest(behindProxy, { path, headers: { "x-forwarded-proto": "https" } });
      expect(https.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
      expect(https.headers["content-security-policy"]).toContain("upgrade-insecure-requests");
    }
  });

  it("§1: the front's own answers (405, 413, 502, a page cut off) carry them too", async () => {
    expectSecurityHeaders(await browserRequest(front, { method: "TRACE", path: "/" }), "405");
    expectSecurityHeaders(
      await browserRequest(front, {
        method: "POST",
        path: "/api/leads",
        headers: { "content-length": "999999" },
      }),
      "413",
    );
    const broken = await browserRequest(front, { path: "/broken-page" });
    expect(broken.status).toBe(502);
    expect(broken.body).not.toContain("half a page");
    expectSecurityHeaders(broken, "a page cut off");
    const down = (await startFront({ upstreamPort: 1, ...TEST_FRONT_OPTIONS }, fronts)).port;
    const unavailable = await browserRequest(down, { path: "/" });
    expect(unavailable.status).toBe(502);
    expectSecurityHeaders(unavailable, "502");
  });

  it("FORECOURT_FRONT_CACHE=0 stores nothing but is still the front door", async () => {
    received.length = 0;
    await browserRequest(passThrough, { path: "/cars/d" });
    const second = await browserRequest(passThrough, { path: "/cars/d" });
    expect(second.headers["x-forecourt-cache"]).toBeUndefined();
    expect(received.filter((r) => r.path === "/cars/d")).toHaveLength(2);
    expect(received[0]?.headers["x-forecourt-front"]).toBe("front-token-for-tests-0123456789");
    expectSecurityHeaders(second, "pass-through");
  });
});
