import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/client";
import { sites } from "../db/schema";
import { openTestDatabase } from "../db/test-database";
import { importBundle } from "../import/import-bundle";
import { siteMessagingBySlug } from "./site-messaging";

/** Issue 36 item 2: the SMS sender reads a site's messaging settings as stored, at send time. */
let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await openTestDatabase();
  await importBundle(handle.db, {
    site: {
      slug: "messaging-site",
      name: "Messaging Motors",
      dealerships: ["messaging-dealer"],
      config: { messaging: { sms_sender: "MsgMotors" } },
    },
    dealerships: [{ slug: "messaging-dealer", name: "Messaging Dealer" }],
  });
});
afterAll(async () => {
  await handle?.close();
});

describe("a site's messaging settings, read when a text is sent", () => {
  it("are the site's own, with the defaults for what it did not set", async () => {
    expect(await siteMessagingBySlug(handle.db, "messaging-site")).toMatchObject({
      sms_sender: "MsgMotors",
      sms_provider: "platform",
    });
  });

  it("a change stored now applies to the next read (no cache between the write and the text)", async () => {
    await handle.db
      .update(sites)
      .set({ config: { messaging: { sms_sender: "NewSender" } } })
      .where(eq(sites.slug, "messaging-site"));
    expect((await siteMessagingBySlug(handle.db, "messaging-site"))?.sms_sender).toBe("NewSender");
  });

  it("a site that is not there has none; a stored slice that no longer parses gives the platform's", async () => {
    expect(await siteMessagingBySlug(handle.db, "no-such-site")).toBeNull();
    await handle.db
      .update(sites)
      .set({ config: { messaging: { sms_sender: "far too long a sender id" } } })
      .where(eq(sites.slug, "messaging-site"));
    expect(await siteMessagingBySlug(handle.db, "messaging-site")).toMatchObject({
      sms_provider: "platform",
    });
    expect((await siteMessagingBySlug(handle.db, "messaging-site"))?.sms_sender).toBeUndefined();
  });
});
