import { getTableConfig, type PgTable } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import * as schema from "./schema";

/**
 * Decision 0046: a staff member is a row of `staff_users`; `staff_accounts` is better-auth's table of
 * their credentials, with its own ids. A column that names who did something (`staff_id`,
 * `created_by`, `updated_by` …) must point at `staff_users`, or it records the wrong person (or fails
 * when the two ids differ), as the feed history's first migration did.
 */
const WHO_COLUMNS = /^(staff_id|created_by|updated_by|assigned_staff_id|decided_by|author_id)$/;

describe("who did it is a staff user, not a credential", () => {
  it("every foreign key from a who-column references staff_users", () => {
    const wrong: string[] = [];
    let checked = 0;
    for (const value of Object.values(schema)) {
      if (!value || typeof value !== "object" || !(Symbol.for("drizzle:IsDrizzleTable") in value)) continue;
      const config = getTableConfig(value as PgTable);
      for (const fk of config.foreignKeys) {
        const reference = fk.reference();
        for (const column of reference.columns) {
          if (!WHO_COLUMNS.test(column.name)) continue;
          checked++;
          const target = getTableConfig(reference.foreignTable).name;
          if (target !== "staff_users") wrong.push(`${config.name}.${column.name} → ${target}`);
        }
      }
    }
    expect(checked).toBeGreaterThan(3);
    expect(wrong).toEqual([]);
  });
});
