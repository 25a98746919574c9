import "server-only";
import { randomUUID } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdir, readdir, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { isMediaKey, isMediaPrefix, mediaTypeOf } from "@/lib/media/media-key";
import { MediaKeyError, type MediaStorage } from "./media-storage";

/**
 * Media kept as files under one folder (`DATA_DIR/media`): the key is the path below it. Only media
 * keys are taken, so no key reaches outside the folder; a file is written beside its place and renamed
 * into it, so a reader never sees half a photo. The etag is the file's size and change time.
 */
export function localMediaStorage(root: string): MediaStorage {
  const base = path.resolve(root);
  const fileOf = (key: string) => {
    if (!isMediaKey(key)) throw new MediaKeyError(key);
    const file = path.resolve(base, key);
    if (!file.startsWith(`${base}${path.sep}`)) throw new MediaKeyError(key);
    return file;
  };
  const etagOf = (info: { size: number; mtimeMs: number }) =>
    `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;

  return {
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const part = `${file}.${randomUUID()}.part`;
      await writeFile(part, body);
      await rename(part, file);
      return { etag: etagOf(await stat(file)) };
    },
    async get(key) {
      const file = fileOf(key);
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) return null;
      return {
        body: Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>,
        contentType: mediaTypeOf(key) ?? "application/octet-stream",
        contentLength: info.size,
        etag: etagOf(info),
      };
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
    async list(prefix) {
      if (!isMediaPrefix(prefix)) throw new MediaKeyError(prefix);
      const dir = path.resolve(base, prefix);
      const names = await readdir(dir).catch(() => [] as string[]);
      return names
        .map((n) => `${prefix}${n}`)
        .filter(isMediaKey)
        .sort();
    },
  };
}
