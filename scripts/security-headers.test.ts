import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  contentSecurityPolicy,
  inlineScriptHashes,
  isFrameworkScript,
  nextConfigSecurityHeaders,
  PERMISSIONS_POLICY,
  paymentsOf,
  securityHeaders,
} from "./security-headers.mjs";

const directives = (policy: string) =>
  new Map(
    policy.split(";").map((part) => {
      const [name = "", ...values] = part.trim().split(/\s+/);
      return [name, values] as const;
    }),
  );

const sha256 = (text: string) => `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`;

describe("the Content-Security-Policy (issue 16 §1)", () => {
  it("has no unsafe-eval, object-src 'none', base-uri, form-action and frame-ancestors 'self'", () => {
    const policy = directives(contentSecurityPolicy({ scriptHashes: ["sha256-abc="] }));
    expect(policy.get("object-src")).toEqual(["'none'"]);
    expect(policy.get("base-uri")).toEqual(["'self'"]);
    expect(policy.get("form-action")).toEqual(["'self'"]);
    expect(policy.get("frame-ancestors")).toEqual(["'self'"]);
    // Fonts, fetches, workers, media and the manifest: our own origin only, through default-src.
    expect(policy.get("default-src")).toEqual(["'self'"]);
    expect(policy.get("frame-src")).toEqual(["'none'"]);
    expect([...policy.values()].flat()).not.toContain("'unsafe-eval'");
  });
  it("restricts scripts to our own files and the page's own inline scripts, by hash", () => {
    const policy = directives(contentSecurityPolicy({ scriptHashes: ["sha256-abc=", "sha256-def="] }));
    expect(policy.get("script-src")).toEqual(["'self'", "'sha256-abc='", "'sha256-def='"]);
  });
  it("only next dev gets eval; only Next reached without the front gets unsafe-inline", () => {
    expect(directives(contentSecurityPolicy({ development: true })).get("script-src")).toContain(
      "'unsafe-eval'",
    );
    const direct = nextConfigSecurityHeaders().find((h) => h.key === "content-security-policy")?.value ?? "";
    expect(directives(direct).get("script-src")).toEqual(["'self'", "'unsafe-inline'"]);
    expect(direct).not.toContain("unsafe-eval");
  });
  it("upgrades http subresources on https pages and allows car photos from any https host", () => {
    expect(contentSecurityPolicy({ https: true })).toContain("upgrade-insecure-requests");
    expect(contentSecurityPolicy({ https: false })).not.toContain("upgrade-insecure-requests");
    expect(directives(contentSecurityPolicy({ https: true })).get("img-src")).toEqual([
      "'self'",
      "data:",
      "https:",
    ]);
  });
});

describe("a card form from Stripe (issue 18: PAYMENT_PROVIDER=stripe, decision 0026)", () => {
  it("lets in Stripe.js, its card frames and its API, and nothing else new", () => {
    const policy = directives(contentSecurityPolicy({ scriptHashes: ["sha256-abc="], payments: "stripe" }));
    expect(policy.get("script-src")).toEqual([
      "'self'",
      "'sha256-abc='",
      "https://js.stripe.com",
      "https://*.js.stripe.com",
    ]);
    expect(policy.get("frame-src")).toEqual([
      "https://js.stripe.com",
      "https://*.js.stripe.com",
      "https://hooks.stripe.com",
    ]);
    expect(policy.get("connect-src")).toEqual(["'self'", "https://api.stripe.com"]);
    expect(policy.get("object-src")).toEqual(["'none'"]);
  });
  it("Stripe's frames alone may use the Payment Request API (Apple Pay, Google Pay)", () => {
    const headers = securityHeaders({ payments: "stripe" });
    expect(headers["permissions-policy"]).toContain('payment=(self "https://js.stripe.com")');
    expect(headers["permissions-policy"]).toContain("camera=()");
    expect(securityHeaders()["permissions-policy"]).toContain("payment=()");
  });
  it("only PAYMENT_PROVIDER=stripe opens it; the local test processor needs no outside origin", () => {
    expect(paymentsOf({ PAYMENT_PROVIDER: "stripe" })).toBe("stripe");
    expect(paymentsOf({ PAYMENT_PROVIDER: "local" })).toBeUndefined();
    expect(paymentsOf({})).toBeUndefined();
    expect(contentSecurityPolicy()).not.toContain("stripe");
  });
});

describe("the other security headers (issue 16 §1)", () => {
  it("nosniff, strict-origin-when-cross-origin, frame protection and a Permissions-Policy on every response", () => {
    const headers = securityHeaders({ https: false });
    expect(headers).toMatchObject({
      "x-content-type-options": "nosniff",
      "referrer-policy": "strict-origin-when-cross-origin",
      "x-frame-options": "SAMEORIGIN",
      "permissions-policy": PERMISSIONS_POLICY,
    });
  });
  it("HSTS only when the request came over https", () => {
    expect(securityHeaders({ https: false })["strict-transport-security"]).toBeUndefined();
    expect(securityHeaders({ https: true })["strict-transport-security"]).toBe(
      "max-age=31536000; includeSubDomains",
    );
  });
  it("the Permissions-Policy denies camera, microphone, geolocation, payment and USB", () => {
    for (const feature of ["camera", "microphone", "geolocation", "payment", "usb"]) {
      expect(PERMISSIONS_POLICY).toContain(`${feature}=()`);
    }
  });
  it("allows only what the site uses: no source file uses a feature the policy denies", () => {
    // If one of these starts being used, allow its feature in scripts/security-headers.mjs.
    const denied: [RegExp, string][] = [
      [/navigator\.geolocation/, "geolocation"],
      [/getUserMedia|getDisplayMedia/, "camera / microphone / display-capture"],
      [/new PaymentRequest/, "payment"],
      [/navigator\.(usb|hid|serial)\b/, "usb / hid / serial"],
      [/requestFullscreen/, "fullscreen"],
      [/requestPictureInPicture/, "picture-in-picture"],
      [/<iframe/, "frame-src"],
    ];
    const root = path.resolve(import.meta.dirname, "../src");
    const files = readdirSync(root, { recursive: true, encoding: "utf8" }).filter(
      (f) => /\.(ts|tsx)$/.test(f) && !/\.test\.tsx?$/.test(f),
    );
    // The one frame the site draws: YouTube's privacy-enhanced player, whose frame-src (and player
    // features) a page opens only when it shows a video (tag-sources.mjs, decision 0055).
    const opened = new Set([`${path.join("components", "marketing", "video-facade.tsx")}: frame-src`]);
    const uses = files.flatMap((file) => {
      const text = readFileSync(path.join(root, file), "utf8");
      return denied.filter(([pattern]) => pattern.test(text)).map(([, feature]) => `${file}: ${feature}`);
    });
    expect(uses.filter((use) => !opened.has(use))).toEqual([]);
  });
});

describe("inline script hashes: what the browser lets run (issue 16 §1, decision 0018)", () => {
  it("hashes each of the framework's inline scripts, once, and skips external scripts and JSON data blocks", () => {
    const html = [
      '<html><head><script src="/_next/static/chunks/a.js" async=""></script>',
      '<script type="application/ld+json">{"@type":"Car"}</script></head><body>',
      "<script>(self.__next_f=self.__next_f||[]).push([0])</script>",
      '<script>self.__next_f.push([1,"a\\u003cb"])</script>',
      "<script>(self.__next_f=self.__next_f||[]).push([0])</script>",
      '<SCRIPT id="_R_" type="text/javascript">$RC("B:0","S:0")</SCRIPT >',
      '<script id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/a.js"],"runtimeModuleIds":[1]});</script>',
      "</body></html>",
    ].join("");
    expect(inlineScriptHashes(html)).toEqual([
      sha256("(self.__next_f=self.__next_f||[]).push([0])"),
      sha256('self.__next_f.push([1,"a\\u003cb"])'),
      sha256('$RC("B:0","S:0")'),
      sha256(
        '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/a.js"],"runtimeModuleIds":[1]});',
      ),
    ]);
  });

  it("a script injected into the page (a feed's text, a reflected value) gets no hash, so it does not run", () => {
    const injected = [
      "alert(document.cookie)",
      'self.__next_f.push([1,"x"]);alert(1)',
      'self.__next_f.push([1,"x"],alert(1))',
      "self.__next_f.push([1,alert(1)])",
      '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"a":1});alert(1)',
      '$RC("B:0",alert(1))',
      '$RC("B:0","S:0");alert(1)',
      'import("/x.js")',
    ];
    for (const script of injected) {
      expect(isFrameworkScript(script), script).toBe(false);
      expect(inlineScriptHashes(`<p>Feed text: <script>${script}</script></p>`), script).toEqual([]);
    }
  });

  it("hashes UTF-8 text, with CR LF read as LF as the HTML parser does", () => {
    const turbopack = '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"é":\r\n1});';
    expect(inlineScriptHashes(`<script>${turbopack}</script>`)).toEqual([
      sha256('(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"é":\n1});'),
    ]);
  });

  it("a page without inline scripts has none", () => {
    expect(inlineScriptHashes('<p>no scripts</p><script src="/a.js"></script>')).toEqual([]);
  });
});
