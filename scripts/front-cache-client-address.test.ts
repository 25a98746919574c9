import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { compileTrustedProxies, resolveClient } from "./client-address.mjs";
import { browserRequest, closeAll, type Front, type StandInRig, startStandInRig } from "./front-test-helpers";

describe("the front door: who the client is (issue 16 §5)", () => {
  const fronts: Front[] = [];
  let rig: StandInRig;
  let front = 0;
  let behindProxy = 0;

  beforeAll(async () => {
    rig = await startStandInRig(fronts);
    ({ front, behindProxy } = rig);
  });
  afterAll(() => closeAll(fronts, rig.next.server));

  it("§5: a spoofed X-Forwarded-For from an untrusted peer is ignored; the app hears the socket's address", async () => {
    const answer = await browserRequest(front, {
      path: "/api/echo",
      headers: {
        "x-forwarded-for": "203.0.113.7",
        "x-forwarded-proto": "https",
        "x-forwarded-host": "evil.example",
        "x-real-ip": "203.0.113.8",
      },
    });
    const seen = JSON.parse(answer.body).headers as Record<string, string>;
    expect(seen["x-forecourt-client-ip"]).toBe("127.0.0.1");
    expect(seen["x-forecourt-proto"]).toBe("http");
    expect(seen["x-forwarded-for"]).toBe("127.0.0.1");
    expect(seen["x-forwarded-proto"]).toBe("http");
    expect(seen["x-forwarded-host"]).toBeUndefined();
    expect(seen["x-real-ip"]).toBeUndefined();
    expect(seen.host).toBe("site.localhost:80");
  });

  it("§5: client-sent x-forecourt-* headers never reach the app; the front's token does", async () => {
    const answer = await browserRequest(front, {
      path: "/api/echo",
      headers: {
        "x-forecourt-client-ip": "198.51.100.1",
        "x-forecourt-proto": "https",
        "x-forecourt-front": "a guess",
        "x-forecourt-internal": "a guess",
      },
    });
    const seen = JSON.parse(answer.body).headers as Record<string, string>;
    expect(seen["x-forecourt-client-ip"]).toBe("127.0.0.1");
    expect(seen["x-forecourt-proto"]).toBe("http");
    expect(seen["x-forecourt-front"]).toBe("front-token-for-tests-0123456789");
    expect(seen["x-forecourt-internal"]).toBeUndefined();
  });

  it("§5: behind a trusted proxy, the client is the right-most X-Forwarded-For hop that is not a trusted proxy", async () => {
    const answer = await browserRequest(behindProxy, {
      path: "/api/echo",
      headers: { "x-forwarded-for": "198.51.100.9, 203.0.113.7, 10.1.2.3", "x-forwarded-proto": "https" },
    });
    const seen = JSON.parse(answer.body).headers as Record<string, string>;
    expect(seen["x-forecourt-client-ip"]).toBe("203.0.113.7");
    expect(seen["x-forecourt-proto"]).toBe("https");
  });

  it("§5: TRUSTED_PROXIES resolution, address by address", () => {
    const trusted = compileTrustedProxies("loopback, 10.0.0.0/8 2001:db8::/32,192.0.2.1");
    const resolve = (peer: string, xff?: string, proto?: string) =>
      resolveClient(peer, { "x-forwarded-for": xff, "x-forwarded-proto": proto }, trusted);
    expect(resolve("203.0.113.5", "1.2.3.4", "https")).toEqual({
      address: "203.0.113.5",
      https: false,
      peerTrusted: false,
    });
    expect(resolve("::ffff:127.0.0.1", "1.2.3.4", "https")).toEqual({
      address: "1.2.3.4",
      https: true,
      peerTrusted: true,
    });
    expect(resolve("192.0.2.1", "1.2.3.4, 10.0.0.1").address).toBe("1.2.3.4");
    expect(resolve("2001:db8::1", "2001:db8::2, 10.0.0.1").address).toBe("2001:db8::2");
    // Every hop trusted: the left-most one is the client.
    expect(resolve("127.0.0.1", "10.9.9.9, 10.0.0.1").address).toBe("10.9.9.9");
    // A hop that is no address ends the walk at the proxy that wrote it.
    expect(resolve("127.0.0.1", "1.2.3.4, not-an-ip").address).toBe("127.0.0.1");
    expect(resolve("127.0.0.1").address).toBe("127.0.0.1");
    // Only the first proto counts (the proxy the browser reached).
    expect(resolve("127.0.0.1", undefined, "http, https").https).toBe(false);
    expect(compileTrustedProxies("")("127.0.0.1")).toBe(false);
    expect(compileTrustedProxies("private")("192.168.1.4")).toBe(true);
    expect(compileTrustedProxies("private")("127.0.0.1")).toBe(false);
    for (const typo of ["localhost", "10.0.0.0/33", "1.2.3", "10.0.0.0/8/1"]) {
      expect(() => compileTrustedProxies(typo), typo).toThrow(/TRUSTED_PROXIES/);
    }
  });
});
