import { describe, expect, it } from "vitest";
import { z } from "zod";
import { parseJsonBody } from "./api";

const schema = z.object({ message: z.string() }).catchall(z.string());
const post = (body: string) => new Request("http://site.localhost/api/x", { method: "POST", body });

describe("parseJsonBody (brief: bad input gets a 400 with a readable reason, never a 500)", () => {
  it("passes a valid body through the schema", async () => {
    expect(await parseJsonBody(post('{"message":"hi"}'), schema)).toEqual({
      ok: true,
      data: { message: "hi" },
    });
  });

  it("refuses a NUL in a value or a key, which PostgreSQL text and jsonb cannot store", async () => {
    for (const [body, key] of [
      ['{"message":"a\\u0000b"}', "message"],
      ['{"message":"ok","ke\\u0000y":"v"}', "ke\\u0000y"],
    ] as const) {
      const parsed = await parseJsonBody(post(body), schema);
      expect(parsed.ok).toBe(false);
      if (parsed.ok) continue;
      expect(parsed.response.status).toBe(400);
      expect(await parsed.response.json()).toEqual({
        error: "Invalid request body",
        issues: [{ key, message: `${key}: text may not contain NUL (\\u0000) characters` }],
      });
    }
  });

  it("issue 16 item 2: keeps a post with lone UTF-16 surrogates, as U+FFFD in values and keys", async () => {
    const parsed = await parseJsonBody(
      post('{"message":"Ada\\ud800 \\udc00!","k\\udfff":"v\\ud83d"}'),
      schema,
    );
    expect(parsed).toEqual({ ok: true, data: { message: "Ada\uFFFD \uFFFD!", "k\uFFFD": "v\uFFFD" } });
    // An emoji's pair is a character, left alone.
    expect(await parseJsonBody(post('{"message":"\\ud83d\\ude97"}'), schema)).toEqual({
      ok: true,
      data: { message: "🚗" },
    });
  });

  it("a body nested deeper than can be read is a 400, not a thrown error", async () => {
    for (const depth of [5_000, 15_000]) {
      const parsed = await parseJsonBody(post("[".repeat(depth) + "]".repeat(depth)), schema, 64 * 1024);
      expect(parsed.ok ? 0 : parsed.response.status).toBe(400);
    }
  });

  it("answers 413 over the limit and 400 for text that is not JSON", async () => {
    const big = await parseJsonBody(post(JSON.stringify({ message: "x".repeat(100) })), schema, 50);
    expect(big.ok ? 0 : big.response.status).toBe(413);
    const junk = await parseJsonBody(post("{oops"), schema);
    expect(junk.ok ? 0 : junk.response.status).toBe(400);
  });
});

describe("bodies are read up to the limit and no further (issue 16 §3, issue 15 §1)", () => {
  it("answers 413 for a chunked body (no Content-Length) and stops reading at the limit", async () => {
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        controller.enqueue(new TextEncoder().encode("x".repeat(1024)));
        if (pulled > 10_000) controller.close();
      },
    });
    const request = new Request("http://site.localhost/api/x", {
      method: "POST",
      body,
      duplex: "half",
    } as RequestInit);
    const parsed = await parseJsonBody(request, schema, 4096);
    expect(parsed.ok ? 0 : parsed.response.status).toBe(413);
    // 5 chunks of 1 KB pass the 4 KB limit; the other ~10,000 are never pulled.
    expect(pulled).toBeLessThan(10);
  });
});
