/**
 * A test's or hook's hang guard, not a speed limit: `ms` on a developer's machine, three times that
 * under CI. `npm test` runs the integration lanes niced beside the e2e run on two cores, where a hook
 * that takes seconds alone has taken over 120 s (the sixth session's CI run: `cli/staff.int.test.ts`'s
 * server start, migrating a data directory), and a test of 14 s took 269 s. A file's own limit
 * replaces the configuration's, so each file that needs more than the default says so through this.
 */
export function hangGuard(ms: number): number {
  return process.env.CI ? ms * 3 : ms;
}
