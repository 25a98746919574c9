import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type FakeHttpApi, startFakeHttpApi } from "../../../test/fake-http-api";
import { cloudflarePurgeRequest, cloudflarePurger } from "./cloudflare-purger";

/**
 * Issue 35 §4: Cloudflare's purge by tag, written against its API reference ("Purge Cached Content",
 * POST /zones/{zone_id}/purge_cache with {"tags": [...]}, a bearer token), against a fake Cloudflare on
 * loopback answering in its documented envelope.
 */
const ZONE = "023e105f4ecef8ad9ca31a8372d0c353";
const TOKEN = "Y2xvdWRmbGFyZS10b2tlbi1mb3ItdGVzdHM";
let api: FakeHttpApi;
beforeAll(async () => {
  api = await startFakeHttpApi();
});
afterAll(() => api.close());
beforeEach(() => {
  api.seen = [];
  api.reply = {
    status: 200,
    body: JSON.stringify({
      success: true,
      errors: [],
      messages: [],
      result: { id: "9a7806061c88ada191ed06f989cc3dac" },
    }),
  };
});
const purger = () => cloudflarePurger({ zoneId: ZONE, apiToken: TOKEN, apiBase: `${api.base}/client/v4` });

describe("the request Cloudflare documents", () => {
  it("POST /client/v4/zones/{zone}/purge_cache, the token as a bearer, the site's tag in `tags`", () => {
    const request = cloudflarePurgeRequest(
      { zoneId: ZONE, apiToken: TOKEN, apiBase: "https://api.cloudflare.com/client/v4/" },
      ["site:alpha"],
    );
    expect(request.url).toBe(`https://api.cloudflare.com/client/v4/zones/${ZONE}/purge_cache`);
    expect(request.method).toBe("POST");
    expect(request.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(JSON.parse(request.body)).toEqual({ tags: ["site:alpha"] });
  });
});

describe("Cloudflare's answers (issue 35 §4: a failed purge is retried through the outbox)", () => {
  it("a purge Cloudflare takes is done, and it saw what the reference asks for", async () => {
    expect(await purger().purge(["site:alpha"])).toEqual({ ok: true });
    expect(api.seen).toHaveLength(1);
    expect(api.seen[0]).toMatchObject({ method: "POST", url: `/client/v4/zones/${ZONE}/purge_cache` });
    expect(api.seen[0]?.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(api.seen[0]?.headers["content-type"]).toBe("application/json");
    expect(JSON.parse(api.seen[0]?.body ?? "")).toEqual({ tags: ["site:alpha"] });
  });

  it("a wrong token is not retried, and the reason is Cloudflare's own", async () => {
    api.reply = {
      status: 403,
      body: JSON.stringify({ success: false, errors: [{ code: 10000, message: "Authentication error" }] }),
    };
    expect(await purger().purge(["site:alpha"])).toEqual({
      ok: false,
      retryable: false,
      reason: "Cloudflare answered 403: 10000 Authentication error",
    });
  });

  it("a rate limit, Cloudflare's own trouble, no answer in time, or `success: false` in a 200 are retried", async () => {
    api.reply = {
      status: 429,
      body: JSON.stringify({ success: false, errors: [{ code: 971, message: "Please wait" }] }),
    };
    expect(await purger().purge(["site:alpha"])).toMatchObject({ ok: false, retryable: true });
    api.reply = { status: 502, body: "<html>Bad gateway</html>" };
    expect(await purger().purge(["site:alpha"])).toMatchObject({ ok: false, retryable: true });
    api.reply = { status: 200, body: JSON.stringify({ success: false, errors: [] }) };
    expect(await purger().purge(["site:alpha"])).toMatchObject({ ok: false });
    const closed = cloudflarePurger({ zoneId: ZONE, apiToken: TOKEN, apiBase: "http://127.0.0.1:1" });
    expect(await closed.purge(["site:alpha"])).toMatchObject({ ok: false, retryable: true });
  });

  it("its description names the zone, never the token", () => {
    expect(purger().describe).toBe(`Cloudflare (zone ${ZONE})`);
    expect(purger().describe).not.toContain(TOKEN);
  });
});
