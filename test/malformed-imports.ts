import { createRng } from "../src/demo/prng";
import { mutateBody } from "./malformed-bodies";

/**
 * Malformed import bundles (issue 29 item 5), beside the HTTP fuzzer of test/malformed-input.ts: the
 * named cases every run sends (a domain claim on another tenant's host, merge patches, a refused site
 * with parts, nesting bombs inside `cars`), then seeded mutations of a valid tenant bundle. Pure and
 * deterministic per seed. src/server/import/malformed-imports.int.test.ts posts them to the admin
 * import endpoint in-process and checks what was stored.
 */

export type ImportCase = { label: string; body: string; query?: string };

/** The tenant every case writes as; the holder is another tenant whose domain and host it must not take. */
export const FUZZ_TENANT = "fuzz-tenant";

function nested(depth: number, open: string, close: string, inner = "1"): string {
  return open.repeat(depth) + inner + close.repeat(depth);
}

/** A valid bundle of the tenant: its site, dealership, yard and one car. */
export function tenantBundle(site: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    site: { slug: FUZZ_TENANT, name: "Fuzz Motors", dealerships: [`${FUZZ_TENANT}-dealer`], ...site },
    dealerships: [{ slug: `${FUZZ_TENANT}-dealer`, name: "Fuzz Dealer" }],
    locations: [
      {
        slug: `${FUZZ_TENANT}-yard`,
        dealership_slug: `${FUZZ_TENANT}-dealer`,
        name: "Fuzz Yard",
        location_type: "sales",
        address: { street: "1 Main St", city: "Brisbane", state: "QLD", postcode: "4000" },
      },
    ],
    cars: [
      {
        dealership_slug: `${FUZZ_TENANT}-dealer`,
        stocknum: "FZ1",
        make: "Kia",
        model: "Rio",
        year: 2021,
        car_type: "used",
        price: 19990,
      },
    ],
  };
}

/** The named cases: each is in every run, whatever the seed. */
export function namedImportCases(holder: { slug: string; domain: string }): ImportCase[] {
  const json = (label: string, bundle: unknown, query?: string): ImportCase => ({
    label,
    body: JSON.stringify(bundle),
    ...(query ? { query } : {}),
  });
  const bare = holder.domain.replace(/^www\./, "");
  const withCar = (extra: string) =>
    JSON.stringify(tenantBundle()).replace('"price":19990}', `"price":19990,"extra":${extra}}`);
  return [
    json("domain-claim:exact", tenantBundle({ domains: [holder.domain] })),
    json("domain-claim:bare", tenantBundle({ domains: [bare] })),
    json("domain-claim:www-case-dot", tenantBundle({ domains: [`WWW.${bare.toUpperCase()}.`] })),
    json("domain-claim:slug-localhost", tenantBundle({ domains: [`${holder.slug}.localhost`] })),
    json("domain-claim:localhost", tenantBundle({ domains: ["localhost", "127.0.0.1"] })),
    json("domain-claim:not-a-domain", tenantBundle({ domains: ["https://x.com/", "a b.com", ""] })),
    json("merge-patch:copy-only", tenantBundle({ config: { copy: { no_price_text: "Ring us" } } })),
    json("merge-patch:null-removes", tenantBundle({ config: { theme: null, navigation: { hidden: null } } })),
    json("merge-patch:arrays-replace", tenantBundle({ config: { navigation: { hidden: ["/finance"] } } })),
    {
      label: "merge-patch:proto-key",
      body: JSON.stringify(tenantBundle()).replace(
        '"name":"Fuzz Motors"',
        '"name":"Fuzz Motors","config":{"__proto__":{"theme":{"primary":"#000000"}}}',
      ),
    },
    json(
      "merge-patch:replace",
      tenantBundle({ config: { copy: { no_price_text: "Only" } } }),
      "?replace_config=1",
    ),
    json("merge-patch:null-in-replace", tenantBundle({ config: { theme: null } }), "?replace_config=1"),
    json("refused-site:unknown-key", tenantBundle({ config: { featurez: { chat: true } } })),
    json("refused-site:bad-value", tenantBundle({ config: { include_sold_cars_days: "three" } })),
    json("refused-site:config-not-object", tenantBundle({ config: "dark" })),
    json("refused-site:no-name", { ...tenantBundle(), site: { slug: FUZZ_TENANT } }),
    { label: "nesting-bomb:object-in-car", body: withCar(nested(50_000, '{"a":', "}")) },
    { label: "nesting-bomb:array-in-car", body: withCar(nested(50_000, "[", "]")) },
    { label: "nesting-bomb:in-cars", body: `{"cars":[${nested(50_000, "[", "]")}]}` },
    {
      label: "nesting-bomb:in-site-config",
      body: JSON.stringify(tenantBundle()).replace(
        '"name":"Fuzz Motors"',
        `"name":"Fuzz Motors","config":${nested(50_000, '{"a":', "}")}`,
      ),
    },
    { label: "nesting-bomb:65-levels", body: withCar(nested(62, '{"a":', "}")) },
  ];
}

/** Seeded mutations of the tenant's bundle and of its site record. */
export function mutatedImportCases(seed: number, count: number): ImportCase[] {
  const rng = createRng(seed ^ 0x29);
  const out: ImportCase[] = [];
  for (let i = 0; i < count; i++) {
    const valid = tenantBundle({
      domains: ["fuzz-tenant.example"],
      config: { copy: { no_price_text: "x" } },
    });
    if (rng.chance(0.5)) {
      const site = valid.site as Record<string, unknown>;
      const mutated = mutateBody(rng, site, ["slug", "name", "domains", "config", "dealerships", "template"]);
      out.push({
        label: `site:${mutated.label}`,
        body: JSON.stringify({ ...valid, site: "@@SITE@@" }).replace('"@@SITE@@"', mutated.body || "null"),
      });
    } else {
      const mutated = mutateBody(rng, valid, ["site", "dealerships", "locations", "cars"]);
      out.push({ label: `bundle:${mutated.label}`, body: mutated.body });
    }
  }
  return out;
}
