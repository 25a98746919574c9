import "server-only";
import { processSingleton } from "../process-singleton";

/**
 * Whether this server is ready for shoppers (issue 36 item 3, decision 0068), for `/api/ready`: the
 * database was opened and migrated, and the boot's warm-up of the search indexes has finished (every
 * site's index built, or left to its first search where it would not fit the budget, or failed and
 * logged: its searches answer from SQL). `/api/health` stays the liveness probe: it asks only whether
 * the database answers. One state per process, shared by Next's bundles.
 */
export type Readiness = {
  migrated: boolean;
  searchIndexes: "warming" | "warm" | "failed";
  /** Why the warm-up failed as a whole (the database went away under it), when it did. */
  failure?: string;
};

const state = processSingleton<Readiness>("readiness");

export function readiness(): Readiness {
  return state.get(() => ({ migrated: false, searchIndexes: "warming" }));
}

/** The boot opened and migrated the database. */
export function markMigrated(): void {
  readiness().migrated = true;
}

/** The boot's search warm-up ended: `failure` when it stopped before the last site. */
export function markSearchWarmed(failure?: string): void {
  const current = readiness();
  current.searchIndexes = failure === undefined ? "warm" : "failed";
  if (failure !== undefined) current.failure = failure;
}

/** Whether the server may take shoppers' requests. */
export function isReady(current: Readiness = readiness()): boolean {
  return current.migrated && current.searchIndexes === "warm";
}

/** Forgets the state (tests: a fresh process). */
export function resetReadiness(): void {
  state.clear();
}
