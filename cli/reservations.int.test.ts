// backend-independent: the CLI on an embedded PGlite data directory, whatever DATABASE_URL says.
// CI's PostgreSQL run leaves this file out: there it would repeat the PGlite run (decision 0058).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseEnv } from "@/env";
import { MemoryRateCounters } from "@/lib/net/rate-limit";
import { adminToken } from "@/server/admin/admin-token";
import { writeServerAddress } from "@/server/admin/server-address";
import {
  dealerActionEndpoint,
  reservationDetailEndpoint,
  reservationListEndpoint,
} from "@/server/checkout/reservation-admin-request";
import { postReservation } from "@/server/checkout/reservation-endpoint";
import { type DatabaseHandle, openDatabase } from "@/server/db/client";
import { prepareDatabase } from "@/server/db/migrate";
import { importBundle } from "@/server/import/import-bundle";
import { localPaymentProvider } from "@/server/payments/local-provider";
import { readSite } from "@/server/tenancy/sites";
import { carRecord } from "../test/car-records";
import { hangGuard } from "../test/limits";
import { serveHandler } from "../test/serve-handler";
import { runCli } from "./forecourt";

/**
 * Issue 18: the dealer settles online reservations from a terminal (`forecourt reservations`), on the
 * database directly when no server runs, and through the running server's admin API when one holds the
 * embedded data directory (a CLI never opens a directory a server holds).
 */

const dataDir = mkdtempSync(path.join(tmpdir(), "forecourt-reservations-cli-"));
const settings = parseEnv({ DATA_DIR: dataDir });
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function run(args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(
    [...args, "--data-dir", dataDir],
    { out: (l) => out.push(l), err: (l) => err.push(l) },
    { DATABASE_URL: undefined },
  );
  return { code, out: out.join("\n"), err: err.join("\n") };
}

const ids: Record<string, string> = {};

/** Reserves a car the way the shopper's browser does, through POST /api/reservations' handler. */
async function reserve(handle: DatabaseHandle, stocknum: string, firstName: string): Promise<string> {
  const site = (await readSite(handle.db, "res-cli"))!;
  const provider = localPaymentProvider(handle.db);
  const { cars } = await import("@/server/db/schema");
  const { eq } = await import("drizzle-orm");
  const [car] = await handle.db.select({ id: cars.id }).from(cars).where(eq(cars.stocknum, stocknum));
  const response = await postReservation(
    handle.db,
    site,
    new Request("http://res-cli.localhost/api/reservations", {
      method: "POST",
      headers: {
        host: "res-cli.localhost",
        origin: "http://res-cli.localhost",
        "content-type": "application/json",
        "idempotency-key": `cli-test-${stocknum}`,
      },
      body: JSON.stringify({
        car_id: car!.id,
        first_name: firstName,
        last_name: "Citizen",
        email: "shopper@example.com",
        phone: "0412 345 678",
        postcode: "2000",
        payment_token: "test_ok",
      }),
    }),
    {
      counters: new MemoryRateCounters(),
      perIp: 100,
      perSite: 100,
      provider,
      providerNamed: () => provider,
    },
  );
  expect(response.status).toBe(201);
  return ((await response.json()) as { reservation_id: string }).reservation_id;
}

beforeAll(async () => {
  const handle = await openDatabase({ kind: "pglite", dataDir, role: "test setup" });
  try {
    await prepareDatabase(handle);
    await importBundle(handle.db, {
      site: { slug: "res-cli", name: "Reserve Motors", dealerships: ["res-dealer"] },
      dealerships: [{ slug: "res-dealer", name: "Reserve Dealer" }],
      cars: ["R1", "R2", "R3", "R4"].map((stocknum) =>
        carRecord("res-dealer", stocknum, { checkout_enabled: true, status: "in_stock" }),
      ),
    });
    ids.sold = await reserve(handle, "R1", "Sold");
    ids.off = await reserve(handle, "R2", "Off");
    ids.viaServer = await reserve(handle, "R3", "Served");
  } finally {
    await handle.close();
  }
});

describe("forecourt reservations, no server running (on the database)", () => {
  it("list: the site's reservations with car, customer, deposit and until when each is held", async () => {
    const result = await run(["reservations", "list", "--site", "res-cli"]);
    expect(result.code).toBe(0);
    expect(result.out).toContain(ids.sold);
    expect(result.out).toMatch(/held until \d{4}-\d{2}-\d{2} \d{2}:\d{2} AE[DS]T/);
    expect(result.out).toContain("(R1)");
    expect(result.out).toContain("Sold Citizen");
    expect(result.out).toContain("$200");
  });

  it("show: the deposit and every step the reservation went through", async () => {
    const result = await run(["reservations", "show", ids.sold!]);
    expect(result.code).toBe(0);
    expect(result.out).toMatch(/Deposit\s+\$200 AUD via local/);
    expect(result.out).toMatch(/pending → held/);
  });

  it("complete: the sale went ahead; a second complete is refused with the reason (exit 1)", async () => {
    const first = await run(["reservations", "complete", ids.sold!]);
    expect(first.code).toBe(0);
    expect(first.out).toContain("is completed");
    const again = await run(["reservations", "complete", ids.sold!]);
    expect(again.code).toBe(1);
    expect(again.err).toContain("The reservation is completed.");
  });

  it("cancel: the car is free again and the deposit is paid back; list --status and --json show it", async () => {
    const cancelled = await run(["reservations", "cancel", ids.off!]);
    expect(cancelled.code).toBe(0);
    expect(cancelled.out).toContain("the car is available again and the deposit was paid back");
    const json = await run(["reservations", "list", "--site", "res-cli", "--status", "refunded", "--json"]);
    const items = JSON.parse(json.out) as { id: string; status: string; refunded_at: string | null }[];
    expect(items.map((i) => i.id)).toEqual([ids.off]);
    expect(items[0]!.refunded_at).not.toBeNull();
  });

  it("bad arguments are usage errors before the database is touched", async () => {
    expect((await run(["reservations", "list"])).err).toContain("needs --site");
    expect((await run(["reservations", "list", "--site", "res-cli", "--status", "gone"])).err).toContain(
      "--status must be one of",
    );
    expect((await run(["reservations", "show", "../etc/passwd"])).err).toContain("is not a reservation id");
    expect((await run(["reservations", "cancel", "res_nothing-here"])).code).toBe(1);
    expect((await run(["reservations", "refund", ids.off!])).code).toBe(2);
  });
});

describe("forecourt reservations while a server holds the data directory (through its admin API)", () => {
  let handle: DatabaseHandle;
  let server: { url: string; close: () => Promise<void> };
  let served = 0;

  beforeAll(async () => {
    handle = await openDatabase({ kind: "pglite", dataDir, role: "server" });
    await prepareDatabase(handle);
    adminToken(settings);
    const deps = { settings, database: async () => handle.db };
    const list = reservationListEndpoint(deps);
    const detail = reservationDetailEndpoint(deps);
    const act = dealerActionEndpoint(deps);
    server = await serveHandler(async (request) => {
      served++;
      const { pathname } = new URL(request.url);
      const id = pathname.split("/")[4];
      if (!id) return list(request);
      return request.method === "POST" ? act(request, id) : detail(request, id);
    });
    writeServerAddress(dataDir, { pid: process.pid, url: server.url });
  }, hangGuard(60_000));

  afterAll(async () => {
    await server?.close();
    await handle?.close();
  });

  it("list and cancel go through the server instead of failing on the data directory's lock", async () => {
    const listed = await run(["reservations", "list", "--site", "res-cli", "--status", "held"]);
    expect(listed.err).toBe("");
    expect(listed.out).toContain(ids.viaServer);
    expect(served).toBe(1);
    const cancelled = await run(["reservations", "cancel", ids.viaServer!]);
    expect(cancelled.code).toBe(0);
    const shown = await run(["reservations", "show", ids.viaServer!, "--json"]);
    expect((JSON.parse(shown.out) as { status: string }).status).toBe("refunded");
  });

  it("the server's refusals reach the operator with its reason", async () => {
    const again = await run(["reservations", "complete", ids.viaServer!]);
    expect(again.code).toBe(1);
    expect(again.err).toContain("The server refused (409): The reservation is refunded.");
    const badToken = await run(["reservations", "list", "--site", "res-cli", "--token", "wrong"]);
    expect(badToken.code).toBe(2);
    expect(badToken.err).toContain("(401)");
    const unknownSite = await run(["reservations", "list", "--site", "nowhere"]);
    expect(unknownSite.err).toContain('No site "nowhere"');
  });
});
