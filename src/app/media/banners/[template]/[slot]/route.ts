import { bannerSvg, isBannerSlot } from "@/lib/template/banner-images";
import { getTemplate, isTemplateName } from "@/templates/registry";

type Params = { params: Promise<{ template: string; slot: string }> };

/** The templates' default banner pictures (spec 02 §9, decision 0087), drawn locally in each brand's colours. */
export async function GET(_request: Request, { params }: Params): Promise<Response> {
  const { template, slot } = await params;
  const name = slot.replace(/\.svg$/, "");
  if (!isTemplateName(template) || !slot.endsWith(".svg") || !isBannerSlot(name))
    return new Response("Not found", { status: 404 });
  return new Response(bannerSvg(getTemplate(template).theme, name), {
    headers: {
      "content-type": "image/svg+xml; charset=utf-8",
      "cache-control": "public, max-age=86400",
      "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'",
    },
  });
}
