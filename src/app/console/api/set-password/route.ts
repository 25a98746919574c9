import { postSetPassword, serverStaffDependencies } from "@/server/staff/staff-endpoint";

export const dynamic = "force-dynamic";

/** POST /api/set-password { token, password, confirm }: an invitation's or reset's one-time link (issue 31 §2). */
export async function POST(request: Request): Promise<Response> {
  return postSetPassword(await serverStaffDependencies(), request);
}
