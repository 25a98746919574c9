import { describe, expect, it } from "vitest";
import { z } from "zod";
import { jsonError } from "./api";
import { receiveStateChange, type StateChangeSpec } from "./state-change";

/**
 * Issue 30 item 4: one prelude for every state-changing endpoint, its steps in one order, each run
 * once, and a step that stops the request leaving the later ones unasked (so nothing is counted for
 * a request refused before its limits).
 */
const HOST = "prelude.localhost";

function post(body: string, headers: Record<string, string> = {}): Request {
  return new Request(`http://${HOST}/api/thing?id=7`, {
    method: "POST",
    headers: {
      host: HOST,
      origin: `http://${HOST}`,
      "content-type": "application/json",
      "x-forwarded-for": "203.0.113.5",
      "user-agent": `Browser/${"x".repeat(600)}`,
      ...headers,
    },
    body,
  });
}

const schema = z.object({ name: z.string().min(1) });

/** A spec whose every step says so in `steps`, passing unless told to stop. */
function traced(stopAt: string | null = null) {
  const steps: string[] = [];
  const step = (name: string) => {
    steps.push(name);
    return stopAt === name ? jsonError(418, `stopped at ${name}`) : null;
  };
  const spec: StateChangeSpec<z.output<typeof schema>, { name: string; upper: string }, { who: string }> = {
    refuse: () => step("refuse"),
    session: async () => {
      const stopped = step("session");
      return stopped ? { ok: false, response: stopped } : { ok: true, data: { who: "ada" } };
    },
    limitsBeforeBody: async () => step("limitsBeforeBody"),
    body: { schema },
    check: (body) => {
      const stopped = step("check");
      return stopped
        ? { ok: false, response: stopped }
        : { ok: true, data: { ...body, upper: body.name.toUpperCase() } };
    },
    limits: async () => step("limits"),
  };
  return { steps, spec };
}

describe("receiveStateChange", () => {
  it("runs every step in order once and hands over the parsed input, the session and the client", async () => {
    const { steps, spec } = traced();
    const change = await receiveStateChange(post('{"name":"ada"}'), spec);
    expect(steps).toEqual(["refuse", "session", "limitsBeforeBody", "check", "limits"]);
    expect(change).toEqual({
      ok: true,
      input: { name: "ada", upper: "ADA" },
      session: { who: "ada" },
      client: {
        address: "203.0.113.5",
        secure: false,
        cookie: null,
        userAgent: `Browser/${"x".repeat(492)}`,
      },
    });
  });

  it("answers a cross-site post 403 and a body that is not JSON 415 before any step of the endpoint's", async () => {
    for (const [headers, status] of [
      [{ origin: "http://other.localhost" }, 403],
      [{ "content-type": "text/plain" }, 415],
    ] as const) {
      const { steps, spec } = traced();
      const change = await receiveStateChange(post("{", headers), spec);
      expect(!change.ok && change.response.status).toBe(status);
      expect(steps).toEqual([]);
    }
  });

  it("a step that answers stops the request there: no later step runs, no limit after it is counted", async () => {
    for (const [stopAt, ran] of [
      ["refuse", ["refuse"]],
      ["session", ["refuse", "session"]],
      ["limitsBeforeBody", ["refuse", "session", "limitsBeforeBody"]],
      ["check", ["refuse", "session", "limitsBeforeBody", "check"]],
      ["limits", ["refuse", "session", "limitsBeforeBody", "check", "limits"]],
    ] as const) {
      const { steps, spec } = traced(stopAt);
      const change = await receiveStateChange(post('{"name":"ada"}'), spec);
      expect(!change.ok && (await change.response.json())).toEqual({ error: `stopped at ${stopAt}` });
      expect(steps).toEqual(ran);
    }
  });

  it("an invalid body is 400 with a reason per field, and an oversized one 413, before check and limits", async () => {
    const { steps, spec } = traced();
    const invalid = await receiveStateChange(post('{"name":""}'), spec);
    expect(!invalid.ok && invalid.response.status).toBe(400);
    expect(!invalid.ok && (await invalid.response.json())).toEqual({
      error: "Invalid request body",
      issues: [{ key: "name", message: "name: Too small: expected string to have >=1 characters" }],
    });
    const big = await receiveStateChange(post(JSON.stringify({ name: "x".repeat(100) })), {
      ...spec,
      body: { schema, maxBytes: 50 },
    });
    expect(!big.ok && big.response.status).toBe(413);
    // The allowances counted before the body saw both; the ones after it saw neither.
    expect(steps).toEqual(["refuse", "session", "limitsBeforeBody", "refuse", "session", "limitsBeforeBody"]);
  });

  it("words the body's refusals the endpoint's way when it asks", async () => {
    const change = await receiveStateChange(post("{"), {
      body: {
        schema,
        refusal: (status, error, issues) => Response.json({ success: false, error, issues }, { status }),
      },
    });
    expect(!change.ok && (await change.response.json())).toEqual({
      success: false,
      error: "Body is not valid JSON",
      issues: [],
    });
  });

  it("with no body rule, the body is not read (a sign-out), and the input is what check makes of the request", async () => {
    const request = post("not json at all");
    const change = await receiveStateChange(request, {
      check: (_none, { request }) => ({ ok: true, data: new URL(request.url).searchParams.get("id") }),
    });
    expect(change).toMatchObject({ ok: true, input: "7" });
    expect(request.bodyUsed).toBe(false);
  });
});
