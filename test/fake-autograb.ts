import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach } from "vitest";

/**
 * A fake AutoGrab API on loopback for the trade-in adapters' tests: real HTTP, no network. It answers
 * in the shapes AutoGrab documents (the URLs are in server/trade-in/autograb-*.ts) and refuses what
 * AutoGrab would: a request without the `ApiKey` header or without `region=au` (and, for a plate,
 * without a state). Every request is kept in `seen` so a test can hold it against the documentation.
 */
export type SeenRequest = {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: unknown;
};

export type FakeMode =
  /** Answers as documented. */
  | "normal"
  /** HTTP 500 with AutoGrab's error body. */
  | "error"
  /** HTTP 200 with a body that is not JSON (a proxy's error page). */
  | "malformed"
  /** Waits `slowMs` before answering. */
  | "slow";

export type FakeRegistration = {
  plate: string;
  state: string;
  /** The catalogue entry the plate matched; null when only the registry's description came back. */
  vehicle: FakeCatalogueVehicle | null;
  upstream: string;
  vin: string;
  colour: string;
};

export type FakeCatalogueVehicle = {
  id: string;
  title: string;
  year: string;
  make: string;
  model: string;
  badge: string;
  series: string;
  body_type: string;
  transmission: string;
  transmission_type: string;
  fuel: string;
  fuel_type: string;
  drive: string;
  /** What the valuation answers for it: a trade price at 0 km, less `perKm` for each km. */
  trade: number;
  perKm: number;
  score: number;
};

export const FAKE_AUTOGRAB_KEY = "sec_test_0123456789abcdef";

export const FAKE_CATALOGUE: FakeCatalogueVehicle[] = [
  {
    id: "5804870883868672",
    title: "2022 Mazda CX-5 Maxx Sport Auto FWD",
    year: "2022",
    make: "Mazda",
    model: "CX-5",
    badge: "Maxx Sport",
    series: "KF Series 2",
    body_type: "Wagon",
    transmission: "Sports Automatic",
    transmission_type: "Automatic",
    fuel: "Petrol",
    fuel_type: "Petrol",
    drive: "FWD",
    trade: 33_000,
    perKm: 0.08,
    score: 0.92,
  },
  {
    id: "5804870883868999",
    title: "2022 Mazda CX-5 Touring Auto AWD",
    year: "2022",
    make: "Mazda",
    model: "CX-5",
    badge: "Touring",
    series: "KF Series 2",
    body_type: "Wagon",
    transmission: "Sports Automatic",
    transmission_type: "Automatic",
    fuel: "Petrol",
    fuel_type: "Petrol",
    drive: "AWD",
    trade: 36_000,
    perKm: 0.08,
    score: 0.9,
  },
  {
    id: "4871414033154048",
    title: "2022 Lotus Emira First Edition Manual",
    year: "2022",
    make: "Lotus",
    model: "Emira",
    badge: "First Edition",
    series: "MY22",
    body_type: "Coupe",
    transmission: "Manual",
    transmission_type: "Manual",
    fuel: "Petrol",
    fuel_type: "Petrol",
    drive: "RWD",
    trade: 150_000,
    perKm: 0.5,
    score: 0.31,
  },
];

const mazda = FAKE_CATALOGUE[0]!;

export const FAKE_REGISTRATIONS: FakeRegistration[] = [
  {
    plate: "TEST123",
    state: "QLD",
    vehicle: mazda,
    upstream: "2022 MAZDA CX-5 WAGON AUTOMATIC PETROL 1,998cc",
    vin: "JM0KF4W7A00123456",
    colour: "RED",
  },
  {
    plate: "IMPORT1",
    state: "NSW",
    vehicle: null,
    upstream: "1995 NISSAN SKYLINE COUPE MANUAL PETROL 2,568cc",
    vin: "BNR33000001",
    colour: "SILVER",
  },
];

export type FakeAutograb = {
  base: string;
  seen: SeenRequest[];
  mode: FakeMode;
  slowMs: number;
  close: () => Promise<void>;
};

function send(res: import("node:http").ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(body));
}

function answer(request: SeenRequest): { status: number; body: unknown } {
  if (request.headers.apikey !== FAKE_AUTOGRAB_KEY) {
    return { status: 401, body: { error: true, message: "Invalid API key" } };
  }
  if (request.query.get("region") !== "au" && !(request.body as { region?: string } | null)?.region) {
    return { status: 400, body: { error: true, message: "region is required" } };
  }
  const plate = request.path.match(/^\/v2\/vehicles\/registrations\/([^/]+)$/);
  if (request.method === "GET" && plate) {
    const state = request.query.get("state");
    if (!state) return { status: 400, body: { error: true, message: "state is required in au" } };
    const found = FAKE_REGISTRATIONS.find(
      (r) => r.plate === decodeURIComponent(plate[1]!) && r.state === state,
    );
    if (!found) return { status: 200, body: { success: true, vehicle: null } };
    return {
      status: 200,
      body: {
        success: true,
        vehicle: found.vehicle && catalogueEntry(found.vehicle),
        upstream_vehicle: found.upstream,
        confidence: "standard",
        colour: found.colour,
        vin: found.vin,
        additional_vehicles: [],
      },
    };
  }
  if (request.method === "GET" && /^\/v2\/vehicles\/?$/.test(request.path)) {
    const words = (request.query.get("search") ?? "").toLowerCase().split(/\s+/).filter(Boolean);
    const count = Number(request.query.get("count") ?? "10");
    // Entries whose title holds every word come first (the likeliest), then those of the same year,
    // make and model (the fuzzier matches a catalogue search also returns).
    const title = (v: FakeCatalogueVehicle) => `${v.title} ${v.badge}`.toLowerCase();
    const exact = FAKE_CATALOGUE.filter((v) => words.every((w) => title(v).includes(w)));
    const near = FAKE_CATALOGUE.filter(
      (v) => !exact.includes(v) && [v.year, v.make, v.model].every((w) => words.includes(w.toLowerCase())),
    );
    const vehicles = [...exact, ...near].slice(0, count).map(catalogueEntry);
    return { status: 200, body: { success: true, total: vehicles.length, confidence: "standard", vehicles } };
  }
  if (request.method === "POST" && request.path === "/v2/valuations/predict") {
    const body = request.body as { vehicle_id?: string; kms?: number } | null;
    const vehicle = FAKE_CATALOGUE.find((v) => v.id === body?.vehicle_id);
    if (!vehicle) return { status: 404, body: { error: true, message: "Vehicle not found" } };
    const kms = body?.kms ?? 60_000;
    const trade = Math.round(vehicle.trade - vehicle.perKm * kms);
    const retail = Math.round(trade * 1.2);
    return {
      status: 200,
      body: {
        success: true,
        prediction: {
          id: "a2955915-9611-40ef-8b98-b827dad76ff4",
          vehicle_id: vehicle.id,
          created_at: "2026-11-24T10:22:07.072Z",
          kms,
          price: retail,
          score: vehicle.score,
          retail_price: retail,
          trade_price: trade,
          adjustment: null,
        },
        ...(request.query.get("features")?.split(",").includes("bounds")
          ? {
              bounds: {
                retail: { lower: retail - 1000, upper: retail + 1250 },
                trade: { lower: trade - 1000, upper: trade + 1250 },
              },
            }
          : {}),
      },
    };
  }
  return { status: 404, body: { error: true, message: `No route ${request.method} ${request.path}` } };
}

function catalogueEntry(v: FakeCatalogueVehicle) {
  return {
    id: v.id,
    region: "au",
    title: v.title,
    year: v.year,
    make: v.make,
    model: v.model,
    badge: v.badge,
    series: v.series,
    body_type: v.body_type,
    body_config: null,
    transmission: v.transmission,
    transmission_type: v.transmission_type,
    fuel: v.fuel,
    fuel_type: v.fuel_type,
    drive: v.drive,
    num_doors: 4,
    options: [],
  };
}

/** Starts a fake AutoGrab on 127.0.0.1 at a free port. */
export async function startFakeAutograb(): Promise<FakeAutograb> {
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const fake: FakeAutograb = { base: "", seen: [], mode: "normal", slowMs: 2000, close: async () => {} };
  const server: Server = createServer((req, res) => {
    let text = "";
    req.on("data", (chunk) => {
      text += chunk;
    });
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://fake");
      let body: unknown = null;
      try {
        body = text ? JSON.parse(text) : null;
      } catch {
        body = text;
      }
      const request: SeenRequest = {
        method: req.method ?? "",
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body,
      };
      fake.seen.push(request);
      if (fake.mode === "error") return send(res, 500, { error: true, message: "Internal server error" });
      if (fake.mode === "malformed") {
        res.writeHead(200, { "content-type": "text/html" });
        return res.end("<html><body>Bad gateway</body></html>");
      }
      const reply = () => {
        const { status, body: replyBody } = answer(request);
        if (!res.destroyed) send(res, status, replyBody);
      };
      if (fake.mode === "slow") {
        const timer = setTimeout(() => {
          timers.delete(timer);
          reply();
        }, fake.slowMs);
        timers.add(timer);
        return;
      }
      reply();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  fake.base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}

/**
 * A fake AutoGrab for one test file: started before its tests, reset to answer normally before each,
 * closed after. Returns a getter, since the server starts after the file's top level runs.
 */
export function fakeAutograbForThisFile(): () => FakeAutograb {
  let fake: FakeAutograb | undefined;
  beforeAll(async () => {
    fake = await startFakeAutograb();
  });
  afterAll(() => fake?.close());
  beforeEach(() => {
    if (!fake) return;
    fake.seen = [];
    fake.mode = "normal";
  });
  return () => {
    if (!fake) throw new Error("the fake AutoGrab has not started");
    return fake;
  };
}
