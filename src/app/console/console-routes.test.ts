import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { RECORD_PAGES, SESSION_ROUTES } from "../../../test/console-route-lists";
import { CONSOLE_ROUTES } from "../../../test/console-routes-table";

const CONSOLE = import.meta.dirname;

function routeFiles(dir: string, prefix = ""): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory())
      return name.startsWith("_") ? [] : routeFiles(full, `${prefix}${name}/`);
    return name === "page.tsx" || name === "route.ts" ? [`${prefix}${name}`] : [];
  });
}

describe("issue 31: every console route is in the role matrix", () => {
  it("each page and API under src/app/console is in the matrix's table, or among the sign-in routes", () => {
    const listed = new Set([
      ...CONSOLE_ROUTES.map((r) => r.file),
      ...SESSION_ROUTES,
      ...Object.keys(RECORD_PAGES),
    ]);
    expect(routeFiles(CONSOLE).filter((file) => !listed.has(file))).toEqual([]);
  });

  it("and the table names no route that is gone", () => {
    const onDisk = new Set(routeFiles(CONSOLE));
    const named = [...CONSOLE_ROUTES.map((r) => r.file), ...SESSION_ROUTES, ...Object.keys(RECORD_PAGES)];
    expect(named.filter((f) => !onDisk.has(f))).toEqual([]);
  });

  it("each record page names an integration test that exists", () => {
    const root = path.resolve(CONSOLE, "../../..");
    expect(Object.values(RECORD_PAGES).filter((test) => !existsSync(path.join(root, test)))).toEqual([]);
  });
});
