import { z } from "zod";
import { customDomainProblem, normaliseDomain } from "../../tenancy/domains";
import { siteConfigSchema } from "../../tenancy/site-config";
import { httpUrl, slugSchema, text } from "./fields";

/** The bundle's `site`: one site, its custom domains, the dealerships it shows and its config. */

const customDomain = z
  .string()
  .trim()
  .toLowerCase()
  .min(1)
  .max(253)
  .superRefine((domain, ctx) => {
    const problem = customDomainProblem(domain);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  })
  .transform(normaliseDomain);

export const siteRecordSchema = z.object({
  slug: slugSchema,
  name: text().min(1),
  template: z.string().trim().min(1).default("default"),
  /**
   * Custom domains the site answers on (a bare domain's www. host too). A domain belongs to one site:
   * an import naming another site's is refused, and no `localhost` name is a custom domain
   * (lib/tenancy/domains, decision 0041).
   */
  domains: z.array(customDomain).max(50).default([]),
  url: httpUrl.nullish(),
  logo: httpUrl.nullish(),
  /** Dealerships this site shows, by slug (spec 01 §3 site config "dealerships"). */
  dealerships: z.array(slugSchema).default([]),
  /**
   * Overrides over the shared defaults (lib/tenancy/site-config.ts), so a site keeps only what differs
   * and later default changes reach it. A JSON Merge Patch (RFC 7396) over the stored overrides: keys
   * left out are kept, `null` removes one, arrays replace; the merged result is validated against the
   * full schema. `--replace-config` stores it as written instead (decision 0041).
   */
  config: z
    .record(z.string(), z.unknown())
    .default({})
    .superRefine((overrides, ctx) => {
      const parsed = siteConfigSchema.safeParse(overrides);
      if (parsed.success) return;
      for (const issue of parsed.error.issues) {
        ctx.addIssue({ code: "custom", message: issue.message, path: issue.path as PropertyKey[] });
      }
    }),
});

export type SiteRecord = z.infer<typeof siteRecordSchema>;
