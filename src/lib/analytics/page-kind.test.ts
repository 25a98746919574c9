import { describe, expect, it } from "vitest";
import { pageKind } from "./page-kind";

describe("page kinds for the page-view counts (issue 33 §1, decision 0061)", () => {
  it("names the pages a dealer asks about: home, search entries, a car, offers, finance, trade-in", () => {
    expect(pageKind("/")).toBe("home");
    expect(pageKind("/search")).toBe("search");
    expect(pageKind("/search/used-cars")).toBe("search");
    expect(pageKind("/new-used-and-demo-cars")).toBe("search");
    expect(pageKind("/pre-owned")).toBe("search");
    expect(pageKind("/cars/2021-toyota-corolla-abc123")).toBe("car");
    expect(pageKind("/offers/spring-sale")).toBe("offer");
    expect(pageKind("/car-finance")).toBe("finance");
    expect(pageKind("/sell-my-car")).toBe("trade-in");
    expect(pageKind("/our-location")).toBe("location");
    expect(pageKind("/watchlist")).toBe("saved");
  });

  it("a page under a car's address is not a view of the car", () => {
    expect(pageKind("/cars/x/checkout")).toBe("checkout");
    expect(pageKind("/cars/x/view.json")).toBe("other");
    expect(pageKind("/cars")).toBe("other");
  });

  it("an unknown path, or a segment named like an object's own property, is 'other'", () => {
    expect(pageKind("/no-such-page")).toBe("other");
    expect(pageKind("/constructor")).toBe("other");
    expect(pageKind("/__proto__")).toBe("other");
  });
});
