import { parseDemoImagePath, renderCarSvg } from "@/demo/car-image-svg";

type Params = { params: Promise<{ body: string; colour: string; view: string }> };

/** Demo car photos, drawn locally so the demo sites need no network and no image files. */
export async function GET(_request: Request, { params }: Params): Promise<Response> {
  const { body, colour, view } = await params;
  const parsed = parseDemoImagePath(body, colour, view);
  if (!parsed) return new Response("Not found", { status: 404 });
  return new Response(renderCarSvg(parsed), {
    headers: {
      "content-type": "image/svg+xml; charset=utf-8",
      "cache-control": "public, max-age=31536000, immutable",
      "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'",
    },
  });
}
