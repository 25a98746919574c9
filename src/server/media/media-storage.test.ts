import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeS3 } from "../../../test/fake-s3";
import { localMediaStorage } from "./local-storage";
import { type MediaStorage, MediaStorageError } from "./media-storage";
import { s3MediaStorage } from "./s3-storage";

const text = (s: string) => new TextEncoder().encode(s);
const read = async (stream: ReadableStream<Uint8Array>) =>
  Buffer.from(await new Response(stream).arrayBuffer()).toString();

/** What every storage must do, run against the local folder and the S3 adapter alike. */
function behavesAsStorage(name: string, storage: () => MediaStorage) {
  describe(`${name}: the storage interface`, () => {
    it("puts, gets as a stream with type, length and etag, lists and deletes", async () => {
      const s = storage();
      const { etag } = await s.put("cars/abc/480.webp", text("webp bytes"), "image/webp");
      expect(etag).toMatch(/^".+"$/);
      const got = await s.get("cars/abc/480.webp");
      expect(got).not.toBeNull();
      expect(got!.contentType).toBe("image/webp");
      expect(got!.contentLength).toBe(10);
      expect(got!.etag).toBe(etag);
      expect(await read(got!.body)).toBe("webp bytes");
      await s.put("cars/abc/960.jpg", text("jpeg"), "image/jpeg");
      expect(await s.list("cars/abc/")).toEqual(["cars/abc/480.webp", "cars/abc/960.jpg"]);
      await s.delete("cars/abc/480.webp");
      await s.delete("cars/abc/480.webp");
      expect(await s.get("cars/abc/480.webp")).toBeNull();
      expect(await s.list("cars/abc/")).toEqual(["cars/abc/960.jpg"]);
    });

    it("answers null for a key with nothing stored", async () => {
      expect(await storage().get("cars/none/480.avif")).toBeNull();
    });

    it.each([
      "../etc/passwd.jpg",
      "/etc/x.jpg",
      "cars/../../x.jpg",
      "cars//x.jpg",
      "cars/x.exe",
      "x.jpg",
      "cars/%2e%2e/x.jpg",
      "Cars/X.JPG",
    ])("refuses the unsafe key %s", async (key) => {
      const s = storage();
      await expect(s.put(key, text("x"), "image/jpeg")).rejects.toThrow(/Not a media key/);
      await expect(s.get(key)).rejects.toThrow(/Not a media key/);
      await expect(s.delete(key)).rejects.toThrow(/Not a media key/);
    });
  });
}

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "media-"));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

behavesAsStorage("local folder", () => localMediaStorage(path.join(dir, "media")));

describe("the local folder", () => {
  it("keeps files under its root only, with no part files left behind", async () => {
    const s = localMediaStorage(path.join(dir, "media2"));
    await s.put("cars/p1/480.avif", text("a"), "image/avif");
    expect(await readdir(path.join(dir, "media2", "cars", "p1"))).toEqual(["480.avif"]);
    expect(await readdir(dir)).not.toContain("etc");
  });
});

const S3 = {
  bucket: "forecourt-media",
  accessKeyId: "AKIDEXAMPLE",
  secret: "wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY",
  region: "ap-southeast-2",
};
let fake: Awaited<ReturnType<typeof startFakeS3>>;
beforeAll(async () => {
  fake = await startFakeS3(S3);
});
afterAll(() => fake.close());

const s3 = (over: Partial<Parameters<typeof s3MediaStorage>[0]> = {}) =>
  s3MediaStorage({
    endpoint: fake.endpoint,
    bucket: S3.bucket,
    region: S3.region,
    accessKeyId: S3.accessKeyId,
    secretAccessKey: S3.secret,
    ...over,
  });

behavesAsStorage("S3 adapter", () => s3());

describe("the S3 adapter against a loopback S3", () => {
  it("signs every request with SigV4 over the payload's hash, in the documented shapes", async () => {
    const before = fake.requests.length;
    await s3().put("cars/shape/480.jpg", text("jpeg bytes"), "image/jpeg");
    await s3().get("cars/shape/480.jpg");
    await s3().delete("cars/shape/480.jpg");
    const [put, get, del] = fake.requests.slice(before);
    expect(fake.refused.map((r) => r.reason)).toEqual([]);
    expect(put).toMatchObject({ method: "PUT", path: `/${S3.bucket}/cars/shape/480.jpg` });
    expect(put!.headers["content-type"]).toBe("image/jpeg");
    expect(put!.headers["content-length"]).toBe("10");
    expect(put!.headers["x-amz-content-sha256"]).toMatch(/^[0-9a-f]{64}$/);
    expect(put!.headers.authorization).toMatch(
      new RegExp(
        `^AWS4-HMAC-SHA256 Credential=${S3.accessKeyId}/\\d{8}/${S3.region}/s3/aws4_request, ?SignedHeaders=[^,]*host[^,]*, ?Signature=[0-9a-f]{64}$`,
      ),
    );
    expect(get).toMatchObject({ method: "GET", path: `/${S3.bucket}/cars/shape/480.jpg` });
    expect(del).toMatchObject({ method: "DELETE", path: `/${S3.bucket}/cars/shape/480.jpg` });
  });

  it("is refused with a wrong secret, and the error names the code but never the secret", async () => {
    const secret = "not-the-secret-key-0123456789";
    const error = await s3({ secretAccessKey: secret })
      .put("cars/x/480.jpg", text("x"), "image/jpeg")
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MediaStorageError);
    expect((error as Error).message).toBe("S3 PutObject answered 403 (SignatureDoesNotMatch)");
    expect((error as Error).message).not.toContain(secret);
    expect(fake.refused.at(-1)?.reason).toBe("signature mismatch");
  });

  it("reports a missing bucket and an unreachable store as storage errors", async () => {
    await expect(
      s3({ bucket: "no-such-bucket" }).put("cars/x/480.jpg", text("x"), "image/jpeg"),
    ).rejects.toThrow("S3 PutObject answered 404 (NoSuchBucket)");
    await expect(s3({ endpoint: "http://127.0.0.1:9" }).get("cars/x/480.jpg")).rejects.toThrow(
      /S3 GetObject: the store could not be reached/,
    );
  });
});
