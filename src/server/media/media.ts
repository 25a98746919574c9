import "server-only";
import path from "node:path";
import { type Env, env } from "@/env";
import { processSingleton } from "../process-singleton";
import { localMediaStorage } from "./local-storage";
import type { MediaStorage } from "./media-storage";
import { s3MediaStorage } from "./s3-storage";

/** The storage the environment chooses (MEDIA_STORAGE), made once per process. */
export function mediaStorageFor(settings: Env): MediaStorage {
  if (settings.MEDIA_STORAGE === "s3") {
    return s3MediaStorage({
      // env.ts refuses MEDIA_STORAGE=s3 without these.
      endpoint: settings.MEDIA_S3_ENDPOINT!,
      bucket: settings.MEDIA_S3_BUCKET!,
      region: settings.MEDIA_S3_REGION,
      accessKeyId: settings.MEDIA_S3_ACCESS_KEY_ID!,
      secretAccessKey: settings.MEDIA_S3_SECRET_ACCESS_KEY!,
      addressing: settings.MEDIA_S3_ADDRESSING,
    });
  }
  return localMediaStorage(path.join(settings.DATA_DIR, "media"));
}

const shared = processSingleton<MediaStorage>("media-storage");

export function mediaStorage(): MediaStorage {
  return shared.get(() => mediaStorageFor(env));
}
