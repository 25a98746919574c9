import { describe, expect, it } from "vitest";
import { normaliseHost, resolveSite } from "./resolve-site";

const sites = [
  { slug: "metro-motor-group", domains: ["metromotors.com.au"] },
  { slug: "harbour-toyota", domains: ["www.harbourtoyota.com.au", "harbour-toyota.example"] },
  { slug: "outback-used-cars", domains: [] },
];

describe("resolveSite (issue 2 §2 tenancy: host picks the site)", () => {
  it.each([
    ["custom domain", "metromotors.com.au", { kind: "site", slug: "metro-motor-group", via: "domain" }],
    [
      "custom domain with port and case",
      "MetroMotors.com.au:443",
      { kind: "site", slug: "metro-motor-group" },
    ],
    ["www. of a listed bare domain", "www.metromotors.com.au", { kind: "site", slug: "metro-motor-group" }],
    ["listed www. domain", "www.harbourtoyota.com.au", { kind: "site", slug: "harbour-toyota" }],
    ["second listed domain", "harbour-toyota.example", { kind: "site", slug: "harbour-toyota" }],
    [
      "<slug>.localhost",
      "outback-used-cars.localhost:3000",
      { kind: "site", slug: "outback-used-cars", via: "localhost" },
    ],
    ["trailing dot", "metromotors.com.au.", { kind: "site", slug: "metro-motor-group" }],
    ["bare localhost shows the platform index", "localhost:3000", { kind: "platform" }],
    ["loopback IP shows the platform index", "127.0.0.1:3000", { kind: "platform" }],
    ["unknown slug under localhost", "nope.localhost:3000", { kind: "unknown", host: "nope.localhost" }],
    ["unknown domain", "evil.example.com", { kind: "unknown", host: "evil.example.com" }],
    ["missing host", null, { kind: "unknown", host: "" }],
    ["garbage host", "<script>", { kind: "unknown", host: "" }],
  ])("%s", (_name, host, expected) => {
    expect(resolveSite(host, sites)).toMatchObject(expected);
  });

  it("sends unknown hosts, and loopback, to DEFAULT_SITE when it names a site", () => {
    expect(resolveSite("evil.example.com", sites, { defaultSite: "harbour-toyota" })).toEqual({
      kind: "site",
      slug: "harbour-toyota",
      via: "default",
    });
    expect(resolveSite("localhost:3000", sites, { defaultSite: "harbour-toyota" })).toMatchObject({
      slug: "harbour-toyota",
    });
  });

  it("ignores a DEFAULT_SITE that names no site rather than serving a broken site", () => {
    expect(resolveSite("evil.example.com", sites, { defaultSite: "gone" })).toMatchObject({
      kind: "unknown",
    });
  });

  it("an archived site still answers its own hosts (the proxy says 410), but is no one's default (decision 0056)", () => {
    const archived = sites.map((s) => (s.slug === "harbour-toyota" ? { ...s, archived: true } : s));
    expect(resolveSite("harbour-toyota.example", archived)).toMatchObject({
      kind: "site",
      slug: "harbour-toyota",
    });
    expect(resolveSite("harbour-toyota.localhost", archived)).toMatchObject({ slug: "harbour-toyota" });
    expect(resolveSite("evil.example.com", archived, { defaultSite: "harbour-toyota" })).toMatchObject({
      kind: "unknown",
    });
  });

  it("a listed domain beats DEFAULT_SITE", () => {
    expect(resolveSite("metromotors.com.au", sites, { defaultSite: "harbour-toyota" })).toMatchObject({
      slug: "metro-motor-group",
    });
  });
});

describe("resolveSite: a domain belongs to one site (issue 29 item 1, decision 0041)", () => {
  it("never lets a custom domain shadow another site's <slug>.localhost", () => {
    const claimed = [
      { slug: "thief", domains: ["harbour-toyota.localhost", "localhost"] },
      { slug: "harbour-toyota", domains: [] },
    ];
    expect(resolveSite("harbour-toyota.localhost:3000", claimed)).toEqual({
      kind: "site",
      slug: "harbour-toyota",
      via: "localhost",
    });
    expect(resolveSite("localhost:3000", claimed)).toEqual({ kind: "platform" });
  });

  it("serves a listed www. domain on its bare host too: one claim", () => {
    expect(resolveSite("harbourtoyota.com.au", sites)).toMatchObject({ slug: "harbour-toyota" });
  });

  it("guesses at no site, not even DEFAULT_SITE, for a domain two sites list", () => {
    const twice = [
      { slug: "first", domains: ["shared.example"] },
      { slug: "second", domains: ["www.shared.example"] },
    ];
    expect(resolveSite("shared.example", twice, { defaultSite: "first" })).toEqual({
      kind: "unknown",
      host: "shared.example",
    });
  });
});

describe("normaliseHost", () => {
  it("keeps IPv6 brackets and drops the port", () => {
    expect(normaliseHost("[::1]:3000")).toBe("[::1]");
  });
  it("rejects over-long hosts", () => {
    expect(normaliseHost(`${"a".repeat(300)}.com`)).toBe("");
  });
});
