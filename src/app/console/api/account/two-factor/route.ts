import { postTwoFactorStart, serverStaffDependencies } from "@/server/staff/staff-endpoint";

export const dynamic = "force-dynamic";

/** POST /api/account/two-factor { password }: starts turning two-factor on (issue 31 §2). */
export async function POST(request: Request): Promise<Response> {
  return postTwoFactorStart(await serverStaffDependencies(), request);
}
