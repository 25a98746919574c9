import { env } from "@/env";
import { getDatabase } from "@/server/db/database";
import { postPhotoUpload } from "@/server/media/console-photos-endpoint";
import { mediaStorage } from "@/server/media/media";

export const dynamic = "force-dynamic";

/** POST /api/sites/{slug}/stock/{car}/photos, the photo's bytes as the body: one extra photo for the car. */
export async function POST(
  request: Request,
  { params }: { params: Promise<{ slug: string; car: string }> },
): Promise<Response> {
  const { slug, car } = await params;
  const deps = { db: await getDatabase(), storage: mediaStorage, uploadLimitMb: env.MEDIA_UPLOAD_LIMIT_MB };
  return postPhotoUpload(deps, slug, car, request);
}
