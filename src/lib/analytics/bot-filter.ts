import { isbot } from "isbot";

/**
 * Whether a request's user agent is a robot's, so its events are not counted (issue 33 §1 "Bots are
 * filtered"; decision 0061): isbot's list (npm `isbot`, the pattern most analytics tools share, kept
 * up to date by its maintainers), plus one rule of ours: every browser that runs our pages sends a
 * user agent starting "Mozilla/5.0" (Opera's old "Opera/" aside), so anything else (curl, python, Go,
 * Java and node HTTP clients, monitors, an empty agent) is not a shopper either.
 */
const BROWSER_PREFIXES = ["mozilla/", "opera/"] as const;

export function isBotUserAgent(userAgent: string | null | undefined): boolean {
  const agent = userAgent?.trim() ?? "";
  const lower = agent.toLowerCase();
  if (!BROWSER_PREFIXES.some((prefix) => lower.startsWith(prefix))) return true;
  return isbot(agent);
}
