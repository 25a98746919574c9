import { parseEnv } from "@/env";
import type { DatabaseHandle } from "@/server/db/client";
import { parseCliArgs } from "./cli-args";
import type { CliIo, WithDatabase } from "./cli-io";

/*
 * Loaded when used: the database, the migrations, the demo seed and each command's module are
 * imported by the command that needs them. A dealer's script runs `forecourt import` against the
 * running server all day, and that needs none of the database side: loading everything took about
 * 3 s of CPU a run against about 1 s (sixth session, docs/benchmarks.md).
 */

const USAGE = `forecourt <command> [options]

Commands:
  migrate                      apply database migrations and reference data
  import <feed>                import a JSON bundle (site, dealerships, locations, cars, offers, models,
                               reviews) or a CSV stock feed (docs/csv-feeds.md); when a server holds
                               the data directory, the feed is sent to it and imported while it serves
      --replace-stock          the feed is complete: mark its dealerships' missing cars as sold
      --replace-config         store the bundle's site and dealership configs as written, instead
                               of merging them over the stored ones (JSON Merge Patch)
      --dealership <slug>      a CSV feed's dealership, when it has no dealership column
      --server <url>           send the feed to this server's admin API (/admin/api/import)
      --token <token>          its admin token (default: $ADMIN_TOKEN, else DATA_DIR/admin-token)
  seed-demo [--cars N]         load the demo sites (N cars in the dealer group; default 3000)
  sites                        list sites with their hosts
  sites move-domain <domain> --to <slug>
                               move a custom domain from the site holding it to another (an import
                               never takes another site's domain); through the running server when
                               one holds the data directory, or --server <url> with --token
  leads list --site <slug>     a site's leads, newest first, each with its delivery status
      --limit N                how many (default 50, at most 1000)
      --since <date|time>      only leads received since then (2026-11-01 is midnight UTC;
                               a time needs its zone: 2026-11-01T09:00+11:00)
      --json                   machine-readable JSON instead of a table
  leads show <id> [--json]     one lead in full, with each delivery's status and last error
  leads retry --site <slug> [<lead-id>]
                               make the site's (or one lead's) dead deliveries due again;
                               the server's outbox worker sends them on its next pass
  reservations list --site <slug>
                               a site's online reservations, newest first, held ones with their end
      --status <status>        only pending, held, completed, cancelled, expired or refunded ones
      --limit N, --json        as for leads list
  reservations show <id> [--json]
                               one reservation with its deposit and every step it went through
  reservations complete <id>   the sale went ahead: the deposit counts toward the price
  reservations cancel <id>     the sale is off: the car is available again, the deposit paid back
                               (reservations commands go through the running server when one
                               holds the data directory, or to --server <url> with --token)
  staff add --email <e-mail> --role <role> [--site <slug>] [--dealership <slug> …]
                               make a dealer console account and print its one-time link to set
                               a password (valid 24 hours); the invitation is e-mailed too
                               (SMTP_URL, else an .eml in DATA_DIR/mail). Roles: operator (every
                               site: no --site), group-admin, manager, sales, marketing; managers
                               and sales need --dealership (repeat it for several)
      --name <name>            the person's name, as the e-mail greets them
      --sees-all-leads         sales only: every lead of their dealerships, not only their own
  staff list [--site <slug>] [--json]
                               staff accounts with role, site, dealerships and status
                               (staff commands go through the running server when one holds the
                               data directory, or to --server <url> with --token)

  backup <file.tar.gz>         a consistent copy of the embedded database, taken while the server
                               holding the data directory serves (through its admin API, or
                               --server <url> with --token), or from the directory when none runs;
                               PostgreSQL: use pg_dump (README, Backups)
  restore <file.tar.gz>        put a backup in place as the data directory's database; no server may
                               run on the directory. The database it replaces is kept beside it

Options:
  --data-dir <dir>             PGlite data directory (default: $DATA_DIR or .data)
  -h, --help                   show this help

With DATABASE_URL set, commands run against that PostgreSQL server instead of PGlite.`;

/** Runs one CLI command; returns the exit code (0 ok, 1 some records failed, 2 usage or environment error). */
export async function runCli(
  argv: string[],
  io: CliIo,
  env: Record<string, string | undefined> = process.env,
): Promise<number> {
  let parsed: ReturnType<typeof parseCliArgs>;
  try {
    parsed = parseCliArgs(argv);
  } catch (error) {
    io.err(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  const { values, positionals } = parsed;
  const [command, ...rest] = positionals;
  if (values.help || !command) {
    io.out(USAGE);
    return command || values.help ? 0 : 2;
  }
  const settings = parseEnv({ ...env, ...(values["data-dir"] ? { DATA_DIR: values["data-dir"] } : {}) });

  const withDatabase: WithDatabase = async (fn) => {
    const { databaseOptionsFrom, openDatabase } = await import("@/server/db/client");
    const { DataDirLockedError } = await import("@/server/db/data-dir-lock");
    const { prepareDatabase } = await import("@/server/db/migrate");
    let handle: DatabaseHandle;
    try {
      handle = await openDatabase(
        databaseOptionsFrom({
          databaseUrl: settings.DATABASE_URL,
          dataDir: settings.DATA_DIR,
          role: `cli (${command})`,
        }),
      );
    } catch (error) {
      if (error instanceof DataDirLockedError) {
        io.err(error.message);
        return 2;
      }
      throw error;
    }
    try {
      await prepareDatabase(handle);
      return await fn(handle);
    } finally {
      await handle.close();
    }
  };

  switch (command) {
    case "migrate":
      return withDatabase(async (h) => {
        io.out(`Database ready (${h.kind}${h.dataDir ? ` at ${h.dataDir}` : ""}).`);
        return 0;
      });
    case "import": {
      const { runImport } = await import("./import-command");
      return runImport(rest[0], values, settings, io, withDatabase);
    }
    case "seed-demo": {
      const cars = values.cars === undefined ? settings.DEMO_CARS : Number(values.cars);
      if (!Number.isInteger(cars) || cars < 0 || cars > 200_000) {
        io.err("--cars must be a whole number from 0 to 200000");
        return 2;
      }
      return withDatabase(async (h) => {
        const { MIGRATION_LOCK_KEY } = await import("@/server/db/migrate");
        const { seedDemo } = await import("@/server/demo/seed-demo");
        const { printReport } = await import("./import-command");
        const started = Date.now();
        // Under the migration lock, like a server's first-start seed, so the two never interleave.
        const results = await h.withAdvisoryLock(MIGRATION_LOCK_KEY, () => seedDemo(h.db, { cars }));
        for (const { site, report } of results) printReport(io, `demo site ${site}`, report);
        io.out(`Seeded ${results.length} demo sites in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
        return results.some((r) => r.report.issues.length) ? 1 : 0;
      });
    }
    case "sites":
      return (await import("./sites-command")).runSites(rest, values, settings, io, withDatabase);
    case "leads":
      return (await import("./leads-command")).runLeads(rest, values, io, withDatabase);
    case "reservations":
      return (await import("./reservations-command")).runReservations(
        rest,
        values,
        settings,
        io,
        withDatabase,
      );
    case "staff":
      return (await import("./staff-command")).runStaff(rest, values, settings, io, withDatabase);
    case "backup":
      return (await import("./backup-command")).runBackup(rest[0], values, settings, io);
    case "restore":
      return (await import("./backup-command")).runRestore(rest[0], values, settings, io);
    default:
      io.err(`Unknown command "${command}".\n\n${USAGE}`);
      return 2;
  }
}
