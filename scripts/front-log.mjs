// The front door's log (issue 36 item 3, decision 0068): the same JSON lines as the app's
// (src/server/observability/log.ts), made by pino on standard output: `level`, `time`, `pid`,
// `component` (`start`, `front`) and `msg`. LOG_LEVEL sets the least level written (`info`).
import pino from "pino";

/**
 * @typedef {Record<"debug" | "info" | "warn" | "error" | "fatal", (message: string, fields?: Record<string, unknown>) => void>} FrontLog
 */

/** @type {import("pino").Logger | undefined} */
let root;

/**
 * The logger of one part of the front door, named in each line's `component`.
 * @param {string} component
 * @returns {FrontLog}
 */
export function frontLogger(component) {
  root ??= pino({
    level: process.env.LOG_LEVEL || "info",
    base: { pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
  });
  const logger = root.child({ component });
  return {
    debug: (message, fields) => logger.debug(fields ?? {}, message),
    info: (message, fields) => logger.info(fields ?? {}, message),
    warn: (message, fields) => logger.warn(fields ?? {}, message),
    error: (message, fields) => logger.error(fields ?? {}, message),
    fatal: (message, fields) => logger.fatal(fields ?? {}, message),
  };
}
