import { postTwoFactorConfirm, serverStaffDependencies } from "@/server/staff/staff-endpoint";

export const dynamic = "force-dynamic";

/** POST /api/account/two-factor/confirm { code }: the app's first code turns it on (issue 31 §2). */
export async function POST(request: Request): Promise<Response> {
  return postTwoFactorConfirm(await serverStaffDependencies(), request);
}
