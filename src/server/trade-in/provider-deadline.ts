import "server-only";
import type { ValuationAnswer, ValuationProvider } from "./valuation-provider";
import type { LookupResult, VehicleLookupProvider } from "./vehicle-lookup";

/**
 * Issue 20 "Bad input": "a lookup or valuation provider that fails or times out leaves the shopper with
 * the manual path and the dealer with the lead, never an error page". Every provider the wizard calls
 * is wrapped here, so each call is bounded and none can throw:
 *
 * - the call gets its own signal, aborted at the deadline or when the caller's is;
 * - at the deadline the answer is `unavailable` whether or not the provider honours its signal;
 * - a throw (a bug, a database error in the local model) is `unavailable` too;
 * - every `unavailable`, the provider's own included, is logged once with its reason. Reasons are built
 *   from statuses and provider messages, never from request headers, so no key reaches a log; the
 *   shopper's rego and answers are not logged either.
 */
export const DEFAULT_PROVIDER_TIMEOUT_MS = 5000;

export function withLookupDeadline(
  provider: VehicleLookupProvider,
  timeoutMs = DEFAULT_PROVIDER_TIMEOUT_MS,
): VehicleLookupProvider {
  return {
    name: provider.name,
    lookup: (query, { signal }) =>
      bounded<LookupResult>(`rego lookup "${provider.name}"`, timeoutMs, signal, (inner) =>
        provider.lookup(query, { signal: inner }),
      ),
  };
}

export function withValuationDeadline(
  provider: ValuationProvider,
  timeoutMs = DEFAULT_PROVIDER_TIMEOUT_MS,
): ValuationProvider {
  return {
    name: provider.name,
    value: (request, { signal }) =>
      bounded<ValuationAnswer>(`valuation "${provider.name}"`, timeoutMs, signal, (inner) =>
        provider.value(request, { signal: inner }),
      ),
  };
}

type Unavailable = { kind: "unavailable"; reason: string };

async function bounded<T extends { kind: string }>(
  what: string,
  timeoutMs: number,
  outer: AbortSignal,
  call: (signal: AbortSignal) => Promise<T>,
): Promise<T | Unavailable> {
  const result = await race(timeoutMs, outer, call);
  if (result.kind === "unavailable") {
    console.warn(`[trade-in] ${what} unavailable: ${(result as Unavailable).reason}`);
  }
  return result;
}

async function race<T>(
  timeoutMs: number,
  outer: AbortSignal,
  call: (signal: AbortSignal) => Promise<T>,
): Promise<T | Unavailable> {
  if (outer.aborted) return { kind: "unavailable", reason: "cancelled before it was asked" };
  const inner = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let onAbort: (() => void) | undefined;
  const stopped = new Promise<Unavailable>((resolve) => {
    timer = setTimeout(() => {
      inner.abort(new DOMException(`no answer within ${timeoutMs} ms`, "TimeoutError"));
      resolve({ kind: "unavailable", reason: `no answer within ${timeoutMs} ms` });
    }, timeoutMs);
    onAbort = () => {
      inner.abort(outer.reason);
      resolve({ kind: "unavailable", reason: "cancelled by the caller" });
    };
    outer.addEventListener("abort", onAbort, { once: true });
  });
  const answered = (async (): Promise<T | Unavailable> => {
    try {
      return await call(inner.signal);
    } catch (error) {
      return {
        kind: "unavailable",
        reason: `failed: ${error instanceof Error ? error.message : String(error)}`,
      };
    }
  })();
  try {
    return await Promise.race([answered, stopped]);
  } finally {
    clearTimeout(timer);
    if (onAbort) outer.removeEventListener("abort", onAbort);
  }
}
