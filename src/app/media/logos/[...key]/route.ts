import { mediaStorage } from "@/server/media/media";
import { serveMedia } from "@/server/media/serve-media";

export const dynamic = "force-dynamic";

/** Dealers' uploaded logos (`/media/logos/<id>.<png|webp>`), on every host; see serve-media.ts. */
export async function GET(
  request: Request,
  { params }: { params: Promise<{ key: string[] }> },
): Promise<Response> {
  const { key } = await params;
  return serveMedia(mediaStorage(), `logos/${key.join("/")}`, request);
}
