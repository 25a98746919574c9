import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { apiOperations, UNDESCRIBED } from "./registry";

/**
 * Issue 36 item 7 (decision 0066): every API is described. A route.ts under src/app that exports a
 * method no operation describes fails here, unless its folder is one the document leaves out on
 * purpose (UNDESCRIBED, each with its reason); so does an operation naming a route or a method that
 * does not exist, or a path that is not the route's own.
 */

const APP = path.resolve(__dirname, "../../app");
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;

/** Every route.ts under src/app: its folder (`s/[site]/api/leads`) and the methods it exports. */
function routeFiles(): { route: string; methods: string[] }[] {
  const out: { route: string; methods: string[] }[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name === "route.ts") {
        const source = readFileSync(full, "utf8");
        const methods = METHODS.filter((method) =>
          new RegExp(`export (const ${method}\\b|(async )?function ${method}\\b)`).test(source),
        );
        out.push({ route: path.relative(APP, dir).split(path.sep).join("/"), methods });
      }
    }
  };
  walk(APP);
  return out;
}

const ROUTES = routeFiles();
const OPERATIONS = apiOperations(new Date("2026-12-01T00:00:00Z"));
const described = new Set(OPERATIONS.map((op) => `${op.method.toUpperCase()} ${op.route}`));
const setAside = (route: string) => UNDESCRIBED.some(({ prefix }) => route.startsWith(prefix));

/** The path a client calls for a route folder: the site's rewrite undone, `[id]` as `{id}`. */
function pathOf(route: string): string {
  return `/${route.replace(/^s\/\[site\]\//, "")}`.replace(/\[(\w+)\]/g, "{$1}");
}

describe("the API description's registry", () => {
  it("finds the app's route handlers (the scan itself works)", () => {
    expect(ROUTES.length).toBeGreaterThan(50);
    expect(ROUTES).toContainEqual({ route: "s/[site]/api/leads", methods: ["POST"] });
    expect(ROUTES).toContainEqual({ route: "admin/api/staff", methods: ["GET", "POST"] });
  });

  it("describes every method of every route, unless its folder is set aside with a reason", () => {
    const missing = ROUTES.filter(({ route }) => !setAside(route)).flatMap(({ route, methods }) =>
      methods.filter((method) => !described.has(`${method} ${route}`)).map((method) => `${method} ${route}`),
    );
    expect(missing, "routes with no entry in src/server/api-description/").toEqual([]);
  });

  it("names only routes and methods that exist", () => {
    const exported = new Set(ROUTES.flatMap(({ route, methods }) => methods.map((m) => `${m} ${route}`)));
    expect([...described].filter((entry) => !exported.has(entry))).toEqual([]);
  });

  it("sets aside only folders that hold a route, each with its reason", () => {
    for (const { prefix, reason } of UNDESCRIBED) {
      expect(
        ROUTES.some(({ route }) => route.startsWith(prefix)),
        prefix,
      ).toBe(true);
      expect(reason.length, prefix).toBeGreaterThan(10);
    }
    expect(OPERATIONS.filter((op) => setAside(op.route)).map((op) => op.route)).toEqual([]);
  });

  it("gives each operation its route's own path, the audience of its host and the route's path parameters", () => {
    for (const op of OPERATIONS) {
      expect(op.path, op.operationId).toBe(pathOf(op.route));
      const audience = op.route.startsWith("s/[site]/")
        ? "site"
        : op.route.startsWith("admin/")
          ? "admin"
          : "platform";
      expect(op.audience, op.operationId).toBe(audience);
      const templated = [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      expect(Object.keys(op.pathParams?.shape ?? {}).sort(), op.operationId).toEqual(templated);
    }
  });

  it("has one operation per path and method, each with its own id", () => {
    const keys = OPERATIONS.map((op) => `${op.method} ${op.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    const ids = OPERATIONS.map((op) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("says for every operation with input where its schema comes from", () => {
    for (const op of OPERATIONS) {
      const takesInput = Boolean(op.body || op.query);
      expect(op.input === "none", op.operationId).toBe(!takesInput);
    }
  });
});
