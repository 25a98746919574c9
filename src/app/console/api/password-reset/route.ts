import { postPasswordReset, serverStaffDependencies } from "@/server/staff/staff-endpoint";

export const dynamic = "force-dynamic";

/** POST /api/password-reset { email }: "Forgotten your password?" (issue 31 §2). */
export async function POST(request: Request): Promise<Response> {
  return postPasswordReset(await serverStaffDependencies(), request);
}
