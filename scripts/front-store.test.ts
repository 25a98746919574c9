import { describe, expect, it } from "vitest";
import { cacheKey, createStore, sharedFreshnessSeconds, storableSeconds } from "./front-store.mjs";

describe("shared-cache policy (RFC 9111 as a CDN applies it; decision 0008)", () => {
  it("keeps s-maxage, else public max-age; never private, no-store or no-cache", () => {
    expect(sharedFreshnessSeconds("s-maxage=60, stale-while-revalidate=540")).toBe(60);
    expect(sharedFreshnessSeconds("public, max-age=31536000, immutable")).toBe(31536000);
    expect(sharedFreshnessSeconds("max-age=300")).toBe(0);
    expect(sharedFreshnessSeconds("private, no-cache, no-store, max-age=0, must-revalidate")).toBe(0);
    expect(sharedFreshnessSeconds(undefined)).toBe(0);
  });
  it("only plain GET/HEAD requests are looked up; router and cookie requests go to Next", () => {
    const get = {
      method: "GET",
      url: "/cars/x",
      headers: { host: "a.localhost:3000", "accept-encoding": "gzip, br" },
    };
    expect(cacheKey(get)).toBe("a.localhost:3000 /cars/x gzip");
    expect(cacheKey({ ...get, headers: { ...get.headers, host: "b.localhost:3000" } })).not.toBe(
      cacheKey(get),
    );
    expect(cacheKey({ ...get, method: "POST" })).toBeNull();
    expect(cacheKey({ ...get, headers: { ...get.headers, rsc: "1" } })).toBeNull();
    expect(cacheKey({ ...get, headers: { ...get.headers, cookie: "a=1" } })).toBeNull();
  });
  it("stores only 200s without cookies", () => {
    expect(storableSeconds(200, { "cache-control": "s-maxage=60" })).toBe(60);
    expect(storableSeconds(404, { "cache-control": "s-maxage=60" })).toBe(0);
    expect(storableSeconds(200, { "cache-control": "s-maxage=60", "set-cookie": ["a=1"] })).toBe(0);
  });
  it("the store forgets what is older than its lifetime and evicts the least recently used past its size", () => {
    const store = createStore(100);
    const entry = (n: number) => ({
      status: 200,
      headers: {},
      body: Buffer.alloc(n),
      storedAt: 0,
      ttlMs: 1000,
    });
    store.set("a", entry(20));
    store.set("b", entry(20));
    expect(store.get("a", 500)).toBeDefined();
    store.set("c", entry(20));
    store.set("d", entry(20));
    store.set("e", entry(20)); // 100 bytes: a was used, so b goes first once over
    store.set("f", entry(20));
    expect(store.get("b", 500)).toBeUndefined();
    expect(store.get("a", 500)).toBeDefined();
    expect(store.get("a", 1000)).toBeUndefined();
  });
});
