import { parseEnv } from "@/env";
import { importEndpoint } from "@/server/admin/import-request";
import type { Database } from "@/server/db/client";
import { SECRET, type SignedIn } from "./console-lead-test-setup";

/**
 * Test support for the feed history (issue 32 §1): `POST /admin/api/import` as the operator's token
 * sends it, and as the console's upload does, with a member's session on the console's host.
 */

export const ADMIN_TOKEN = "admin-token-for-feed-history-tests-01";
const settings = parseEnv({ ADMIN_TOKEN, AUTH_SECRET: SECRET, CONSOLE_HOST: "console.localhost" });

export const importRequests = (db: Database) => {
  const endpoint = importEndpoint({ settings, database: async () => db });
  return {
    /** The admin API with the operator's token; a JSON bundle unless a type is given. */
    adminImport: (body: string, { type = "application/json", query = "" } = {}) =>
      endpoint(
        new Request(`http://localhost/admin/api/import${query}`, {
          method: "POST",
          headers: { authorization: `Bearer ${ADMIN_TOKEN}`, "content-type": type },
          body,
        }),
      ),
    /** The console's upload of a feed for one dealership of a site, as the member. */
    consoleUpload: (
      who: SignedIn | null,
      body: string,
      {
        site = "lead-a",
        dealership = "a-north",
        type = "text/csv",
        origin = "http://console.localhost",
        replaceStock = false,
      } = {},
    ) => {
      const query = new URLSearchParams({ site, dealership, name: "stock.csv" });
      if (replaceStock) query.set("replace_stock", "1");
      return endpoint(
        new Request(`http://console.localhost/admin/api/import?${query}`, {
          method: "POST",
          headers: {
            host: "console.localhost",
            origin,
            "content-type": type,
            ...(who ? { cookie: who.cookie } : {}),
          },
          body,
        }),
      );
    },
  };
};
