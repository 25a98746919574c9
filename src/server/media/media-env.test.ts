import { describe, expect, it } from "vitest";
import { parseEnv } from "@/env";

/** Decision 0052: the media settings are checked at start, and a secret is never in the reason. */
describe("MEDIA_STORAGE and its S3 settings", () => {
  it("defaults to the local folder with a 10 MB upload limit", () => {
    const env = parseEnv({});
    expect(env.MEDIA_STORAGE).toBe("local");
    expect(env.MEDIA_UPLOAD_LIMIT_MB).toBe(10);
    expect(env.MEDIA_S3_ADDRESSING).toBe("path");
  });

  it("stops the start when s3 lacks any of its four settings, naming each", () => {
    expect(() => parseEnv({ MEDIA_STORAGE: "s3", MEDIA_S3_SECRET_ACCESS_KEY: "very-secret-value" })).toThrow(
      /MEDIA_S3_BUCKET: MEDIA_STORAGE=s3 needs MEDIA_S3_BUCKET.*MEDIA_S3_ENDPOINT.*MEDIA_S3_ACCESS_KEY_ID/,
    );
    try {
      parseEnv({ MEDIA_STORAGE: "s3", MEDIA_S3_SECRET_ACCESS_KEY: "very-secret-value" });
    } catch (error) {
      expect((error as Error).message).not.toContain("very-secret-value");
    }
    const ok = parseEnv({
      MEDIA_STORAGE: "s3",
      MEDIA_S3_BUCKET: "forecourt-media",
      MEDIA_S3_ENDPOINT: "http://127.0.0.1:9000",
      MEDIA_S3_ACCESS_KEY_ID: "AKID",
      MEDIA_S3_SECRET_ACCESS_KEY: "secret",
    });
    expect(ok.MEDIA_S3_REGION).toBe("us-east-1");
  });

  it("refuses a bad bucket name, endpoint, or a limit over what the proxy passes on", () => {
    expect(() => parseEnv({ MEDIA_S3_BUCKET: "Bad_Bucket" })).toThrow(
      /MEDIA_S3_BUCKET must be a bucket name/,
    );
    expect(() => parseEnv({ MEDIA_S3_ENDPOINT: "not a url" })).toThrow(/MEDIA_S3_ENDPOINT must be a URL/);
    expect(() => parseEnv({ MEDIA_UPLOAD_LIMIT_MB: "50" })).toThrow(/MEDIA_UPLOAD_LIMIT_MB/);
  });
});
