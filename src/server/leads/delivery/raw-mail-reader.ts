import "server-only";

/**
 * Test support: a hand-rolled reader for the parts of RFC 5322 / 2045 / 2047 the mailer's tests look
 * at, so they check the message a receiver would get rather than what the mail library was handed.
 */

/** Header block of a message or part, unfolded, keys lower-cased (first occurrence wins). */
export function headersOf(raw: string): Map<string, string> {
  const block = raw.split(/\r\n\r\n/)[0] ?? "";
  const headers = new Map<string, string>();
  for (const line of block.replace(/\r\n[ \t]+/g, " ").split("\r\n")) {
    const colon = line.indexOf(":");
    const key = line.slice(0, colon).toLowerCase();
    if (colon > 0 && !headers.has(key)) headers.set(key, line.slice(colon + 1).trim());
  }
  return headers;
}

/** RFC 2047 encoded words, adjacent ones joined at the byte level since a character may span two. */
export function decodeWords(value: string): string {
  const word = /=\?([^?]+)\?([bBqQ])\?([^?]*)\?=/g;
  return value.replace(/\?=\s+=\?/g, "?==?").replace(/(?:=\?[^?]+\?[bBqQ]\?[^?]*\?=)+/g, (run) => {
    const bytes: Buffer[] = [];
    for (const [, , encoding, text = ""] of run.matchAll(word)) {
      bytes.push(
        encoding?.toUpperCase() === "B"
          ? Buffer.from(text, "base64")
          : Buffer.from(
              text
                .replace(/_/g, " ")
                .replace(/=([0-9A-Fa-f]{2})/g, (_m, hex: string) =>
                  String.fromCharCode(Number.parseInt(hex, 16)),
                ),
              "latin1",
            ),
      );
    }
    return Buffer.concat(bytes).toString("utf8");
  });
}

/** Every leaf part of a multipart message, with its headers and transfer-decoded body. */
export function leafParts(raw: string): Array<{ headers: Map<string, string>; body: Buffer }> {
  const headers = headersOf(raw);
  const contentType = headers.get("content-type") ?? "text/plain";
  const body = raw.slice(raw.indexOf("\r\n\r\n") + 4);
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (contentType.toLowerCase().startsWith("multipart/") && boundary) {
    const sections = body.split(`--${boundary}`).slice(1, -1);
    return sections.flatMap((section) => leafParts(section.replace(/^\r\n/, "").replace(/\r\n$/, "")));
  }
  const encoding = (headers.get("content-transfer-encoding") ?? "7bit").toLowerCase();
  const decoded =
    encoding === "base64"
      ? Buffer.from(body.replace(/\s+/g, ""), "base64")
      : encoding === "quoted-printable"
        ? Buffer.from(
            body
              .replace(/=\r\n/g, "")
              .replace(/=([0-9A-Fa-f]{2})/g, (_m, hex: string) =>
                String.fromCharCode(Number.parseInt(hex, 16)),
              ),
            "latin1",
          )
        : Buffer.from(body, "utf8");
  return [{ headers, body: decoded }];
}

export function attachmentNamed(raw: string, filename: string) {
  return leafParts(raw).find(
    (part) => /filename="?([^";]+)"?/.exec(part.headers.get("content-disposition") ?? "")?.[1] === filename,
  );
}
