import type { Env } from "@/env";
import { linkLifetime } from "@/lib/staff/link-hours";
import { ROLE_LABELS, STAFF_ROLES } from "@/lib/staff/roles";
import { type StaffInvite, staffInviteSchema } from "@/lib/staff/staff-invite";
import type { InvitationView } from "@/server/staff/staff-invitations";
import type { StaffListItem } from "@/server/staff/staff-list";
import type { CliValues } from "./cli-args";
import type { CliIo, WithDatabase } from "./cli-io";
import { formatMinute, printable, printTable } from "./cli-text";
import { callAdmin, runningServer } from "./server-admin";

/**
 * `forecourt staff add | list` (issue 31 §2): the operator's way to make the first console accounts
 * (the demo seeds none). `add` makes the account and prints its one-time link to set a password (24
 * hours), and e-mails the invitation (SMTP_URL, else an .eml in DATA_DIR/mail). Like `import`, both go
 * through the running server's admin API (`/admin/api/staff`) when a server holds the data directory,
 * or with --server; otherwise to the database directly. The audit log names which: "Admin token" or
 * "Command line".
 */
export const STAFF_USAGE = `forecourt staff add --email <e-mail> --role <role> [--site <slug>] [--dealership <slug> …]
                   [--name <name>] [--sees-all-leads]
forecourt staff list [--site <slug>] [--json]

Roles: ${STAFF_ROLES.join(", ")}. An operator has every site (no --site); the others need
--site, and managers and sales one --dealership or more (repeat the flag).`;

/** Which flag each field of an invitation comes from, to word a mistake the way it was typed. */
const FLAGS: Record<string, string> = {
  email: "--email",
  role: "--role",
  name: "--name",
  site: "--site",
  dealerships: "--dealership",
  sees_all_dealership_leads: "--sees-all-leads",
};

export async function runStaff(
  args: string[],
  values: CliValues,
  settings: Env,
  io: CliIo,
  withDatabase: WithDatabase,
): Promise<number> {
  const [sub, ...more] = args;
  const usageError = (message: string) => {
    io.err(`${message}\n\nUsage:\n${STAFF_USAGE}`);
    return 2;
  };
  if (sub !== undefined && more.length) {
    return usageError(`staff ${sub} takes no other arguments (got "${more.join(" ")}").`);
  }
  switch (sub) {
    case "add":
      return addStaff(values, settings, io, withDatabase, usageError);
    case "list":
      return listStaff(values, settings, io, withDatabase);
    case undefined:
      return usageError("staff needs a subcommand: add or list.");
    default:
      return usageError(`Unknown staff subcommand "${sub}".`);
  }
}

/** The invitation the flags describe, or the exit code after naming each flag that is wrong. */
function inviteFromFlags(
  values: CliValues,
  io: CliIo,
  usageError: (message: string) => number,
): StaffInvite | number {
  if (!values.email || !values.role) return usageError("staff add needs --email <e-mail> and --role <role>.");
  const parsed = staffInviteSchema.safeParse({
    email: values.email,
    role: values.role,
    ...(values.name !== undefined ? { name: values.name } : {}),
    ...(values.site !== undefined ? { site: values.site } : {}),
    dealerships: values.dealership ?? [],
    sees_all_dealership_leads: Boolean(values["sees-all-leads"]),
  });
  if (parsed.success) return parsed.data;
  io.err("Cannot invite:");
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? "");
    io.err(`  ${FLAGS[key] ?? key}: ${issue.message}`);
  }
  return 2;
}

async function addStaff(
  values: CliValues,
  settings: Env,
  io: CliIo,
  withDatabase: WithDatabase,
  usageError: (message: string) => number,
): Promise<number> {
  const invite = inviteFromFlags(values, io, usageError);
  if (typeof invite === "number") return invite;
  const server = values.server ?? runningServer(settings);
  if (server) {
    const answer = await callAdmin(
      server,
      { method: "POST", path: "/admin/api/staff", body: invite },
      values,
      settings,
      io,
    );
    return answer.ok ? printInvitation(io, answer.body as InvitationView, "the server's") : answer.code;
  }
  return withDatabase(async (h) => {
    // Loaded here: a command the running server carries out needs none of these (cli/forecourt.ts).
    const { staffMailer } = await import("@/server/staff/staff-mail");
    const { inviteStaffByMail } = await import("@/server/staff/staff-invitations");
    const mailer = staffMailer(settings);
    try {
      const outcome = await inviteStaffByMail(h.db, invite, {
        mailer,
        actor: { kind: "cli", address: null },
        settings,
      });
      if (outcome.kind === "refused") {
        io.err(`Cannot invite: ${FLAGS[outcome.field] ?? outcome.field}: ${outcome.message}`);
        return outcome.status === 400 ? 2 : 1;
      }
      return printInvitation(io, outcome.view, "the");
    } finally {
      await mailer.close();
    }
  });
}

/** What was made, the link on a line of its own (to copy), when it stops working, and the e-mail. */
function printInvitation(io: CliIo, view: InvitationView, whoseSpool: string): number {
  const role = ROLE_LABELS[view.role] ?? view.role;
  io.out(
    `Invited ${printable(view.email)} as ${role}${view.site ? ` of site ${view.site}` : " (every site)"} (staff id ${view.staff_id}).`,
  );
  io.out("");
  io.out(
    `One-time sign-in link to set the password: it works once, for ${linkLifetime("invite")}, until ${formatMinute(new Date(view.expires_at))}.`,
  );
  io.out("");
  io.out(`  ${printable(view.link)}`);
  io.out("");
  switch (view.mail) {
    case "sent":
      io.out(`The invitation e-mail with this link was sent to ${printable(view.email)}.`);
      break;
    case "spooled":
      io.out(
        `The invitation e-mail was written to ${whoseSpool} mail spool (DATA_DIR/mail; SMTP_URL is not set), not sent: give them the link yourself.`,
      );
      break;
    case "not-sent":
      io.err(
        `The invitation e-mail was NOT sent (${printable(view.mail_error ?? "no reason given")}): give them the link yourself.`,
      );
      break;
  }
  return 0;
}

async function listStaff(values: CliValues, settings: Env, io: CliIo, withDatabase: WithDatabase) {
  const slug = values.site;
  const show = (items: StaffListItem[]) => {
    if (values.json) io.out(JSON.stringify(items, null, 2));
    else printStaffList(io, slug, items);
    return 0;
  };
  const server = values.server ?? runningServer(settings);
  if (server) {
    const query = slug ? `?${new URLSearchParams({ site: slug })}` : "";
    const answer = await callAdmin(
      server,
      { method: "GET", path: `/admin/api/staff${query}` },
      values,
      settings,
      io,
    );
    return answer.ok ? show((answer.body as { staff: StaffListItem[] }).staff) : answer.code;
  }
  return withDatabase(async (h) => {
    const { listStaffAccounts } = await import("@/server/staff/staff-list");
    const items = await listStaffAccounts(h.db, slug);
    if (!items) {
      io.err(`No site "${printable(slug ?? "")}". \`forecourt sites\` lists the sites.`);
      return 2;
    }
    return show(items);
  });
}

function standing(item: StaffListItem): string {
  if (item.disabled) return "disabled";
  return item.password_set ? "active" : "invited";
}

function printStaffList(io: CliIo, slug: string | undefined, items: StaffListItem[]): void {
  if (!items.length) {
    io.out(slug ? `No staff accounts on site ${slug}.` : "No staff accounts yet.");
    io.out("Invite someone: forecourt staff add --email <e-mail> --role <role> [--site <slug>]");
    return;
  }
  printTable(
    io,
    ["ID", "E-mail", "Name", "Role", "Site", "Dealerships", "Status", "2FA", "Created"],
    items.map((item) => [
      String(item.id),
      printable(item.email),
      printable(item.name),
      ROLE_LABELS[item.role] ?? item.role,
      item.site ?? "(every site)",
      item.dealerships.join(", ") || (item.role === "manager" || item.role === "sales" ? "(none)" : "(all)"),
      standing(item),
      item.two_factor ? "on" : "off",
      formatMinute(new Date(item.created_at)),
    ]),
  );
}
