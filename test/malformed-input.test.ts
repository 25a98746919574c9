import { describe, expect, it } from "vitest";
import type { FuzzTarget } from "./fuzz-target";
import { curlFor, fuzzSeed, generateCases } from "./malformed-input";
import { IDEMPOTENCY_KEY, leadCases, withTicket } from "./malformed-leads";

/** Issue 16 item 2: the malformed-input generator is deterministic, so a printed seed replays a failure. */
const target: FuzzTarget = {
  sites: [
    {
      slug: "a",
      host: "a.localhost:3120",
      carIds: [1, 2, 3],
      carSlugs: ["2020-toyota-hilux-1"],
      makes: ["Toyota"],
      siteId: 1,
      dealershipIds: [1],
    },
    {
      slug: "b",
      host: "b.localhost:3120",
      carIds: [4],
      carSlugs: ["2019-mazda-cx-5-4"],
      makes: ["Mazda"],
      siteId: 2,
      dealershipIds: [2],
    },
  ],
  assets: ["/_next/static/chunks/app.js"],
};

describe("the malformed-input generator (issue 16 item 2)", () => {
  it("gives the same cases for the same seed, and other cases for another", () => {
    const first = generateCases(42, target, 500);
    expect(generateCases(42, target, 500)).toEqual(first);
    expect(generateCases(43, target, 500)).not.toEqual(first);
    expect(leadCases(7, 50, [1, 2])).toEqual(leadCases(7, 50, [1, 2]));
  });

  it("covers pages, files and APIs, many methods, and sends only printable ASCII paths", () => {
    const cases = generateCases(1, target, 2000);
    expect(new Set(cases.map((c) => c.surface))).toEqual(new Set(["api", "page", "asset"]));
    expect(new Set(cases.map((c) => c.method)).size).toBeGreaterThan(6);
    expect(
      cases.filter((c) => c.path.startsWith("/api/leads") && c.method === "POST").length,
    ).toBeGreaterThan(100);
    for (const c of cases) expect(c.path).toMatch(/^(?:\/|\*$|http:\/\/)[\x21-\x7e]*$/);
    expect(cases.some((c) => c.path.includes("%ZZ"))).toBe(true);
    expect(cases.some((c) => /__proto__|constructor/.test(c.path))).toBe(true);
    expect(cases.some((c) => c.body?.includes("\\ud800") || c.body?.includes("\\udc00"))).toBe(true);
    expect(cases.some((c) => c.body?.includes("\\u0000"))).toBe(true);
    expect(cases.some((c) => c.body?.includes('"__proto__"'))).toBe(true);
  });

  it("RFC 9112 §3.2: sends request-targets that are not a path (issue 29 §1–2), and a curl that sends them as they are", () => {
    const cases = generateCases(1, target, 2000);
    const labels = new Set(cases.flatMap((c) => c.label.split(" ")).filter((l) => l.startsWith("target:")));
    expect(labels).toEqual(
      new Set(["target:asterisk", "target:absolute-foreign", "target:absolute-own", "target:double-slash"]),
    );
    const asterisk = cases.find((c) => c.path === "*");
    expect(asterisk?.ownApi).toBe(false);
    expect(curlFor(asterisk!, "http://127.0.0.1:3120")).toContain(
      "--request-target '*' 'http://127.0.0.1:3120'",
    );
    const own = cases.find((c) => c.label.includes("target:absolute-own"));
    expect(own?.path.startsWith(`http://${own?.headers.host}/`)).toBe(true);
  });

  it("FUZZ_SEED picks the seed; unset, a fixed one", () => {
    expect(fuzzSeed("12345")).toBe(12345);
    expect(fuzzSeed("0x10")).toBe(16);
    expect(fuzzSeed(undefined)).toBe(fuzzSeed(""));
    expect(() => fuzzSeed("abc")).toThrow(/FUZZ_SEED/);
  });

  it("fills a lead's ticket in, and prints a curl that sends the same bytes", () => {
    expect(withTicket(`{"k":"${IDEMPOTENCY_KEY}"}`, { form_token: "t", idempotency_key: "key" })).toBe(
      '{"k":"key"}',
    );
    const curl = curlFor(
      {
        index: 0,
        label: "x",
        surface: "api",
        method: "POST",
        path: "/api/leads",
        headers: { host: "a.localhost", "content-type": "application/json" },
        body: '{"a":"it\'s"}',
        ownApi: true,
      },
      "http://127.0.0.1:3120",
    );
    expect(curl).toContain("base64 -d | curl");
    expect(curl).toContain("'host: a.localhost'");
    expect(curl).toContain(Buffer.from('{"a":"it\'s"}').toString("base64"));
  });
});
