import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { CLONED_SITE_TABLES, NOT_CLONED_SITE_TABLES } from "@/lib/sites/clone-site";
import * as schema from "../db/schema";

/**
 * Decision 0056: every table with a `site_id` is either copied by a clone or listed, with its reason,
 * as not copied; a table added later fails here until someone decides which.
 */
describe("what a clone copies covers every table of a site", () => {
  it("puts each table with a site_id in exactly one of the two lists", () => {
    const siteTables: string[] = [];
    for (const value of Object.values(schema) as unknown[]) {
      if (!(value instanceof PgTable)) continue;
      const config = getTableConfig(value);
      if (config.columns.some((c) => c.name === "site_id")) siteTables.push(config.name);
    }
    const listed = [...CLONED_SITE_TABLES, ...Object.keys(NOT_CLONED_SITE_TABLES)];
    expect([...siteTables].sort()).toEqual([...listed].sort());
  });
});
