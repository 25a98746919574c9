import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { secretMarkerConfig } from "../test/secret-markers";
import { type Answer, expect, forecourtImport, sendToSite } from "./fixtures";

/**
 * The two test sites of the secrets walks (issue 29 §1, decision 0042): one on each template, every
 * secret and internal config value set to a unique marker (test/secret-markers) and every feature that
 * shows config on. The site's walk (secrets.spec) and the console's (console-secrets.spec) share them.
 */
export const SECRET_SITES = [
  { slug: "e2e-secrets", template: "default", dealerships: ["metro-toyota-brisbane", "metro-kia-melbourne"] },
  { slug: "e2e-secrets-brand", template: "toyota", dealerships: ["harbour-city-toyota"] },
] as const;

/** Imports both sites and waits until the server lists their stock. */
export async function importSecretSites(): Promise<void> {
  for (const site of SECRET_SITES) {
    const file = path.join(tmpdir(), `${site.slug}-${process.pid}.json`);
    writeFileSync(
      file,
      JSON.stringify({
        site: {
          slug: site.slug,
          name: `Secrets Test ${site.template}`,
          template: site.template,
          dealerships: site.dealerships,
          config: {
            ...secretMarkerConfig(),
            features: {
              authentication: true,
              garage: true,
              chat: true,
              online_purchase: true,
              subscription_pricing: true,
              fuel_tag: true,
              terms_consent: true,
            },
            gated_pages: ["checkout"],
            contact: { phone: "07 3000 0000", email: "hello@secrets-test.example" },
          },
        },
      }),
    );
    await forecourtImport(file);
  }
  for (const site of SECRET_SITES) {
    await expect(async () => {
      expect((await sendToSite(`${site.slug}.localhost`, "/api/search?status=in_stock")).status).toBe(200);
    }).toPass({ timeout: 10_000, intervals: [500] });
  }
}

/**
 * A page as the client router asks for it (`RSC: 1`): Next 16 first answers a bare RSC request with a
 * redirect to the same address plus its `_rsc` cache-busting parameter, which is followed with the
 * header kept, as the router does.
 */
export async function askRsc(
  ask: (path: string, options: Parameters<typeof sendToSite>[2]) => Promise<Answer>,
  link: string,
  headers: Record<string, string> | undefined,
): Promise<Answer> {
  let target = link;
  for (let hop = 0; ; hop++) {
    const answer = await ask(target, { headers: { ...headers, rsc: "1" } });
    const location = answer.headers.location;
    if (hop === 3 || answer.status < 300 || answer.status >= 400 || typeof location !== "string")
      return answer;
    const next = new URL(location, "http://site.invalid");
    if (next.host !== "site.invalid") return answer;
    target = next.pathname + next.search;
  }
}
