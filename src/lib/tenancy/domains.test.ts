import { describe, expect, it } from "vitest";
import {
  customDomainProblem,
  domainClaim,
  domainClaims,
  domainHeldMessage,
  normaliseDomain,
} from "./domains";

describe("domain claims (issue 29 item 1, decision 0041: a domain belongs to one site)", () => {
  it("case, a trailing dot and www. make no new claim", () => {
    for (const d of ["x.com.au", "X.COM.AU", "www.x.com.au", "WWW.X.com.au.", " x.com.au "]) {
      expect(domainClaim(d)).toBe("x.com.au");
    }
    expect(domainClaims(["www.x.com", "x.com", "y.com"])).toEqual(["x.com", "y.com"]);
    expect(normaliseDomain("WWW.X.com.")).toBe("www.x.com");
  });

  it.each([
    ["harbour-toyota.localhost", /local address/],
    ["localhost", /local address/],
    ["www.harbour-toyota.localhost.", /local address/],
    ["127.0.0.1", /IP address/],
    ["[::1]", /IP address/],
    ["https://x.com", /not a domain name/],
    ["x.com/path", /not a domain name/],
    ["x.com:443", /IP address|not a domain name/],
    ["intranet", /not a domain name/],
    ["-bad.com", /not a domain name/],
    ["www.com", /only www/],
    ["", /empty/],
  ])("refuses %j as a custom domain", (domain, reason) => {
    expect(customDomainProblem(domain)).toMatch(reason);
  });

  it.each(["alphamotors.com.au", "www.harbourtoyota.com.au", "xn--bcher-kva.example", "a-b.co"])(
    "accepts %j",
    (domain) => {
      expect(customDomainProblem(domain)).toBeNull();
    },
  );

  it("names the domain, the site that holds it and the operator's way to move it", () => {
    expect(domainHeldMessage("www.x.com", "harbour-toyota", "alpha")).toBe(
      'domain "www.x.com" belongs to site "harbour-toyota": a domain belongs to one site, and only an operator moves it (forecourt sites move-domain x.com --to alpha)',
    );
  });
});
