import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MemoryRateCounters } from "@/lib/net/rate-limit";
import { createLeadGuard, type LeadGuard } from "@/server/leads/intake/lead-guard";
import { postLead } from "@/server/leads/intake/lead-post-endpoint";
import { carRecord, TEST_NOW } from "../../../test/car-records";
import { QUICK_ENQUIRY } from "../../../test/lead-records";
import { captureLogs, type LogLine } from "../../../test/log-capture";
import { serveHandler } from "../../../test/serve-handler";
import type { DatabaseHandle } from "../db/client";
import { installDatabase, uninstallDatabase } from "../db/database";
import { openTestDatabase } from "../db/test-database";
import { withSite } from "../http/with-site";
import { importBundle } from "../import/import-bundle";
import { observeHttpRequests } from "./http-observation";
import { createMetrics } from "./metrics";

/**
 * Issue 36 item 3, done when (decision 0068): a log test finds the request id on every line of one
 * request, and no personal data. A shopper's lead goes through the real endpoint behind a real HTTP
 * server, whose requests are watched the way the app's server is (http-observation.ts): every line
 * written while it is served names the request's id, site and route kind; none holds the shopper's
 * name, e-mail, phone or address, though the post carried them all.
 */

const SLUG = "logs";
let handle: DatabaseHandle;
let guard: LeadGuard;
let server: { url: string; close: () => Promise<void> };
let stopWatching: () => void;

beforeAll(async () => {
  handle = await openTestDatabase();
  await importBundle(
    handle.db,
    {
      site: {
        slug: SLUG,
        name: "Log Motors",
        dealerships: ["log-dealer"],
        config: { leads: { emails: ["sales@log-dealer.example"] } },
      },
      dealerships: [{ slug: "log-dealer", name: "Log Dealer", phone: "07 3000 0000" }],
      locations: [],
      cars: [carRecord("log-dealer", "L1")],
    },
    { now: TEST_NOW },
  );
  installDatabase(handle);
  guard = createLeadGuard({
    secret: "log-test-secret",
    counters: new MemoryRateCounters(),
    perIp: 50,
    perSite: 50,
  });
  stopWatching = observeHttpRequests({ metrics: createMetrics(), consoleHost: "console.localhost" });
  const route = withSite(async (request, site) => postLead(handle.db, site, request, guard));
  server = await serveHandler((request) => route(request, { params: Promise.resolve({ site: SLUG }) }));
});

afterAll(async () => {
  stopWatching?.();
  await server?.close();
  uninstallDatabase();
  await handle?.close();
});

/** A shopper's quick enquiry, on a form shown a minute ago, from a client the front names. */
async function postEnquiry(headers: Record<string, string>): Promise<Response> {
  const form = guard.newForm(SLUG, Date.now() - 60_000);
  return fetch(`${server.url}/api/leads?utm_source=mail&email=ada%40example.com`, {
    method: "POST",
    headers: {
      origin: server.url,
      "content-type": "application/json",
      "x-forwarded-for": "203.0.113.7",
      ...headers,
    },
    body: JSON.stringify({
      ...QUICK_ENQUIRY,
      message: "Call me on 0412 345 678 about the car, or at 12 Smith Street",
      path: "/cars/l1",
      form_token: form.form_token,
      idempotency_key: form.idempotency_key,
    }),
  });
}

/** Waits for the request's own line (written when its answer ends), then returns every line so far. */
async function linesUntilAnswered(lines: LogLine[], requestId: string): Promise<LogLine[]> {
  for (let i = 0; i < 100 && !lines.some((l) => l.component === "http" && l.requestId === requestId); i++) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return [...lines];
}

const PERSONAL = [
  "Ada",
  "Lovelace",
  "ada@example.com",
  "ada%40example.com",
  "0412 345 678",
  "0412345678",
  "Smith Street",
  "203.0.113.7",
];

describe("the log lines of one request (issue 36 item 3)", () => {
  it("each carries the request's id, site and route kind, and none holds the shopper's details", async () => {
    const log = captureLogs();
    try {
      const response = await postEnquiry({ "x-request-id": "req-logs-0001" });
      expect(response.status).toBe(201);
      expect(response.headers.get("x-request-id")).toBe("req-logs-0001");
      const { lead_id } = (await response.json()) as { lead_id: string };
      const lines = await linesUntilAnswered(log.lines, "req-logs-0001");

      expect(lines.map((l) => l.msg)).toEqual(["lead filed", "POST /api/leads 201"]);
      for (const line of lines) {
        expect(line, line.msg).toMatchObject({ requestId: "req-logs-0001", site: SLUG, route: "site-api" });
      }
      expect(lines[0]).toMatchObject({ component: "leads", level: "info", leadId: lead_id });
      expect(lines[1]).toMatchObject({ component: "http", method: "POST", path: "/api/leads", status: 201 });
      expect(typeof lines[1]!.ms).toBe("number");
      const text = log.text();
      for (const personal of PERSONAL) expect(text).not.toContain(personal);
    } finally {
      log.restore();
    }
  });

  it("gives a request that brings no id, or a malformed one, a new id of its own, on its lines and its answer", async () => {
    const log = captureLogs();
    try {
      const response = await postEnquiry({ "x-request-id": 'bad"id' });
      const id = response.headers.get("x-request-id") ?? "";
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      const lines = await linesUntilAnswered(log.lines, id);
      expect(lines.length).toBeGreaterThanOrEqual(2);
      for (const line of lines) expect(line.requestId).toBe(id);
      expect(log.text()).not.toContain('bad\\"id');
    } finally {
      log.restore();
    }
  });

  it("keeps two requests served at once apart: each line names its own request", async () => {
    const log = captureLogs();
    try {
      const [a, b] = await Promise.all([
        postEnquiry({ "x-request-id": "req-logs-000a" }),
        postEnquiry({ "x-request-id": "req-logs-000b" }),
      ]);
      const leadOf = async (response: Response) => ((await response.json()) as { lead_id: string }).lead_id;
      const ids = { "req-logs-000a": await leadOf(a), "req-logs-000b": await leadOf(b) };
      await linesUntilAnswered(log.lines, "req-logs-000a");
      const lines = await linesUntilAnswered(log.lines, "req-logs-000b");
      const filed = lines.filter((l) => l.msg === "lead filed");
      expect(filed).toHaveLength(2);
      for (const line of filed) expect(line.leadId).toBe(ids[line.requestId as keyof typeof ids]);
    } finally {
      log.restore();
    }
  });
});
