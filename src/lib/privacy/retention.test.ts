import { describe, expect, it } from "vitest";
import { settingsActionFor, siteFormGroup } from "../settings/site-settings";
import { safeParseSiteConfig } from "../tenancy/site-config";
import { describePurge, effectiveEventDays, NO_PURGE, periodInWords, retentionCutoffs } from "./retention";
import { RETENTION_DEFAULTS, retentionConfigSchema } from "./retention-config";

/** Issue 36 item 6 (decision 0070): each site's retention periods, and how the purge and the policy read them. */
describe("retention periods", () => {
  it("default to 2 years of leads, a year of journeys and 90 days of events; refuse too short a period", () => {
    expect(retentionConfigSchema.parse({})).toEqual(RETENTION_DEFAULTS);
    expect(retentionConfigSchema.safeParse({ leads_days: 29 }).success).toBe(false);
    expect(retentionConfigSchema.safeParse({ events_days: 6 }).success).toBe(false);
    expect(retentionConfigSchema.safeParse({ leads_days: 3651 }).success).toBe(false);
    expect(retentionConfigSchema.safeParse({ kept_forever: true }).success).toBe(false);
  });

  it("cut each kind that many days before now; events at the shorter of the site's and the server's", () => {
    const now = new Date("2026-12-01T00:00:00Z");
    const cut = retentionCutoffs({ leads_days: 30, journeys_days: 7, events_days: 120 }, now, 90);
    expect(cut.leads.toISOString()).toBe("2026-11-01T00:00:00.000Z");
    expect(cut.journeys.toISOString()).toBe("2026-11-24T00:00:00.000Z");
    expect(cut.events.toISOString()).toBe("2026-09-02T00:00:00.000Z");
    expect(effectiveEventDays({ leads_days: 30, journeys_days: 7, events_days: 30 }, 90)).toBe(30);
  });

  it("read on the privacy policy in years, months or days", () => {
    expect(periodInWords(730)).toBe("2 years");
    expect(periodInWords(365)).toBe("1 year");
    expect(periodInWords(180)).toBe("6 months");
    expect(periodInWords(90)).toBe("3 months");
    expect(periodInWords(30)).toBe("30 days");
    expect(periodInWords(1)).toBe("1 day");
  });

  it("a purge's log line names only what moved", () => {
    expect(describePurge(NO_PURGE)).toBe("nothing");
    expect(describePurge({ ...NO_PURGE, leads: 3, journeys: 1, events: 1200 })).toBe(
      "3 leads, 1 purchase journey, 1200 analytics events",
    );
  });

  it("are a settings group of their own, three numbers, for those who may change settings", () => {
    const group = siteFormGroup("retention");
    expect(group).toMatchObject({ label: "Retention", visibility: "public" });
    expect(group?.fields.map((f) => [f.key, f.kind])).toEqual([
      ["retention.leads_days", "number"],
      ["retention.journeys_days", "number"],
      ["retention.events_days", "number"],
    ]);
    expect(settingsActionFor(group!)).toBe("settings.write");
    // A period too short is refused at its own field, as the form shows it.
    const refused = safeParseSiteConfig({ retention: { leads_days: 7 } });
    expect(refused.error?.issues.map((i) => i.path.join("."))).toEqual(["retention.leads_days"]);
  });
});
