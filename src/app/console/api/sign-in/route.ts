import { postStaffSignIn, serverStaffDependencies } from "@/server/staff/staff-endpoint";

export const dynamic = "force-dynamic";

/** POST /api/sign-in { email, password }: the first step of signing in (issue 31 §2). */
export async function POST(request: Request): Promise<Response> {
  return postStaffSignIn(await serverStaffDependencies(), request);
}
