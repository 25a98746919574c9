import { describe, expect, it } from "vitest";
import { calculatorSetup } from "../finance/calculator";
import type { SiteFormSetup } from "../leads/form-setup";
import { formSetupForCar } from "../leads/site-form-setup";
import type { Template } from "../template/template";
import { tabCopy } from "../vehicle/tab-copy";
import {
  configForDealership,
  dealershipConfigSchema,
  dealershipConfigs,
  departmentLines,
  locationsWithDealershipPhones,
  siteForDealership,
} from "./dealership-config";
import type { Site, SiteDealership } from "./site";
import { parseSiteConfig, phoneForCarType } from "./site-config";

/** A group site whose used cars ring 07 3555 0103, with two dealerships that override different things. */
function groupSite(dealerships: SiteDealership[]): Site {
  return {
    id: 1,
    slug: "group",
    name: "Group",
    templateName: "default",
    template: {} as Template,
    config: parseSiteConfig({
      phone_numbers: { used: "07 3555 0103" },
      copy: { why_buy_from_us: "Group promise" },
      finance: { default_interest: 10 },
    }),
    domains: [],
    url: null,
    logoUrl: null,
    dealerships,
    dealershipIds: dealerships.map((d) => d.id),
    listingVersion: 0,
  };
}

const dealer = (id: number, config?: Record<string, unknown>): SiteDealership => ({
  id,
  slug: `dealer-${id}`,
  name: `Dealer ${id}`,
  manufacturerName: null,
  phone: null,
  ...(config ? { config } : {}),
});

const PERTH = dealer(2, {
  phone_numbers: { used: "08 9555 0699" },
  copy: { why_buy_from_us: "Perth promise|Seven-day return" },
});
const ADELAIDE = dealer(3, {
  finance: { default_interest: 8.5, calculator: { interest_min: 4, interest_max: 20 } },
  features: { reserve: false },
});

describe("per-dealership config over the site's (spec 02 §1 'each dealership overrides shared defaults'; issue 19 item 7)", () => {
  const site = groupSite([dealer(1), PERTH, ADELAIDE]);

  it("two dealerships on one site each get their own values, and the site's for everything they leave alone", () => {
    const perth = siteForDealership(site, 2).config;
    const adelaide = siteForDealership(site, 3).config;
    // Spec 01 §9 phone selection by car type: Perth's used cars ring Perth, Adelaide's the group's number.
    expect(phoneForCarType(perth, "used")).toBe("08 9555 0699");
    expect(phoneForCarType(adelaide, "used")).toBe("07 3555 0103");
    // Spec 01 §2 "Their copy is dealer-specific".
    expect(tabCopy(perth, "why_buy_from_us")).toEqual(["Perth promise", "Seven-day return"]);
    expect(tabCopy(adelaide, "why_buy_from_us")).toEqual(["Group promise"]);
    // Spec 02 §5 "Interest rate ... 4 to 20 for one dealer variant"; spec 02 §9 "default 8.5 in one tenant".
    const adelaideCalculator = calculatorSetup(adelaide.finance, 30_000);
    expect(adelaideCalculator.initial.interest).toBe(8.5);
    expect(adelaideCalculator.rules.interest).toMatchObject({ min: 4, max: 20 });
    expect(calculatorSetup(perth.finance, 30_000).initial.interest).toBe(10);
    // Spec 02 §4 "the reserve button is hidden for some dealer variants".
    expect(adelaide.features.reserve).toBe(false);
    expect(perth.features.reserve).toBe(true);
  });

  it("a dealership without overrides, and a site without any, are unchanged: the very same objects", () => {
    expect(siteForDealership(site, 1)).toBe(site);
    expect(siteForDealership(site, 99)).toBe(site);
    expect(configForDealership(site.config, {})).toBe(site.config);
    expect(configForDealership(site.config, undefined)).toBe(site.config);
    const plain = groupSite([dealer(1), dealer(2)]);
    expect(dealershipConfigs(plain)).toEqual({});
  });

  it("merges groups key by key (a dealer's one finance setting keeps the site's others) and replaces lists", () => {
    const withFees = groupSite([
      dealer(5, {
        finance: { calculator: { fees: [{ label: "Establishment", amount: 395, per: "once" }] } },
      }),
    ]);
    withFees.config = parseSiteConfig({
      finance: {
        default_interest: 9,
        calculator: { fees: [{ label: "Dealer Agency", amount: 912.25, per: "once" }], price_min: 5000 },
      },
    });
    const merged = siteForDealership(withFees, 5).config.finance;
    expect(merged.default_interest).toBe(9);
    expect(merged.calculator.price_min).toBe(5000);
    expect(merged.calculator.fees).toEqual([{ label: "Establishment", amount: 395, per: "once" }]);
  });

  it("hands a results page the configs of only the dealerships that override anything", () => {
    const configs = dealershipConfigs(site);
    expect(Object.keys(configs).sort()).toEqual(["2", "3"]);
    expect(configs[3]!.features.reserve).toBe(false);
  });
});

describe("a dealership's config in a bundle is validated by the site config's rules (issue 19 item 7)", () => {
  const problems = (raw: unknown) => {
    const parsed = dealershipConfigSchema.safeParse(raw);
    return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
  };

  it("accepts the keys a dealership may override, stored as written (no defaults filled in)", () => {
    const raw = { phone_numbers: { used: "08 9555 0699" }, finance: { default_interest: 8.5 } };
    expect(dealershipConfigSchema.parse(raw)).toEqual(raw);
    expect(problems({})).toEqual([]);
  });

  it("refuses what is the whole site's, naming the key", () => {
    expect(problems({ theme: { primary: "#ff0000" } })).toEqual([
      expect.stringMatching(/^theme: a dealership cannot override "theme"/),
    ]);
    expect(problems({ search: { filters: "" } })[0]).toMatch(/^search: /);
    // Lead-form rules the lead API checks for every form of the site stay the site's.
    expect(problems({ features: { terms_consent: true } })).toEqual([
      expect.stringMatching(/^features.terms_consent: a dealership cannot override "features.terms_consent"/),
    ]);
  });

  it("refuses a misspelt key and a bad value with the site config's own messages", () => {
    expect(problems({ phone_number: { used: "1" } })[0]).toMatch(
      /^phone_number: a dealership cannot override/,
    );
    expect(problems({ phone_numbers: { used: "call us" } })).toEqual([
      "phone_numbers.used: Phone numbers may hold digits, spaces, brackets, dashes and a leading +",
    ]);
    expect(problems({ finance: { default_interest: 99 } })[0]).toMatch(/^finance.default_interest: /);
    expect(problems({ features: { reserve: "no" } })[0]).toMatch(/^features.reserve: /);
    expect(problems({ phone_numbers: { van: "07 3555 0000" } })[0]).toMatch(/^phone_numbers: /);
  });
});

describe("a yard without a phone shows its dealership's own number (issue 19 item 7, location pages' phones)", () => {
  const location = (id: number, dealershipId: number, phone?: string) => ({
    id,
    dealershipId,
    contactDetail: phone ? { phone } : {},
  });

  it("fills only the locations of a dealership that overrides contact.phone and lists no number itself", () => {
    const site = groupSite([dealer(1), dealer(2, { contact: { phone: "08 9555 0600" } })]);
    const out = locationsWithDealershipPhones(site, [
      location(10, 1),
      location(20, 2),
      location(21, 2, "08 9555 0620"),
    ]);
    expect(out.map((l) => l.contactDetail.phone)).toEqual([undefined, "08 9555 0600", "08 9555 0620"]);
  });

  it("leaves every location as it is on a site without overrides", () => {
    const list = [location(10, 1), location(11, 1, "07 3555 0100")];
    expect(locationsWithDealershipPhones(groupSite([dealer(1)]), list)).toEqual(list);
  });
});

describe("a lead form about a dealership's car (issue 19 item 7, lead form defaults)", () => {
  const setup = {
    options: {},
    dealerships: [],
    locations: [],
    financeEnquiryEvent: 9,
    budgetQuickPicks: [5_000, 70_000],
  } as unknown as SiteFormSetup;

  it("offers the dealership's budget quick picks (spec 02 §5 '300,000 to 800,000 for one tenant'), the rest the site's", () => {
    const site = groupSite([dealer(1), dealer(2, { finance: { budget_quick_picks: [300_000, 800_000] } })]);
    const own = formSetupForCar(setup, siteForDealership(site, 2).config);
    expect(own.budgetQuickPicks).toEqual([300_000, 800_000]);
    expect(own.options).toBe(setup.options);
    expect(formSetupForCar(setup, siteForDealership(site, 1).config).budgetQuickPicks).toEqual(
      site.config.finance.budget_quick_picks,
    );
  });
});

describe("departmentLines (issue 34 item 3 'yard-aware phone', decision 0074)", () => {
  it("a group's car-type lines are its head office's: a dealership's department lines are only its own", () => {
    const site = groupSite([dealer(1), PERTH, ADELAIDE]);
    expect(departmentLines(site, 2)).toEqual({ used: "08 9555 0699" });
    expect(departmentLines(site, 3)).toEqual({});
    expect(departmentLines(site, 99)).toEqual({});
  });

  it("on a site of one dealership the site's lines are that dealer's departments, its own on top", () => {
    expect(departmentLines(groupSite([dealer(1)]), 1)).toEqual({ used: "07 3555 0103" });
    expect(departmentLines(groupSite([PERTH]), 2)).toEqual({ used: "08 9555 0699" });
  });
});
