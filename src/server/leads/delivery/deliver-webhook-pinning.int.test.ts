// backend-independent: no database at all.
// CI's PostgreSQL run leaves this file out: there it would repeat the PGlite run (decision 0058).
import https from "node:https";
import type { AddressInfo } from "node:net";
import tls from "node:tls";
import { describe, expect, it } from "vitest";
import { deliverWebhook } from "./deliver-webhook";
import { answer, LOCAL, mockDns, PAYLOAD, SECRET, setUpWebhookTests, sink } from "./webhook-test-receiver";

setUpWebhookTests();

describe("deliverWebhook: the connection is pinned to the checked address", () => {
  it("issue 5: DNS is asked once; a later, different answer (rebinding) cannot redirect the request", async () => {
    const target = await sink(answer(204));
    // First answer is the one checked; any later lookup would point somewhere else entirely.
    const lookup = mockDns([{ address: "127.0.0.1", family: 4 }], [{ address: "10.9.9.9", family: 4 }]);
    const outcome = await deliverWebhook(
      { url: `http://hooks.example.test:${target.port}/in`, secret: SECRET },
      PAYLOAD,
      LOCAL,
    );
    expect(outcome).toEqual({ ok: true, status: 204 });
    expect(lookup).toHaveBeenCalledTimes(1);
    // The receiver still sees the dealer's host name, not the address we connected to.
    expect(target.received[0]?.headers.host).toBe(`hooks.example.test:${target.port}`);
  });

  it("issue 5: over https the TLS server name is the URL's host, and certificates are verified", async () => {
    const serverNames: string[] = [];
    const context = tls.createSecureContext({ key: TEST_KEY, cert: TEST_CERT });
    let requests = 0;
    const server = https.createServer(
      {
        key: TEST_KEY,
        cert: TEST_CERT,
        SNICallback: (name, callback) => {
          serverNames.push(name);
          callback(null, context);
        },
      },
      (_req, res) => {
        requests++;
        res.end();
      },
    );
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = server.address() as AddressInfo;
      mockDns([{ address: "127.0.0.1", family: 4 }]);
      const outcome = await deliverWebhook(
        { url: `https://hooks.example.test:${port}/in`, secret: SECRET },
        PAYLOAD,
        LOCAL,
      );
      // Self-signed: refused by certificate verification, which the dealer can fix, so retryable.
      expect(outcome).toMatchObject({ ok: false, retryable: true });
      expect(outcome.ok ? "" : outcome.reason).toMatch(
        new RegExp(`^TLS error from hooks\\.example\\.test:${port}: `),
      );
      expect(serverNames).toEqual(["hooks.example.test"]);
      expect(requests).toBe(0);
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

// A throwaway self-signed certificate for hooks.example.test, used only by the test above. The key
// protects nothing.
const TEST_KEY = `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgbVkegx3Tb91AlbyH
qgpfnQHjvRyHFM7Fe0fXXTRYfduhRANCAAQJ/plwrwaOIMPzwEVLqkynEj02L011
XFnfGuwXhaFbW493wJcK3BMZ0GdxUouYfD15LblXtAsGoxfsSqJtDbvG
-----END PRIVATE KEY-----
`;
const TEST_CERT = `-----BEGIN CERTIFICATE-----
MIIBsTCCAVagAwIBAgIUAyrp4toOkvk2g77THZlY9xYUY70wCgYIKoZIzj0EAwIw
HTEbMBkGA1UEAwwSaG9va3MuZXhhbXBsZS50ZXN0MCAXDTI2MTEyMzA3MzUwMloY
DzIxMjYxMDMwMDczNTAyWjAdMRswGQYDVQQDDBJob29rcy5leGFtcGxlLnRlc3Qw
WTATBgcqhkjOPQIBBggqhkjOPQMBBwNCAAQJ/plwrwaOIMPzwEVLqkynEj02L011
XFnfGuwXhaFbW493wJcK3BMZ0GdxUouYfD15LblXtAsGoxfsSqJtDbvGo3IwcDAd
BgNVHQ4EFgQUi6ZMrTmDufJQJdDeTFlwdryK/VIwHwYDVR0jBBgwFoAUi6ZMrTmD
ufJQJdDeTFlwdryK/VIwDwYDVR0TAQH/BAUwAwEB/zAdBgNVHREEFjAUghJob29r
cy5leGFtcGxlLnRlc3QwCgYIKoZIzj0EAwIDSQAwRgIhAItwJV0d20KCOqHo+SKn
cC5vWuUhw70v2EW3XUUTEIXzAiEA7VuXpZiuE3qOM4SqW99jaFu/SVnZ71FcuDUy
eCaxDvI=
-----END CERTIFICATE-----
`;
