import "server-only";

/**
 * Where uploaded media is kept (issue 32 §1, decision 0052), behind one interface: the local folder
 * (`DATA_DIR/media`, the default) or an S3-compatible bucket (s3-storage.ts). Keys are media keys
 * (lib/media/media-key): a storage refuses any other with MediaKeyError before touching anything.
 */

export type StoredMedia = {
  body: ReadableStream<Uint8Array>;
  contentType: string;
  contentLength: number;
  etag: string;
};

export interface MediaStorage {
  /** Stores `body` under `key`, replacing what was there; answers its etag. */
  put(key: string, body: Uint8Array, contentType: string): Promise<{ etag: string }>;
  /** The object under `key` as a stream, or null when there is none. */
  get(key: string): Promise<StoredMedia | null>;
  /** Removes `key`; removing what is not there is not an error. */
  delete(key: string): Promise<void>;
  /** The keys directly under `prefix` (`cars/<id>/`), in key order. */
  list(prefix: string): Promise<string[]>;
}

export class MediaKeyError extends Error {
  constructor(key: string) {
    super(`Not a media key: ${JSON.stringify(key.slice(0, 80))}`);
    this.name = "MediaKeyError";
  }
}

/** A storage's failure to do what was asked (the bucket answered an error, the disk is full). */
export class MediaStorageError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = "MediaStorageError";
  }
}
