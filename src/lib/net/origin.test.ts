import { describe, expect, it } from "vitest";
import { bodyTypeReason, crossSiteReason, isSafeMethod, requestFacts } from "./origin";

const headers = (init: Record<string, string>) => new Headers(init);
const TOKEN = "front-token-front-token-front";

describe("cross-site posts (issue 5: a POST whose Origin is another site or null is refused)", () => {
  it("accepts the site's own origin, and a client that sends none", () => {
    expect(
      crossSiteReason(headers({ host: "metro.localhost:3000", origin: "http://metro.localhost:3000" })),
    ).toBeNull();
    expect(crossSiteReason(headers({ host: "metro.localhost:3000" }))).toBeNull();
  });

  it("refuses another site, including a sibling demo site on the same server", () => {
    expect(
      crossSiteReason(headers({ host: "metro.localhost:3000", origin: "http://coastal.localhost:3000" })),
    ).toBe("Refused: the request comes from http://coastal.localhost:3000, not from this site");
    expect(
      crossSiteReason(headers({ host: "metro.localhost:3000", "sec-fetch-site": "cross-site" })),
    ).toMatch(/another site/);
  });

  it("issue 29 item 7: with no Origin, only Sec-Fetch-Site same-origin or none passes (a sibling tenant is same-site)", () => {
    const host = { host: "metro.localhost:3000" };
    for (const site of ["same-site", "cross-site", "Same-Site", "garbage"]) {
      expect(crossSiteReason(headers({ ...host, "sec-fetch-site": site })), site).toMatch(/another site/);
    }
    for (const site of ["same-origin", "none"]) {
      expect(crossSiteReason(headers({ ...host, "sec-fetch-site": site })), site).toBeNull();
    }
    expect(crossSiteReason(headers(host))).toBeNull();
  });

  it("issue 29 item 7: a sibling tenant's Origin is refused whatever Sec-Fetch-Site says", () => {
    expect(
      crossSiteReason(
        headers({
          host: "metro.localhost:3000",
          origin: "http://coastal.localhost:3000",
          "sec-fetch-site": "same-site",
        }),
      ),
    ).toMatch(/not from this site/);
  });

  it("refuses an opaque 'null' origin and a malformed one", () => {
    expect(crossSiteReason(headers({ host: "metro.localhost", origin: "null" }))).toMatch(/'null'/);
    expect(crossSiteReason(headers({ host: "metro.localhost", origin: "::::" }))).toMatch(/not a URL/);
  });

  it("issue 16 §4: an https Origin on an http host is not the same origin, nor the reverse", () => {
    const host = { host: "metro.example.com.au" };
    expect(crossSiteReason(headers({ ...host, origin: "https://metro.example.com.au" }), "http")).toMatch(
      /not from this site/,
    );
    expect(crossSiteReason(headers({ ...host, origin: "http://metro.example.com.au" }), "https")).toMatch(
      /not from this site/,
    );
    expect(crossSiteReason(headers({ ...host, origin: "https://metro.example.com.au" }), "https")).toBeNull();
  });
});

describe("issue 16 §4: a state-changing request carries JSON", () => {
  it("refuses the body types a cross-site HTML form can send without a preflight", () => {
    for (const type of [
      "text/plain",
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=x",
    ]) {
      expect(bodyTypeReason(headers({ "content-type": type, "content-length": "10" }))).toMatch(
        /application\/json/,
      );
    }
    expect(bodyTypeReason(headers({ "content-length": "10" }))).toMatch(/application\/json/);
    expect(bodyTypeReason(headers({ "transfer-encoding": "chunked" }))).toMatch(/application\/json/);
  });

  it("takes JSON with or without a charset, and a request with no body", () => {
    expect(bodyTypeReason(headers({ "content-type": "application/json" }))).toBeNull();
    expect(bodyTypeReason(headers({ "content-type": "Application/JSON; charset=utf-8" }))).toBeNull();
    expect(bodyTypeReason(headers({}))).toBeNull();
    expect(bodyTypeReason(headers({ "content-length": "0" }))).toBeNull();
  });

  it("only GET, HEAD and OPTIONS are safe", () => {
    expect(["GET", "HEAD", "OPTIONS"].every(isSafeMethod)).toBe(true);
    expect(["POST", "PUT", "PATCH", "DELETE", "PROPFIND"].some(isSafeMethod)).toBe(false);
  });
});

describe("issue 16 §5: the client's address and scheme are believed only from the front server", () => {
  const vouched = {
    "x-forecourt-front": TOKEN,
    "x-forecourt-client-ip": "203.0.113.9",
    "x-forecourt-proto": "https",
    "x-forwarded-for": "1.1.1.1",
  };

  it("believes the front's headers when its token matches", () => {
    expect(requestFacts(headers(vouched), TOKEN)).toEqual({
      clientAddress: "203.0.113.9",
      scheme: "https",
      fromFront: true,
    });
  });

  it("ignores a client's own x-forecourt-client-ip and proto without the token, or with a wrong one", () => {
    const { "x-forecourt-front": _, ...spoofed } = vouched;
    for (const [sent, token] of [
      [spoofed, TOKEN],
      [{ ...vouched, "x-forecourt-front": "guess" }, TOKEN],
      [vouched, undefined],
    ] as const) {
      const facts = requestFacts(headers(sent), token);
      expect(facts.clientAddress).toBe("1.1.1.1");
      expect(facts.scheme).toBe("http");
      expect(facts.fromFront).toBe(false);
    }
  });

  it("without the front, takes X-Forwarded-For's last hop (Next's own peer address when none was sent)", () => {
    expect(requestFacts(headers({ "x-forwarded-for": "6.6.6.6, 198.51.100.2" }), TOKEN).clientAddress).toBe(
      "198.51.100.2",
    );
    expect(requestFacts(headers({}), TOKEN).clientAddress).toBe("unknown");
  });
});
