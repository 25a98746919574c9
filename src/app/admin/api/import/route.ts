import { handleImportRequest } from "@/server/admin/import-request";

export const dynamic = "force-dynamic";

/** Feeds into the running server; see server/admin/import-request.ts and README "Getting data in". */
export const POST = handleImportRequest;
