import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type FakeHttpApi, startFakeHttpApi } from "../../../test/fake-http-api";
import { fastlyPurgeRequest, fastlyPurger } from "./fastly-purger";

/**
 * Issue 35 §4: Fastly's purge by surrogate key, written against its API reference ("Purge multiple
 * surrogate key tags", POST /service/{service_id}/purge with {"surrogate_keys": [...]}, the token in
 * Fastly-Key), against a fake Fastly on loopback answering as documented: each key → its purge id.
 */
const SERVICE = "SU1Z0isxPaozGVKXdv0eY";
const TOKEN = "ZmFzdGx5LXRva2VuLWZvci10ZXN0cw";
let api: FakeHttpApi;
beforeAll(async () => {
  api = await startFakeHttpApi();
});
afterAll(() => api.close());
beforeEach(() => {
  api.seen = [];
  api.reply = { status: 200, body: JSON.stringify({ "site:alpha": "108-1391560174-974124" }) };
});
const purger = () => fastlyPurger({ serviceId: SERVICE, apiToken: TOKEN, apiBase: api.base });

describe("the request Fastly documents", () => {
  it("POST /service/{id}/purge with Fastly-Key and the keys in surrogate_keys; a hard purge, never soft", () => {
    const request = fastlyPurgeRequest(
      { serviceId: SERVICE, apiToken: TOKEN, apiBase: "https://api.fastly.com" },
      ["site:alpha", "site:beta"],
    );
    expect(request.url).toBe(`https://api.fastly.com/service/${SERVICE}/purge`);
    expect(request.method).toBe("POST");
    expect(request.headers["fastly-key"]).toBe(TOKEN);
    expect(request.headers).not.toHaveProperty("fastly-soft-purge");
    expect(JSON.parse(request.body)).toEqual({ surrogate_keys: ["site:alpha", "site:beta"] });
  });
});

describe("Fastly's answers (issue 35 §4: a failed purge is retried through the outbox)", () => {
  it("a purge Fastly takes is done, and it saw what the reference asks for", async () => {
    expect(await purger().purge(["site:alpha"])).toEqual({ ok: true });
    expect(api.seen[0]).toMatchObject({ method: "POST", url: `/service/${SERVICE}/purge` });
    expect(api.seen[0]?.headers["fastly-key"]).toBe(TOKEN);
    expect(api.seen[0]?.headers.accept).toBe("application/json");
    expect(JSON.parse(api.seen[0]?.body ?? "")).toEqual({ surrogate_keys: ["site:alpha"] });
  });

  it("a token without the purge scope is not retried; Fastly's trouble and a silent Fastly are", async () => {
    api.reply = { status: 401, body: JSON.stringify({ msg: "Provided credentials are missing or invalid" }) };
    expect(await purger().purge(["site:alpha"])).toEqual({
      ok: false,
      retryable: false,
      reason: "Fastly answered 401: Provided credentials are missing or invalid",
    });
    api.reply = { status: 503, body: "" };
    expect(await purger().purge(["site:alpha"])).toMatchObject({ ok: false, retryable: true });
    const closed = fastlyPurger({ serviceId: SERVICE, apiToken: TOKEN, apiBase: "http://127.0.0.1:1" });
    expect(await closed.purge(["site:alpha"])).toMatchObject({ ok: false, retryable: true });
    expect(purger().describe).not.toContain(TOKEN);
  });
});
