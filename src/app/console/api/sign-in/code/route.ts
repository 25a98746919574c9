import { postStaffSignInCode, serverStaffDependencies } from "@/server/staff/staff-endpoint";

export const dynamic = "force-dynamic";

/** POST /api/sign-in/code { email, code }: the second factor (issue 31 §2). */
export async function POST(request: Request): Promise<Response> {
  return postStaffSignInCode(await serverStaffDependencies(), request);
}
