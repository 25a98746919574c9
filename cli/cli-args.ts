import { parseArgs } from "node:util";

/**
 * The flags every `forecourt` command understands. One table for the dispatcher (forecourt.ts) and the
 * subcommands it hands the parsed values to (leads-command.ts), so a flag cannot mean two things.
 */
export function parseCliArgs(argv: string[]) {
  return parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      "data-dir": { type: "string" },
      "replace-stock": { type: "boolean" },
      "replace-config": { type: "boolean" },
      to: { type: "string" },
      server: { type: "string" },
      token: { type: "string" },
      /** Repeatable: `staff add` takes several (`--dealership a --dealership b`), `import` one. */
      dealership: { type: "string", multiple: true },
      cars: { type: "string" },
      site: { type: "string" },
      limit: { type: "string" },
      since: { type: "string" },
      status: { type: "string" },
      json: { type: "boolean" },
      email: { type: "string" },
      role: { type: "string" },
      name: { type: "string" },
      "sees-all-leads": { type: "boolean" },
      help: { type: "boolean", short: "h" },
    },
  });
}

export type CliValues = ReturnType<typeof parseCliArgs>["values"];
