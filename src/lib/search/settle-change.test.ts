import { describe, expect, it } from "vitest";
import { settleChange } from "./settle-change";

describe("acting on a site's data version once it settles (issue 15 §4)", () => {
  it("waits one check after a change, then acts if the version held", () => {
    const first = settleChange(undefined, "v2", 1_000);
    expect(first).toEqual({ act: false, seen: { version: "v2", since: 1_000 } });
    expect(settleChange(first.act ? undefined : first.seen, "v2", 2_000)).toEqual({ act: true });
  });

  it("keeps waiting while an import keeps moving it, but never longer than the limit", () => {
    let seen = settleChange(undefined, "v2", 0);
    for (const [version, at] of [
      ["v3", 1_000],
      ["v4", 2_000],
      ["v9", 14_000],
    ] as const) {
      expect(seen.act).toBe(false);
      if (!seen.act) seen = settleChange(seen.seen, version, at);
    }
    expect(seen).toEqual({ act: false, seen: { version: "v9", since: 0 } });
    // Still moving at 15 s: acted on anyway, so search is never more than ~15 s behind a long import.
    expect(settleChange(seen.act ? undefined : seen.seen, "v10", 15_000)).toEqual({ act: true });
  });
});
