import "server-only";

/**
 * Request bodies read up to a limit and no further (issue 15 §1, issue 16 §3): a body without a
 * Content-Length (chunked) is counted as it arrives, and reading stops at the first byte over the
 * limit, so an oversized upload costs the server at most the limit in memory, never the whole body.
 */

export class BodyTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`Body over ${limit} bytes`);
    this.name = "BodyTooLargeError";
  }
}

/** The body's chunks, in order; throws BodyTooLargeError as soon as they add up to more than `maxBytes`. */
export async function* bodyChunks(request: Request, maxBytes: number): AsyncGenerator<Uint8Array> {
  const declared = Number(request.headers.get("content-length") ?? "");
  if (Number.isFinite(declared) && declared > maxBytes) throw new BodyTooLargeError(maxBytes);
  if (!request.body) return;
  const reader = request.body.getReader();
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      total += value.byteLength;
      if (total > maxBytes) throw new BodyTooLargeError(maxBytes);
      yield value;
    }
  } finally {
    // Stops the upload (and frees what is buffered) when the caller gives up early.
    await reader.cancel().catch(() => undefined);
  }
}

/** The whole body as UTF-8 text, up to `maxBytes`. */
export async function bodyText(request: Request, maxBytes: number): Promise<string> {
  const decoder = new TextDecoder();
  let text = "";
  for await (const chunk of bodyChunks(request, maxBytes)) text += decoder.decode(chunk, { stream: true });
  return text + decoder.decode();
}
