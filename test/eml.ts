/**
 * A small reader for the spooled .eml files tests look into: the top-level headers (unfolded, RFC 2047
 * words decoded) and the text and HTML bodies, transfer-decoded (quoted-printable or base64), so a
 * test can look for a link or a sentence as a reader would see it.
 */
export type ReadEml = {
  headers: Map<string, string>;
  text: string;
  html: string;
  /** A calendar invite's file (text/calendar), or "" (issue 34 item 2). */
  calendar: string;
};

function headerBlock(raw: string): Map<string, string> {
  const block = raw.split(/\r\n\r\n/)[0] ?? "";
  const headers = new Map<string, string>();
  for (const line of block.replace(/\r\n[ \t]+/g, " ").split("\r\n")) {
    const colon = line.indexOf(":");
    const key = line.slice(0, colon).toLowerCase();
    if (colon > 0 && !headers.has(key)) headers.set(key, decodeWords(line.slice(colon + 1).trim()));
  }
  return headers;
}

function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?([^?]+)\?([bBqQ])\?([^?]*)\?=/g, (_m, _cs, enc, text) =>
      String(enc).toUpperCase() === "B"
        ? Buffer.from(String(text), "base64").toString("utf8")
        : qp(String(text).replace(/_/g, " ")),
    );
}

function qp(body: string): string {
  const bytes = body
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-Fa-f]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

function leaves(raw: string): { type: string; body: string }[] {
  const headers = headerBlock(raw);
  const type = (headers.get("content-type") ?? "text/plain").toLowerCase();
  const body = raw.slice(raw.indexOf("\r\n\r\n") + 4);
  const boundary = /boundary="?([^";]+)"?/i.exec(headers.get("content-type") ?? "")?.[1];
  if (type.startsWith("multipart/") && boundary) {
    return body
      .split(`--${boundary}`)
      .slice(1, -1)
      .flatMap((part) => leaves(part.replace(/^\r\n/, "").replace(/\r\n$/, "")));
  }
  const encoding = (headers.get("content-transfer-encoding") ?? "7bit").toLowerCase();
  const decoded =
    encoding === "base64"
      ? Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8")
      : encoding === "quoted-printable"
        ? qp(body)
        : body;
  return [{ type, body: decoded.replace(/\r\n/g, "\n") }];
}

export function readEml(raw: string): ReadEml {
  const parts = leaves(raw);
  return {
    headers: headerBlock(raw),
    text: parts.find((p) => p.type.startsWith("text/plain"))?.body ?? "",
    html: parts.find((p) => p.type.startsWith("text/html"))?.body ?? "",
    calendar: parts.find((p) => p.type.startsWith("text/calendar"))?.body ?? "",
  };
}
