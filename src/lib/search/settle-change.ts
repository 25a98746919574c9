/**
 * When to act on a change of a site's data version (issue 15 §4). A long import bumps the version with
 * every batch; rebuilding a large site's search index (and its pages) after each would take the
 * server's thread from the import and the shoppers both, for results outdated a second later. A change
 * is acted on once the version has held for one check, or once it has kept moving for `maxMs`, so a
 * single change costs one check interval and a long import a rebuild every `maxMs` at most.
 */
export type MovingVersion = { version: string; since: number };

export const SETTLE_MAX_MS = 15_000;

export function settleChange(
  seen: MovingVersion | undefined,
  version: string,
  now: number,
  maxMs = SETTLE_MAX_MS,
): { act: true } | { act: false; seen: MovingVersion } {
  const since = seen?.since ?? now;
  if (seen?.version === version || now - since >= maxMs) return { act: true };
  return { act: false, seen: { version, since } };
}
