import { AppRouterContext } from "next/dist/shared/lib/app-router-context.shared-runtime";
import { createElement as h } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { parseSiteConfig, publicSiteConfig } from "@/lib/tenancy/site-config";
import { getTemplate } from "@/templates/registry";
import { testCar } from "../../../test/test-car";
import { ResultCard } from "./result-card";

/** Issue 32 §1 (decision 0051): a car staff featured says so on its card; others do not. */
const router = { push() {}, replace() {}, refresh() {}, back() {}, forward() {}, prefetch() {} };
const render = (featured: boolean | undefined) =>
  renderToStaticMarkup(
    h(
      AppRouterContext.Provider,
      { value: router as never },
      h(ResultCard, {
        car: testCar({ id: 1, slug: "a-car", name: "A Car", featured }),
        config: publicSiteConfig(parseSiteConfig({})),
        template: getTemplate("default"),
        now: new Date("2026-11-20T00:00:00Z"),
      }),
    ),
  );

describe("a featured car's card", () => {
  it("reads 'Featured' beside its type only when staff featured it", () => {
    expect(render(true)).toContain(" · Featured</span>");
    expect(render(false)).not.toContain("Featured");
    expect(render(undefined)).not.toContain("Featured");
  });
});
