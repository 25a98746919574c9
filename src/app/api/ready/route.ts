import { readyAnswer } from "@/server/ready-endpoint";

export const dynamic = "force-dynamic";

/** Readiness (503 until migrated and the search indexes are warm); /api/health stays liveness. */
export async function GET(): Promise<Response> {
  return readyAnswer();
}
