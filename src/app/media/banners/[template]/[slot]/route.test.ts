import { describe, expect, it } from "vitest";
import { GET } from "./route";

const get = (template: string, slot: string) =>
  GET(new Request(`http://x/media/banners/${template}/${slot}`), {
    params: Promise.resolve({ template, slot }),
  });

describe("/media/banners/{template}/{slot}.svg (spec 02 §9 default banner images per brand, decision 0087)", () => {
  it("serves a brand's picture as SVG that can run nothing", async () => {
    const response = await get("toyota", "service.svg");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/svg+xml; charset=utf-8");
    expect(response.headers.get("content-security-policy")).toContain("default-src 'none'");
    expect(await response.text()).toContain('fill="#c40014"');
  });

  it("answers 404 for a template or slot that does not exist", async () => {
    expect((await get("nope", "service.svg")).status).toBe(404);
    expect((await get("toyota", "nope.svg")).status).toBe(404);
    expect((await get("toyota", "service")).status).toBe(404);
  });
});
