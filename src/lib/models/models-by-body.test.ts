import { describe, expect, it } from "vitest";
import type { SiteModel } from "./model";
import { bodyParam, modelsByBody, modelsByBodyPath } from "./models-by-body";

const model = (name: string, category: string | null): SiteModel => ({
  id: name.length,
  name,
  slug: name.toLowerCase(),
  manufacturerName: "Toyota",
  manufacturerSlug: "toyota",
  imageUrl: null,
  category,
  overrideUrl: null,
  status: "current",
  description: null,
  servicePlan: null,
});

const RANGE = [
  model("RAV4", "SUVs & 4WDs"),
  model("Corolla", "Hatch & sedans"),
  model("HiLux", "Utes & Vans"),
  model("Kluger", "SUVs & 4WDs"),
];

describe("/models?body= (spec 02 §2: body name lower-cased, spaces replaced by hyphens)", () => {
  it("writes the body as the spec says", () => {
    expect(bodyParam("SUVs & 4WDs")).toBe("suvs-&-4wds");
    expect(bodyParam("Hatch & sedans")).toBe("hatch-&-sedans");
    expect(modelsByBodyPath("SUVs & 4WDs")).toBe("/models?body=suvs-%26-4wds");
  });

  it("lists one body's models for its parameter", () => {
    const view = modelsByBody(RANGE, "suvs-&-4wds");
    expect(view.kind).toBe("body");
    expect(view.groups.flatMap((g) => g.models.map((m) => m.name))).toEqual(["Kluger", "RAV4"]);
  });

  it("reads the same body written with other punctuation or case", () => {
    expect(modelsByBody(RANGE, "SUVS-4WDS").kind).toBe("body");
    expect(modelsByBody(RANGE, "utes-&-vans").kind).toBe("body");
  });

  it("without a body lists every body, none left out", () => {
    const view = modelsByBody(RANGE, undefined);
    expect(view.kind).toBe("all");
    expect(view.groups.map((g) => g.body).sort()).toEqual(["Hatch & sedans", "SUVs & 4WDs", "Utes & Vans"]);
    expect(modelsByBody(RANGE, "  ").kind).toBe("all");
  });

  it("an unknown body says so and still lists the whole range, never an error", () => {
    const view = modelsByBody(RANGE, "spaceships");
    expect(view).toMatchObject({ kind: "unknown", asked: "spaceships" });
    expect(view.groups).toHaveLength(3);
  });

  it("junk in the query (too long, control characters, repeated keys) is read without throwing", () => {
    expect(modelsByBody(RANGE, "x".repeat(500))).toMatchObject({ kind: "unknown", asked: null });
    expect(modelsByBody(RANGE, "suv\u0000")).toMatchObject({ kind: "unknown", asked: null });
    expect(modelsByBody(RANGE, ["utes-&-vans", "spaceships"]).kind).toBe("body");
  });

  it("a model without a category is listed under 'Other models'", () => {
    expect(modelsByBody([model("Mystery", null)], undefined).groups[0]?.body).toBe("Other models");
  });
});
