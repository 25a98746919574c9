import { describe, expect, it } from "vitest";
import { changedPaths, mergePatch } from "./merge-patch";

describe("mergePatch: RFC 7396 Appendix A, every example (decision 0041: a config import is a merge patch)", () => {
  it.each([
    [{ a: "b" }, { a: "c" }, { a: "c" }],
    [{ a: "b" }, { b: "c" }, { a: "b", b: "c" }],
    [{ a: "b" }, { a: null }, {}],
    [{ a: "b", b: "c" }, { a: null }, { b: "c" }],
    [{ a: ["b"] }, { a: "c" }, { a: "c" }],
    [{ a: "c" }, { a: ["b"] }, { a: ["b"] }],
    [{ a: { b: "c" } }, { a: { b: "d", c: null } }, { a: { b: "d" } }],
    [{ a: [{ b: "c" }] }, { a: [1] }, { a: [1] }],
    [
      ["a", "b"],
      ["c", "d"],
      ["c", "d"],
    ],
    [{ a: "b" }, ["c"], ["c"]],
    [{ a: "foo" }, null, null],
    [{ a: "foo" }, "bar", "bar"],
    [{ e: null }, { a: 1 }, { e: null, a: 1 }],
    [[1, 2], { a: "b", c: null }, { a: "b" }],
    [{}, { a: { bb: { ccc: null } } }, { a: { bb: {} } }],
  ])("MergePatch(%j, %j) is %j", (target, patch, result) => {
    expect(mergePatch(target, patch)).toEqual(result);
  });

  it("changes neither the target nor the patch", () => {
    const target = { a: { b: 1 }, c: [1] };
    const patch = { a: { b: 2, d: null }, c: [2] };
    mergePatch(target, patch);
    expect(target).toEqual({ a: { b: 1 }, c: [1] });
    expect(patch).toEqual({ a: { b: 2, d: null }, c: [2] });
  });

  it('keeps a patch\'s "__proto__" a key, never a prototype', () => {
    const patch = JSON.parse('{"__proto__":{"polluted":true}}');
    const merged = mergePatch({}, patch) as Record<string, unknown>;
    expect(Object.getPrototypeOf(merged)).toBe(Object.prototype);
    expect(Object.keys(merged)).toEqual(["__proto__"]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe("changedPaths: what an import changed, as dotted paths, never values", () => {
  it("names changed leaves, replaced arrays, added and removed keys", () => {
    const before = {
      theme: { primary: "#000000" },
      navigation: { hidden: ["/finance", "/service"] },
      copy: { no_price_text: "Call us" },
    };
    const after = {
      theme: { primary: "#000000" },
      navigation: { hidden: ["/finance"] },
      copy: { no_price_text: "Ring us", sold: "Gone" },
      leads: { webhook: { url: "https://crm.example/hook", secret: "s".repeat(40) } },
    };
    expect(changedPaths(before, after)).toEqual([
      "copy.no_price_text",
      "copy.sold",
      "leads.webhook.secret",
      "leads.webhook.url",
      "navigation.hidden",
    ]);
    expect(changedPaths(after, before)).toContain("leads.webhook.secret");
    expect(JSON.stringify(changedPaths(before, after))).not.toContain("s".repeat(40));
  });

  it("says nothing for an unchanged config, and names an empty group added or a value made a group", () => {
    expect(changedPaths({ a: { b: [1, { c: 2 }] } }, { a: { b: [1, { c: 2 }] } })).toEqual([]);
    expect(changedPaths({}, { theme: {} })).toEqual(["theme"]);
    expect(changedPaths({ a: 1 }, { a: { b: 1 } })).toEqual(["a"]);
  });
});
