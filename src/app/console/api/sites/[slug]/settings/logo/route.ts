import { env } from "@/env";
import { getDatabase } from "@/server/db/database";
import { mediaStorage } from "@/server/media/media";
import { postLogoUpload } from "@/server/settings/logo-endpoint";

export const dynamic = "force-dynamic";

/** POST /api/sites/{slug}/settings/logo, the logo's bytes as the body: the site's new logo. */
export async function POST(
  request: Request,
  { params }: { params: Promise<{ slug: string }> },
): Promise<Response> {
  const { slug } = await params;
  const deps = { db: await getDatabase(), storage: mediaStorage, uploadLimitMb: env.MEDIA_UPLOAD_LIMIT_MB };
  return postLogoUpload(deps, slug, request);
}
