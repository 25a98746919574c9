import { describe, expect, it } from "vitest";
import { leadPostContextSchema } from "./lead-post-context";

/** The reasons an integrator sees for each refused key, as POST /api/leads lists them per field. */
function reasons(body: unknown): Record<string, string[]> {
  const result = leadPostContextSchema.safeParse(body);
  if (result.success) return {};
  const byKey: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join(".") || "body";
    byKey[key] = [...(byKey[key] ?? []), issue.message];
  }
  return byKey;
}

const post = {
  formKind: "quick-enquiry",
  form_token: "stamp",
  path: "/cars/2024-toyota-corolla?utm_source=g",
  visited_pages: ["/search", "/cars/2024-toyota-corolla"],
  linked_query_params: { utm_source: "g" },
};

describe("what a lead post carries beside its form (decision 0010, spec 02 §7 lead_attributes)", () => {
  it("a form's post passes with its own fields untouched, for the form's schema to check next", () => {
    const result = leadPostContextSchema.safeParse({ ...post, name: "Ada", postcode: "4000" });
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({ ...post, name: "Ada", postcode: "4000" });
  });

  it("a client that sends no trail or stamp is not refused here: the trail is empty, the guard judges the stamp", () => {
    expect(leadPostContextSchema.parse({ formKind: "contact" })).toEqual({
      formKind: "contact",
      form_token: "",
      visited_pages: [],
      linked_query_params: {},
    });
  });

  it("a post that does not say which form it is, is refused with a reason naming the key", () => {
    expect(reasons({ ...post, formKind: undefined })).toEqual({
      formKind: ["which form this is, e.g. 'vehicle-enquiry'"],
    });
  });

  it("the page a lead was sent from must be a path of this site, never another host", () => {
    for (const path of ["https://evil.example/cars", "//evil.example/cars", "cars/x"]) {
      expect(reasons({ ...post, path })).toEqual({
        path: ["path must be a path of this site, starting with /"],
      });
    }
    expect(reasons({ ...post, path: `/${"a".repeat(500)}` })).toHaveProperty("path");
  });

  it("the trail is bounded: at most 20 pages, and campaign values of at most 500 characters", () => {
    const pages = Array.from({ length: 21 }, (_, i) => `/p/${i}`);
    expect(reasons({ ...post, visited_pages: pages })).toHaveProperty("visited_pages");
    expect(reasons({ ...post, visited_pages: pages.slice(1) })).toEqual({});
    expect(reasons({ ...post, linked_query_params: { utm_source: "x".repeat(501) } })).toHaveProperty(
      "linked_query_params.utm_source",
    );
  });
});
