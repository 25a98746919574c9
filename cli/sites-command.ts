import { asc } from "drizzle-orm";
import type { Env } from "@/env";
import { sites } from "@/server/db/schema";
import { moveDomain } from "@/server/tenancy/domains";
import type { CliValues } from "./cli-args";
import type { CliIo, WithDatabase } from "./cli-io";
import { callAdmin, runningServer } from "./server-admin";

/**
 * `forecourt sites` lists the sites with their hosts; `forecourt sites move-domain <domain> --to <slug>`
 * is the operator's way to move a custom domain to another site (issue 29 item 1, decision 0041): an
 * import naming a domain another site holds is refused. The move goes through the running server's
 * admin API (`POST /admin/api/domains/move`) when a server holds the data directory or with --server,
 * else to the database directly; either way it is logged.
 */
export const SITES_USAGE = `forecourt sites
forecourt sites move-domain <domain> --to <site-slug>`;

type Move = { domain: string; from: string | null; to: string; moved: boolean };

export async function runSites(
  args: string[],
  values: CliValues,
  settings: Env,
  io: CliIo,
  withDatabase: WithDatabase,
): Promise<number> {
  const [sub, ...more] = args;
  if (sub === undefined) return listSites(io, withDatabase);
  if (sub !== "move-domain") {
    io.err(`Unknown sites command "${sub}".\n\nUsage:\n${SITES_USAGE}`);
    return 2;
  }
  const [domain, ...extra] = more;
  const to = values.to;
  if (!domain || extra.length || !to) {
    io.err(`sites move-domain needs one domain and --to <site-slug>.\n\nUsage:\n${SITES_USAGE}`);
    return 2;
  }
  const say = (move: Move) => {
    if (!move.moved) io.out(`${move.domain} is already site ${move.to}'s; nothing moved.`);
    else io.out(`Moved ${move.domain}${move.from ? ` from site ${move.from}` : ""} to site ${move.to}.`);
    return 0;
  };
  const server = values.server ?? runningServer(settings);
  if (server) {
    const answer = await callAdmin(
      server,
      { method: "POST", path: "/admin/api/domains/move", body: { domain, to } },
      values,
      settings,
      io,
    );
    return answer.ok ? say(answer.body as Move) : answer.code;
  }
  return withDatabase(async (h) => {
    const result = await moveDomain(h.db, domain, to);
    if (!result.ok) {
      io.err(result.error);
      return result.status === 404 ? 1 : 2;
    }
    if (result.moved) {
      console.log(
        `[admin] domain "${result.domain}" moved ${result.from ? `from site "${result.from}" ` : ""}to site "${result.to}" (forecourt cli)`,
      );
    }
    return say(result);
  });
}

function listSites(io: CliIo, withDatabase: WithDatabase): Promise<number> {
  return withDatabase(async (h) => {
    const rows = await h.db.select().from(sites).orderBy(asc(sites.slug));
    if (!rows.length)
      io.out("No sites yet. Load some with `forecourt seed-demo` or `forecourt import <bundle.json>`.");
    for (const s of rows) {
      const hosts = [`${s.slug}.localhost`, ...s.domains].join(", ");
      io.out(`${s.slug.padEnd(24)} ${s.name.padEnd(28)} template=${s.template.padEnd(8)} ${hosts}`);
    }
    return 0;
  });
}
