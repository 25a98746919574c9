import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { NAMED_ROUTE_SEGMENTS, resolveSitePath, shadowedRootSlug } from "./site-path";

const MODELS = new Set(["corolla", "hilux", "community"]);
const CONTENT = new Set([
  "our-story",
  "community",
  "sponsorships",
  "corolla",
  "finance",
  "events/motor-show",
]);
const lookups = {
  isModel: (slug: string) => MODELS.has(slug),
  isContentPage: (p: string) => CONTENT.has(p),
};
const at = (p: string) => resolveSitePath(p.split("/").filter(Boolean), lookups);

describe("a root path resolves by one rule (decision 0031): named routes, then models, then content, else 404", () => {
  it.each([
    // spec 02 §2 routes: "/{model slug}: Explore model", "/{model slug}/accessories"
    ["/corolla", { kind: "model", slug: "corolla" }],
    ["/hilux/accessories", { kind: "model-accessories", slug: "hilux" }],
    // both a model and a content page: the model wins
    ["/community", { kind: "model", slug: "community" }],
    ["/corolla", { kind: "model", slug: "corolla" }],
    // content pages at the root that no named route owns (/about-us, /careers … are named routes)
    ["/our-story", { kind: "content", path: "our-story" }],
    ["/sponsorships", { kind: "content", path: "sponsorships" }],
    ["/events/motor-show", { kind: "content", path: "events/motor-show" }],
    // a named route's segment never reaches a model or a content page
    ["/finance", { kind: "not-found" }],
    ["/search", { kind: "not-found" }],
    ["/models", { kind: "not-found" }],
    ["/about-us", { kind: "not-found" }],
    ["/pre-owned/certified", { kind: "not-found" }],
    // a model's other sub-paths, unknown paths, and paths that are not slugs
    ["/corolla/brochure", { kind: "not-found" }],
    ["/our-story/accessories", { kind: "not-found" }],
    ["/nothing-here", { kind: "not-found" }],
    ["/Corolla", { kind: "not-found" }],
    ["/corolla.php", { kind: "not-found" }],
    ["/a/b/c/d/e/f/g/h/i", { kind: "not-found" }],
  ])("%s → %j", (p, expected) => {
    expect(at(p)).toEqual(expected);
  });

  it("the empty path (the home page) is not the catch-all's", () => {
    expect(resolveSitePath([], lookups)).toEqual({ kind: "not-found" });
  });

  it("names a slug a named route shadows, for the import's warning", () => {
    expect(shadowedRootSlug("finance")).toMatch(/\/finance is a page of every site/);
    expect(shadowedRootSlug("corolla")).toBeNull();
  });
});

describe("the named routes the rule protects are the site's route folders", () => {
  it("every folder of src/app/s/[site] is listed (add a new named route to NAMED_ROUTE_SEGMENTS)", () => {
    const dir = path.join(__dirname, "../../app/s/[site]");
    const folders = readdirSync(dir, { withFileTypes: true })
      .filter((e) => e.isDirectory() && !e.name.startsWith("_") && !e.name.startsWith("["))
      .map((e) => e.name);
    expect(folders.length).toBeGreaterThan(20);
    expect(folders.filter((f) => !NAMED_ROUTE_SEGMENTS.has(f))).toEqual([]);
  });
});
