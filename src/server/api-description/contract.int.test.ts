import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { GET as adminLeads } from "@/app/admin/api/sites/[slug]/leads/route";
import { GET as health } from "@/app/api/health/route";
import { GET as leadForm } from "@/app/s/[site]/api/leads/form/route";
import { POST as postLead } from "@/app/s/[site]/api/leads/route";
import { GET as mapTiles } from "@/app/s/[site]/api/map-tiles/route";
import { GET as search } from "@/app/s/[site]/api/search/route";
import { env } from "@/env";
import { carRecord, TEST_NOW } from "../../../test/car-records";
import { schemaReader } from "../../../test/openapi-31";
import type { DatabaseHandle } from "../db/client";
import { installDatabase, uninstallDatabase } from "../db/database";
import { openTestDatabase } from "../db/test-database";
import { importBundle } from "../import/import-bundle";
import { getStockSearch } from "../search/stock-search-instance";
import { readSite } from "../tenancy/sites";
import { type JsonSchema, openApiDocument } from "./openapi-document";

/** The operator's token the route handlers read from the environment (vitest.config.ts sets it). */
const ADMIN_TOKEN = env.ADMIN_TOKEN ?? "";

/**
 * Issue 36 item 7 (decision 0066), the contract: requests built from /api/openapi.json alone (its
 * paths, parameter examples, body examples and security), sent to the route handlers the app serves,
 * answer with a status the document lists and a body its schema for that status accepts. A shopper's
 * lead goes in through the described form API and comes out of the described admin API.
 */

const SLUG = "contract";
const HOST = "contract.localhost";
const doc = openApiDocument();

type Media = { schema: JsonSchema; example?: unknown };
type Operation = {
  parameters?: { name: string; in: string; example?: unknown }[];
  requestBody?: { content: Record<string, Media> };
  responses: Record<string, { content?: Record<string, Media> }>;
  security?: Record<string, string[]>[];
};
type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

function described(method: string, path: string): Operation {
  const operation = doc.paths[path]?.[method] as Operation | undefined;
  if (!operation) throw new Error(`${method} ${path} is not in the document`);
  return operation;
}

/** The request a client makes from the description: the path filled in, the examples as query and body. */
function requestFrom(
  method: string,
  path: string,
  options: {
    params?: Record<string, string>;
    body?: (example: Record<string, unknown>) => unknown;
    bearer?: string;
  },
): Request {
  const operation = described(method, path);
  const url = new URL(
    path.replace(/\{(\w+)\}/g, (_, name: string) => options.params?.[name] ?? ""),
    `http://${HOST}`,
  );
  for (const p of operation.parameters ?? []) {
    if (p.in === "query" && p.example !== undefined) url.searchParams.set(p.name, String(p.example));
  }
  const headers: Record<string, string> = { host: HOST };
  if (options.bearer) headers.authorization = `Bearer ${options.bearer}`;
  const example = operation.requestBody?.content["application/json"]?.example as
    | Record<string, unknown>
    | undefined;
  if (!example) return new Request(url, { method: method.toUpperCase(), headers });
  headers["content-type"] = "application/json";
  headers.origin = `http://${HOST}`;
  const body = options.body ? options.body(example) : example;
  return new Request(url, { method: method.toUpperCase(), headers, body: JSON.stringify(body) });
}

/** The answer's status is one the document lists, and its body is what the document says for it. */
async function expectDescribed(method: string, path: string, response: Response): Promise<unknown> {
  const answers = described(method, path).responses;
  expect(Object.keys(answers), `${method} ${path}: status ${response.status}`).toContain(
    String(response.status),
  );
  const schema = answers[String(response.status)]!.content?.["application/json"]?.schema;
  const body = await response.json();
  expect(schema, `${method} ${path} ${response.status} has a schema`).toBeDefined();
  const result = schemaReader(resolved(schema!)).safeParse(body);
  expect(result.success ? [] : result.error.issues, `${method} ${path} ${response.status}`).toEqual([]);
  return body;
}

function resolved(schema: JsonSchema): JsonSchema {
  const ref = schema.$ref;
  const shared = (doc.components as { schemas: Record<string, JsonSchema> }).schemas;
  return typeof ref === "string" ? shared[ref.replace("#/components/schemas/", "")]! : schema;
}

const siteParams = (extra: Record<string, string> = {}) => ({
  params: Promise.resolve({ site: SLUG, ...extra }),
});

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await openTestDatabase();
  await importBundle(
    handle.db,
    {
      site: { slug: SLUG, name: "Contract Motors", dealerships: ["contract-dealer"], config: {} },
      dealerships: [{ slug: "contract-dealer", name: "Contract Dealer", phone: "07 3000 0000" }],
      locations: [],
      cars: [
        carRecord("contract-dealer", "K1"),
        carRecord("contract-dealer", "K2", { make: "Toyota", model: "Corolla", price: 24990 }),
      ],
    },
    { now: TEST_NOW },
  );
  installDatabase(handle);
  // The server warms each site's search index at boot; searches then answer from it.
  await (await getStockSearch()).warm((await readSite(handle.db, SLUG))!);
});

afterAll(async () => {
  vi.useRealTimers();
  // A check a search started in the background ends before the database closes.
  await (await getStockSearch()).warm((await readSite(handle.db, SLUG))!);
  uninstallDatabase();
  await handle?.close();
});

describe("the API as /api/openapi.json describes it", () => {
  it("GET /api/search with the described query answers the site's cars, cheapest first, in the described shape", async () => {
    const response = await (search as Handler)(requestFrom("get", "/api/search", {}), siteParams());
    const body = (await expectDescribed("get", "/api/search", response)) as { hits: { price: number }[] };
    expect(body.hits.map((hit) => hit.price)).toEqual([24990, 30000]);
  });

  it("GET /api/search with a malformed value is the described 400, naming the key", async () => {
    const request = new Request(`http://${HOST}/api/search?page=0&sortBy=cheapest`, {
      headers: { host: HOST },
    });
    const response = await (search as Handler)(request, siteParams());
    expect(response.status).toBe(400);
    const body = (await expectDescribed("get", "/api/search", response)) as { issues: { key: string }[] };
    expect(body.issues.map((issue) => issue.key).sort()).toEqual(["page", "sortBy"]);
  });

  it("a lead posted as described (its form fetched first) is filed, and the admin API lists it as described", async () => {
    const ticketResponse = await (leadForm as Handler)(
      requestFrom("get", "/api/leads/form", {}),
      siteParams(),
    );
    const ticket = (await expectDescribed("get", "/api/leads/form", ticketResponse)) as {
      form_token: string;
      idempotency_key: string;
      min_fill_ms: number;
    };
    // A person takes longer than the form's minimum to fill it in.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + ticket.min_fill_ms + 1_000);
    const lead = requestFrom("post", "/api/leads", {
      body: (example) => ({
        ...example,
        form_token: ticket.form_token,
        idempotency_key: ticket.idempotency_key,
      }),
    });
    const filed = await (postLead as Handler)(lead, siteParams());
    vi.useRealTimers();
    expect(filed.status).toBe(201);
    const { lead_id } = (await expectDescribed("post", "/api/leads", filed)) as { lead_id: string };

    const operation = described("get", "/admin/api/sites/{slug}/leads");
    expect(operation.security).toContainEqual({ adminToken: [] });
    const request = requestFrom("get", "/admin/api/sites/{slug}/leads", {
      params: { slug: SLUG },
      bearer: ADMIN_TOKEN,
    });
    const listed = await adminLeads(request, { params: Promise.resolve({ slug: SLUG }) });
    expect(listed.status).toBe(200);
    const page = (await expectDescribed("get", "/admin/api/sites/{slug}/leads", listed)) as {
      leads: { id: string; customer: { firstName: string } }[];
    };
    expect(page.leads.map((l) => [l.id, l.customer.firstName])).toEqual([[lead_id, "Jane"]]);
  });

  it("the admin API without its credential is the described 401", async () => {
    const request = requestFrom("get", "/admin/api/sites/{slug}/leads", { params: { slug: SLUG } });
    const refused = await adminLeads(request, { params: Promise.resolve({ slug: SLUG }) });
    expect(refused.status).toBe(401);
    await expectDescribed("get", "/admin/api/sites/{slug}/leads", refused);
  });

  it("a lead with a field the described schema refuses is the described 400, naming the field", async () => {
    const lead = requestFrom("post", "/api/leads", {
      body: (example) => ({ ...example, email: "not an address" }),
    });
    const refused = await (postLead as Handler)(lead, siteParams());
    expect(refused.status).toBe(400);
    const body = (await expectDescribed("post", "/api/leads", refused)) as { issues: { key: string }[] };
    expect(body.issues.map((issue) => issue.key)).toContain("email");
  });

  it("the platform's and the map's answers are as described", async () => {
    await expectDescribed("get", "/api/health", await health());
    await expectDescribed(
      "get",
      "/api/map-tiles",
      await (mapTiles as Handler)(requestFrom("get", "/api/map-tiles", {}), siteParams()),
    );
  });
});
