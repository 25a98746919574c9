/**
 * Whether a request's Host header names the console's host (issue 31 §1): compared without the port
 * and case-blind, so `Console.LocalHost:3000` is the console and `console.localhost.evil.example` is not.
 */
export function isConsoleHost(hostHeader: string | null, consoleHost: string): boolean {
  if (!hostHeader) return false;
  const host = hostHeader.trim().toLowerCase().replace(/:\d+$/, "").replace(/\.$/, "");
  return host === consoleHost.toLowerCase();
}
