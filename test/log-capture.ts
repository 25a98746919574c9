import { createLogger, replaceLogger } from "@/server/observability/log";

/** One line the server logged, as parsed from its JSON. */
export type LogLine = Record<string, unknown> & { level: string; msg: string; component?: string };

/**
 * Test support (decision 0068): every line the server logs, from now until `restore`, parsed, at every
 * level (`debug` up), and kept here instead of written to standard output.
 */
export function captureLogs(): { lines: LogLine[]; text: () => string; restore: () => void } {
  const raw: string[] = [];
  const lines: LogLine[] = [];
  const restore = replaceLogger(
    createLogger("debug", {
      write(chunk: string) {
        raw.push(chunk);
        lines.push(JSON.parse(chunk) as LogLine);
      },
    }),
  );
  return { lines, text: () => raw.join(""), restore };
}
