import { describe, expect, it } from "vitest";
import { processSingleton } from "./process-singleton";

describe("processSingleton: one value per process, shared by every bundle", () => {
  it("creates the value once, however many bundles ask for it", () => {
    let created = 0;
    // Two holders with one name stand for the same module compiled into two Next bundles.
    const inRouteBundle = processSingleton<{ n: number }>("test.shared");
    const inBootBundle = processSingleton<{ n: number }>("test.shared");
    const a = inRouteBundle.get(() => ({ n: ++created }));
    const b = inBootBundle.get(() => ({ n: ++created }));
    expect(b).toBe(a);
    expect(created).toBe(1);
    inRouteBundle.clear();
  });

  it("after clear, the next get creates a fresh value (a failed database open is retried)", () => {
    const holder = processSingleton<string>("test.clear");
    expect(holder.peek()).toBeUndefined();
    holder.get(() => "first");
    expect(holder.clear()).toBe("first");
    expect(holder.peek()).toBeUndefined();
    expect(holder.get(() => "second")).toBe("second");
    holder.clear();
  });
});
