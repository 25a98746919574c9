import net, { type AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { varnishBanRequest, varnishPurger } from "./varnish-purger";

/**
 * Issue 35 §4: the Varnish adapter, a BAN naming the tags in Surrogate-Key, as deploy/varnish/
 * forecourt.vcl takes it (varnish-front.int.test.ts runs it against the real Varnish), against a
 * stand-in on loopback answering as the VCL does: 200, or 403 with its reason for an address it does
 * not take purges from. Node's HTTP server refuses methods it does not know (BAN), so the stand-in
 * reads the request itself.
 */
let server: net.Server;
let base = "";
let seen: string[] = [];
let statusLine = "HTTP/1.1 200 Banned";

beforeAll(async () => {
  server = net.createServer((socket) => {
    let text = "";
    socket.setEncoding("latin1");
    socket.on("data", (chunk) => {
      text += chunk;
      if (!text.includes("\r\n\r\n")) return;
      seen.push(text);
      socket.end(`${statusLine}\r\ncontent-length: 0\r\nconnection: close\r\n\r\n`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  seen = [];
  statusLine = "HTTP/1.1 200 Banned";
});

describe("the Varnish adapter (issue 35 §4)", () => {
  it("sends BAN with the tags in Surrogate-Key, one space apart", async () => {
    expect(varnishBanRequest({ url: "http://front" }, ["site:alpha", "site:beta"])).toEqual({
      url: "http://front",
      method: "BAN",
      headers: { "surrogate-key": "site:alpha site:beta" },
    });
    expect(await varnishPurger({ url: `${base}/` }).purge(["site:alpha"])).toEqual({ ok: true });
    expect(seen[0]).toMatch(/^BAN \/ HTTP\/1\.1\r\n/);
    expect(seen[0]).toMatch(/\r\nsurrogate-key: site:alpha\r\n/i);
  });

  it("an address the VCL refuses is a configuration to fix, not retried; a Varnish not answering is", async () => {
    statusLine = "HTTP/1.1 403 Purges are taken only from the app servers";
    expect(await varnishPurger({ url: base }).purge(["site:alpha"])).toEqual({
      ok: false,
      retryable: false,
      reason: "Varnish answered 403: Purges are taken only from the app servers",
    });
    expect(await varnishPurger({ url: "http://127.0.0.1:1" }).purge(["site:alpha"])).toMatchObject({
      ok: false,
      retryable: true,
    });
  });
});
