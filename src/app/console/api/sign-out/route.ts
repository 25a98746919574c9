import { postStaffSignOut, serverStaffDependencies } from "@/server/staff/staff-endpoint";

export const dynamic = "force-dynamic";

/** POST /api/sign-out: ends the session on the server (issue 31 §2). */
export async function POST(request: Request): Promise<Response> {
  return postStaffSignOut(await serverStaffDependencies(), request);
}
