export {};

/**
 * The `forecourt` command's entry (`npm run forecourt -- …`). The command's modules read the process
 * environment as they load (src/env.ts parses it once), so they are loaded here, where a bad variable
 * can be reported as a usage error (exit 2) like any other, instead of as a crash while loading.
 */
try {
  const { runCli } = await import("./forecourt");
  const code = await runCli(process.argv.slice(2), {
    out: (line) => console.log(line),
    err: (line) => console.error(line),
  });
  process.exit(code);
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  console.error(message.startsWith("Invalid environment") ? message : error);
  process.exit(2);
}
