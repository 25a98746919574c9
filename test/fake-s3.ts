import { createHash, createHmac } from "node:crypto";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A loopback S3 for tests (decision 0052): PutObject, GetObject, DeleteObject and ListObjectsV2 on
 * path-style URLs, in memory. Every request's SigV4 signature is computed again here from the AWS
 * documentation's recipe (canonical request → string to sign → derived key) and compared; a request
 * whose signature, payload hash or shape is wrong answers 403 the way S3 does, and is kept in
 * `refused` for the test to read.
 */

export type FakeS3Request = {
  method: string;
  path: string;
  headers: IncomingMessage["headers"];
  body: Buffer;
};

const hmac = (key: Buffer | string, data: string) => createHmac("sha256", key).update(data).digest();
const sha256 = (data: Buffer | string) => createHash("sha256").update(data).digest("hex");

/** S3's URI encoding: everything but unreserved characters (a path is encoded a segment at a time). */
const uriEncode = (s: string) =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

function expectedSignature(
  req: FakeS3Request,
  url: URL,
  secret: string,
  signedHeaders: string[],
  scope: string[],
) {
  const [date, region, service] = scope as [string, string, string];
  const query = [...url.searchParams.entries()]
    .map(([k, v]) => `${uriEncode(k)}=${uriEncode(v)}`)
    .sort()
    .join("&");
  const canonicalHeaders = signedHeaders
    .map(
      (h) =>
        `${h}:${String(req.headers[h] ?? "")
          .trim()
          .replace(/\s+/g, " ")}\n`,
    )
    .join("");
  const canonicalPath = url.pathname
    .split("/")
    .map((p) => uriEncode(decodeURIComponent(p)))
    .join("/");
  const canonical = [
    req.method,
    canonicalPath,
    query,
    canonicalHeaders,
    signedHeaders.join(";"),
    String(req.headers["x-amz-content-sha256"]),
  ].join("\n");
  const amzDate = String(req.headers["x-amz-date"]);
  const toSign = [
    "AWS4-HMAC-SHA256",
    amzDate,
    `${date}/${region}/${service}/aws4_request`,
    sha256(canonical),
  ].join("\n");
  const key = hmac(hmac(hmac(hmac(`AWS4${secret}`, date), region), service), "aws4_request");
  return createHmac("sha256", key).update(toSign).digest("hex");
}

export async function startFakeS3(options: {
  bucket: string;
  accessKeyId: string;
  secret: string;
  region: string;
}) {
  const objects = new Map<string, { body: Buffer; type: string; etag: string }>();
  const requests: FakeS3Request[] = [];
  const refused: { request: FakeS3Request; reason: string }[] = [];
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const request = {
      method: req.method ?? "",
      path: req.url ?? "",
      headers: req.headers,
      body: Buffer.concat(chunks),
    };
    requests.push(request);
    const deny = (reason: string) => {
      refused.push({ request, reason });
      res.writeHead(403, { "content-type": "application/xml" });
      res.end(
        `<?xml version="1.0"?><Error><Code>SignatureDoesNotMatch</Code><Message>${reason}</Message></Error>`,
      );
    };
    const url = new URL(request.path, "http://fake");
    const auth =
      /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/(s3)\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/.exec(
        String(req.headers.authorization ?? ""),
      );
    if (!auth) return deny("no SigV4 authorization header");
    const [, keyId, date, region, service, signed, signature] = auth as unknown as string[];
    if (keyId !== options.accessKeyId) return deny("unknown access key");
    if (region !== options.region) return deny("wrong region");
    const signedHeaders = signed!.split(";");
    for (const h of ["host", "x-amz-date", "x-amz-content-sha256"]) {
      if (!signedHeaders.includes(h)) return deny(`${h} not signed`);
    }
    if (!String(req.headers["x-amz-date"]).startsWith(date!))
      return deny("x-amz-date does not match the scope");
    const payload = String(req.headers["x-amz-content-sha256"]);
    if (payload !== "UNSIGNED-PAYLOAD" && payload !== sha256(request.body))
      return deny("payload hash mismatch");
    const expected = expectedSignature(request, url, options.secret, signedHeaders, [
      date!,
      region!,
      service!,
    ]);
    if (expected !== signature) return deny("signature mismatch");

    const [, bucket, ...rest] = url.pathname.split("/");
    if (bucket !== options.bucket) {
      res.writeHead(404, { "content-type": "application/xml" });
      return res.end("<Error><Code>NoSuchBucket</Code></Error>");
    }
    const key = rest.map(decodeURIComponent).join("/");
    if (req.method === "PUT" && key) {
      const etag = `"${createHash("md5").update(request.body).digest("hex")}"`;
      objects.set(key, { body: request.body, type: String(req.headers["content-type"] ?? ""), etag });
      res.writeHead(200, { etag });
      return res.end();
    }
    if (req.method === "GET" && !key && url.searchParams.get("list-type") === "2") {
      const prefix = url.searchParams.get("prefix") ?? "";
      const keys = [...objects.keys()].filter((k) => k.startsWith(prefix)).sort();
      res.writeHead(200, { "content-type": "application/xml" });
      return res.end(
        `<?xml version="1.0"?><ListBucketResult><IsTruncated>false</IsTruncated>${keys.map((k) => `<Contents><Key>${k}</Key></Contents>`).join("")}</ListBucketResult>`,
      );
    }
    if (req.method === "GET" && key) {
      const found = objects.get(key);
      if (!found) {
        res.writeHead(404, { "content-type": "application/xml" });
        return res.end("<Error><Code>NoSuchKey</Code></Error>");
      }
      res.writeHead(200, {
        "content-type": found.type,
        "content-length": found.body.length,
        etag: found.etag,
      });
      return res.end(found.body);
    }
    if (req.method === "DELETE" && key) {
      objects.delete(key);
      res.writeHead(204);
      return res.end();
    }
    res.writeHead(400, { "content-type": "application/xml" });
    res.end("<Error><Code>InvalidRequest</Code></Error>");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    requests,
    refused,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
