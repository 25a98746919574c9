import { handleStaffInvite, handleStaffList } from "@/server/admin/staff-admin-request";

export const dynamic = "force-dynamic";

/** The staff accounts, for an operator with the admin token; see server/admin/staff-admin-request.ts. */
export async function GET(request: Request) {
  return handleStaffList(request);
}

/** Invites a staff member: the account, its one-time link and the invitation e-mail. */
export async function POST(request: Request) {
  return handleStaffInvite(request);
}
