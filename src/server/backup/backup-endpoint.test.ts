import { describe, expect, it } from "vitest";
import { parseEnv } from "@/env";
import type { DatabaseHandle } from "../db/client";
import { backupEndpoint } from "./backup-endpoint";

/**
 * Issue 36 item 5 (decision 0065): `GET /admin/api/backup` copies an embedded database for the operator
 * alone, one copy at a time, and sends PostgreSQL's operators to pg_dump; every refusal says why.
 */

const TOKEN = "backup-endpoint-token-0123456789";
const settings = parseEnv({ ADMIN_TOKEN: TOKEN, DATA_DIR: "/nowhere" });

/** An embedded database whose copy is the bytes given, once `release` is called (or at once). */
function embedded(tar = new Uint8Array([1, 2, 3])) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  const statements: string[] = [];
  const handle = {
    kind: "pglite",
    dataDir: "/nowhere",
    db: { execute: async (query: unknown) => statements.push(JSON.stringify(query)) },
    dumpDataDir: async () => {
      await released;
      return new Blob([tar]);
    },
  } as unknown as DatabaseHandle;
  return { handle, release, statements };
}

const get = (endpoint: (request: Request) => Promise<Response>, headers: Record<string, string> = {}) =>
  endpoint(
    new Request("http://localhost/admin/api/backup", {
      headers: { authorization: `Bearer ${TOKEN}`, ...headers },
    }),
  );

describe("GET /admin/api/backup (issue 36 item 5)", () => {
  it("checkpoints, copies and sends the database gzipped, as a download that is never cached", async () => {
    const { handle, release, statements } = embedded(new TextEncoder().encode("the data directory"));
    release();
    const log: string[] = [];
    const endpoint = backupEndpoint({
      settings,
      databaseHandle: async () => handle,
      log: (line) => log.push(line),
      now: () => new Date("2026-11-27T08:00:00.123Z"),
    });
    const response = await get(endpoint);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/gzip");
    expect(response.headers.get("content-disposition")).toBe(
      'attachment; filename="forecourt-2026-11-27T08-00-00Z.tar.gz"',
    );
    expect(response.headers.get("cache-control")).toBe("no-store");
    const unzipped = new Response(response.body?.pipeThrough(new DecompressionStream("gzip")));
    expect(await unzipped.text()).toBe("the data directory");
    expect(statements.join(" ")).toMatch(/checkpoint/);
    expect(log).toEqual([
      expect.stringMatching(/^\[admin\] backup taken: 18 bytes of database, copied in \d+ ms/),
    ]);
  });

  it("answers 409 to a second backup while the first is being copied, and copies again after", async () => {
    const { handle, release } = embedded();
    const endpoint = backupEndpoint({ settings, databaseHandle: async () => handle, log: () => undefined });
    const first = get(endpoint);
    await new Promise((resolve) => setTimeout(resolve, 10));
    const second = await get(endpoint);
    expect(second.status).toBe(409);
    expect((await second.json()).error).toBe(
      "A backup of this server is being copied: try again once it has finished",
    );
    release();
    expect((await first).status).toBe(200);
    expect((await get(endpoint)).status).toBe(200);
  });

  it("sends a PostgreSQL installation to pg_dump, and refuses an in-memory database", async () => {
    const postgres = { kind: "postgres" } as DatabaseHandle;
    const onPostgres = await get(backupEndpoint({ settings, databaseHandle: async () => postgres }));
    expect(onPostgres.status).toBe(409);
    expect((await onPostgres.json()).error).toBe(
      "This server keeps its data in PostgreSQL (DATABASE_URL): back it up with pg_dump and restore it with pg_restore (README, Backups)",
    );
    const memory = { ...embedded().handle, dataDir: undefined } as DatabaseHandle;
    const inMemory = await get(backupEndpoint({ settings, databaseHandle: async () => memory }));
    expect(inMemory.status).toBe(409);
    expect((await inMemory.json()).error).toMatch(/lives in memory/);
  });

  it("refuses a wrong token (401) and a browser on another site (403), copying nothing", async () => {
    const { handle, release, statements } = embedded();
    release();
    const endpoint = backupEndpoint({ settings, databaseHandle: async () => handle });
    const wrong = await get(endpoint, { authorization: "Bearer not-the-token-at-all-xxxxxx" });
    expect(wrong.status).toBe(401);
    expect((await wrong.json()).error).toMatch(/^Missing or wrong admin token/);
    expect((await get(endpoint, { origin: "https://evil.example" })).status).toBe(403);
    expect(statements).toEqual([]);
  });
});
