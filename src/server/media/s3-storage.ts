import "server-only";
import { createHash } from "node:crypto";
import { AwsClient } from "aws4fetch";
import { isMediaKey, isMediaPrefix } from "@/lib/media/media-key";
import { MediaKeyError, type MediaStorage, MediaStorageError } from "./media-storage";

/**
 * Media in a bucket of an S3-compatible store, through the documented S3 REST API (PutObject,
 * GetObject, DeleteObject, ListObjectsV2), each request signed with AWS Signature Version 4
 * (`aws4fetch`) and its payload hash (`x-amz-content-sha256`) signed too. Path-style addressing
 * (`<endpoint>/<bucket>/<key>`) by default, as MinIO and most compatible stores expect; virtual-hosted
 * (`<bucket>.<host>`) on request. The secret key is only ever handed to the signer: errors name the
 * operation, the status and the store's error code, never a credential.
 */

export type S3Settings = {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  addressing?: "path" | "virtual";
  /** For tests: the fetch the requests go through. */
  fetch?: typeof fetch;
};

const sha256 = (data: Uint8Array | string) => createHash("sha256").update(data).digest("hex");
const EMPTY_HASH = sha256("");

/** A key as the URL path carries it: each segment percent-encoded, the slashes kept. */
const encodeKey = (key: string) => key.split("/").map(encodeURIComponent).join("/");

/** The store's error code from an S3 error body (`<Error><Code>NoSuchBucket</Code>…`). */
function errorCode(xml: string): string {
  return /<Code>([^<]{1,100})<\/Code>/.exec(xml)?.[1] ?? "unknown error";
}

export function s3MediaStorage(settings: S3Settings): MediaStorage {
  const client = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    region: settings.region,
    service: "s3",
  });
  const doFetch = settings.fetch ?? fetch;
  const endpoint = new URL(settings.endpoint);
  const bucketUrl = (): URL => {
    const url = new URL(endpoint);
    if (settings.addressing === "virtual") url.hostname = `${settings.bucket}.${url.hostname}`;
    else url.pathname = `${url.pathname.replace(/\/$/, "")}/${settings.bucket}/`;
    return url;
  };
  const objectUrl = (key: string) => {
    if (!isMediaKey(key)) throw new MediaKeyError(key);
    const url = bucketUrl();
    url.pathname = `${url.pathname.replace(/\/$/, "")}/${encodeKey(key)}`;
    return url;
  };
  const send = async (operation: string, url: URL, init: RequestInit & { hash?: string }) => {
    const { hash, ...rest } = init;
    const signed = await client.sign(url.toString(), {
      ...rest,
      headers: { ...(rest.headers as Record<string, string>), "x-amz-content-sha256": hash ?? EMPTY_HASH },
    });
    let response: Response;
    try {
      response = await doFetch(signed);
    } catch (error) {
      throw new MediaStorageError(
        `S3 ${operation}: the store could not be reached (${(error as Error).message})`,
      );
    }
    return response;
  };
  const fail = async (operation: string, response: Response): Promise<never> => {
    const code = errorCode(await response.text().catch(() => ""));
    throw new MediaStorageError(`S3 ${operation} answered ${response.status} (${code})`, response.status);
  };

  return {
    async put(key, body, contentType) {
      const response = await send("PutObject", objectUrl(key), {
        method: "PUT",
        body: body as BodyInit,
        hash: sha256(body),
        headers: { "content-type": contentType, "content-length": String(body.byteLength) },
      });
      if (!response.ok) return fail("PutObject", response);
      await response.body?.cancel();
      return { etag: response.headers.get("etag") ?? "" };
    },
    async get(key) {
      const response = await send("GetObject", objectUrl(key), { method: "GET" });
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok || !response.body) return fail("GetObject", response);
      return {
        body: response.body,
        contentType: response.headers.get("content-type") ?? "application/octet-stream",
        contentLength: Number(response.headers.get("content-length") ?? 0),
        etag: response.headers.get("etag") ?? "",
      };
    },
    async delete(key) {
      const response = await send("DeleteObject", objectUrl(key), { method: "DELETE" });
      // DeleteObject answers 204 whether or not the key existed; a 404 means the same here.
      if (!response.ok && response.status !== 404) return fail("DeleteObject", response);
      await response.body?.cancel();
    },
    async list(prefix) {
      if (!isMediaPrefix(prefix)) throw new MediaKeyError(prefix);
      const keys: string[] = [];
      let token: string | null = null;
      do {
        const url = bucketUrl();
        url.searchParams.set("list-type", "2");
        url.searchParams.set("prefix", prefix);
        url.searchParams.set("delimiter", "/");
        if (token) url.searchParams.set("continuation-token", token);
        const response = await send("ListObjectsV2", url, { method: "GET" });
        if (!response.ok) return fail("ListObjectsV2", response);
        const xml = await response.text();
        for (const m of xml.matchAll(/<Key>([^<]*)<\/Key>/g)) keys.push(unescapeXml(m[1] ?? ""));
        token = /<IsTruncated>true<\/IsTruncated>/.test(xml)
          ? (/<NextContinuationToken>([^<]*)<\/NextContinuationToken>/.exec(xml)?.[1] ?? null)
          : null;
      } while (token);
      return keys.sort();
    },
  };
}

function unescapeXml(text: string): string {
  return text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, "&");
}
