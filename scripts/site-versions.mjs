// The front cache's question to the app: which sites' data changed (issue 15 §5, decision 0017). Moved out
// of front-cache.mjs unchanged (issue 29); the shared cache (shared-cache.mjs) runs it.
import http from "node:http";

/**
 * Asks the app (`GET /api/internal/site-versions`, with the token `npm start` gave it) which version of
 * each site's data its pages are made from, one question at a time, and calls `changed(site)` for each
 * site whose version moved since the last answer (and for every site on the first answer). The app answers only after it has rebuilt the site's
 * search index and expired its own cached pages, so what the cache drops is refilled with new pages.
 * After an answer that moved a version, the next question goes at once: the app takes it as word that
 * this front has dropped what changed, which a shared cache in front waits for before it is purged
 * (decision 0076).
 * @param {number} upstreamPort
 * @param {{ token: string; intervalMs?: number }} options
 * @param {(site: string) => void} changed
 */
export function watchSiteVersions(upstreamPort, { token, intervalMs = 1000 }, changed) {
  /** @type {Map<string, string> | null} */
  let known = null;
  let stopped = false;
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  /** @returns {Promise<boolean>} whether the answer moved a version */
  const ask = () =>
    new Promise((resolve) => {
      let moved = false;
      const req = http.get(
        {
          host: "localhost",
          port: upstreamPort,
          path: "/api/internal/site-versions",
          headers: { "x-forecourt-internal": token },
        },
        (answer) => {
          let body = "";
          answer.setEncoding("utf8");
          answer.on("data", (chunk) => {
            body += chunk;
          });
          answer.on("end", () => {
            try {
              if (answer.statusCode === 200) {
                const sites = /** @type {Record<string, string>} */ (JSON.parse(body).sites ?? {});
                const next = new Map(Object.entries(sites));
                // The first answer drops what was kept before it: made from versions not yet known.
                for (const [site, version] of next) {
                  if (known?.get(site) === version) continue;
                  changed(site);
                  moved = known !== null;
                }
                known = next;
              }
            } catch {
              // A half-started app; the next question will do.
            }
            resolve(moved);
          });
          answer.on("error", () => resolve(false));
        },
      );
      req.on("error", () => resolve(false));
      req.setTimeout(120_000, () => req.destroy());
    });
  const loop = async () => {
    if (stopped) return;
    const moved = await ask();
    if (!stopped) {
      timer = setTimeout(loop, moved ? 0 : intervalMs);
      timer.unref();
    }
  };
  timer = setTimeout(loop, intervalMs);
  timer.unref();
  return {
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
