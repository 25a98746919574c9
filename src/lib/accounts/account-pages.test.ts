import { describe, expect, it } from "vitest";
import { parseSiteConfig } from "../tenancy/site-config";
import { accountPageLinks, onlinePaymentDoor, spinToWinDoor } from "./account-pages";

describe("spec 02 §2 '/spin-to-win, /online-payment: gated pages', §6 who may open them (decision 0079)", () => {
  it("/spin-to-win is off (404) until the site runs a draw", () => {
    expect(spinToWinDoor(parseSiteConfig({}))).toBe("off");
  });
  it("§6 'spin-to-win requires sign-in' where the tenant gates it; otherwise it is open to all", () => {
    const gated = { features: { spin_to_win: true, authentication: true }, gated_pages: ["spin-to-win"] };
    expect(spinToWinDoor(parseSiteConfig(gated))).toBe("sign-in");
    expect(spinToWinDoor(parseSiteConfig({ features: { spin_to_win: true } }))).toBe("open");
    // Gated on a site with no sign-in: nobody could enter, so the page is unavailable, never open.
    expect(spinToWinDoor(parseSiteConfig({ ...gated, features: { spin_to_win: true } }))).toBe("unavailable");
  });
  it("§6 'online-payment … always gated': sign-in where the site has it, unavailable where it has none", () => {
    expect(onlinePaymentDoor(parseSiteConfig({ features: { authentication: true } }))).toBe("sign-in");
    expect(onlinePaymentDoor(parseSiteConfig({ gated_pages: [] }))).toBe("unavailable");
  });
  it("the footer links only the pages a shopper can reach (no dead ends)", () => {
    expect(accountPageLinks(parseSiteConfig({}))).toEqual([]);
    expect(
      accountPageLinks(
        parseSiteConfig({
          features: { spin_to_win: true, authentication: true },
          gated_pages: ["spin-to-win"],
        }),
      ).map((l) => `${l.name} ${l.url}`),
    ).toEqual(["Spin to Win /spin-to-win", "Pay online /online-payment"]);
  });
});
