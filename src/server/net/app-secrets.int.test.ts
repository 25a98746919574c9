import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hangGuard } from "../../../test/limits";
import type { DatabaseHandle } from "../db/client";
import { appSecrets } from "../db/schema";
import { openTestDatabase } from "../db/test-database";
import { sharedSecret } from "./app-secrets";

/** Issue 16 §6: a secret servers make for themselves is made once per database, not once per server. */
let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await openTestDatabase();
}, hangGuard(60_000));

afterAll(async () => {
  await handle?.close();
});

describe("shared secrets", () => {
  it("servers starting together all get the one secret that was stored first", async () => {
    const secrets = await Promise.all(Array.from({ length: 10 }, () => sharedSecret(handle.db, "together")));
    expect(new Set(secrets).size).toBe(1);
    expect(secrets[0]).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [row] = await handle.db.select().from(appSecrets).where(eq(appSecrets.name, "together"));
    expect(row?.value).toBe(secrets[0]);
    // A later start (a restart, another server) reads it back.
    expect(await sharedSecret(handle.db, "together")).toBe(secrets[0]);
  });

  it("an installation's existing key becomes the stored one, but never replaces a stored one", async () => {
    expect(await sharedSecret(handle.db, "imported", () => "k".repeat(43))).toBe("k".repeat(43));
    expect(await sharedSecret(handle.db, "imported", () => "other")).toBe("k".repeat(43));
    expect(await sharedSecret(handle.db, "blank", () => "")).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});
