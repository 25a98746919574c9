import { afterEach, describe, expect, it } from "vitest";
import type { Database, DatabaseHandle } from "./client";
import {
  getDatabase,
  getDatabaseHandle,
  installDatabase,
  NO_DATABASE,
  registerDatabaseOpener,
  uninstallDatabase,
} from "./database";

/** A stand-in handle: these tests are about who makes it and when, not about SQL. */
const fakeHandle = (name: string): DatabaseHandle =>
  ({ db: { name } as unknown as Database, kind: "pglite" }) as unknown as DatabaseHandle;

afterEach(uninstallDatabase);

describe("getDatabase: the handle the boot made, never a boot of its own (issue 30)", () => {
  it("with nothing booted, says so rather than opening a database", async () => {
    await expect(getDatabase()).rejects.toThrow(NO_DATABASE);
  });

  it("opens through the boot's registered opener once, however many callers ask at the same time", async () => {
    let opened = 0;
    registerDatabaseOpener(async () => fakeHandle(`boot ${++opened}`));
    const [a, b] = await Promise.all([getDatabase(), getDatabase()]);
    expect(a).toBe(b);
    expect(await getDatabase()).toBe(a);
    expect(opened).toBe(1);
  });

  it("forgets a failed open, so the next caller (the boot's retry) tries again", async () => {
    let attempts = 0;
    registerDatabaseOpener(async () => {
      attempts++;
      if (attempts === 1) throw Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" });
      return fakeHandle("second try");
    });
    await expect(getDatabaseHandle()).rejects.toThrow("ECONNREFUSED");
    expect((await getDatabaseHandle()).db).toEqual({ name: "second try" });
    expect(attempts).toBe(2);
  });

  it("an opener that throws before its promise is a failed open too", async () => {
    registerDatabaseOpener(() => {
      throw new Error("bad DATABASE_URL");
    });
    await expect(getDatabase()).rejects.toThrow("bad DATABASE_URL");
  });

  it("a handle installed by a script or test is the one every caller gets", async () => {
    const handle = fakeHandle("installed");
    expect(installDatabase(handle)).toBeUndefined();
    expect(await getDatabaseHandle()).toBe(handle);
    registerDatabaseOpener(async () => fakeHandle("never used"));
    expect(await getDatabase()).toBe(handle.db);
  });
});
