import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  fileLead,
  type LeadWorld,
  openLeadWorld,
  type SignedIn,
  signedInStaff,
} from "../../../test/console-lead-test-setup";
import { leadCustomer, leadSnapshot, WIZARD_TRADE_IN } from "../../../test/lead-records";
import { cars, leads } from "../db/schema";
import { readSite } from "../tenancy/sites";
import { readLeadPage } from "./lead-page-read";

/**
 * Issue 31 §4, a lead's console page as its loader reads it: the car's state now and its link on the
 * site, the shopper's other leads by phone or e-mail with a likely repeat marked, who it may be
 * assigned to, the accepted offer picked out, and null (the page's 404) for a lead the member may not
 * read.
 */

let world: LeadWorld;
let max: SignedIn;
let sam: SignedIn;
let sue: SignedIn;
let gary: SignedIn;

const HOUR = 3_600_000;
const T0 = new Date("2026-11-23T01:00:00Z");
const at = (hours: number) => new Date(T0.getTime() + hours * HOUR);

beforeAll(async () => {
  world = await openLeadWorld();
  max = await signedInStaff(world, "max@a.example", "manager", { name: "Max", dealerships: ["a-north"] });
  sam = await signedInStaff(world, "sam@a.example", "sales", { name: "Sam", dealerships: ["a-north"] });
  sue = await signedInStaff(world, "sue@a.example", "sales", { name: "Sue", dealerships: ["a-south"] });
  gary = await signedInStaff(world, "gary@a.example", "group-admin", { name: "Gary" });
  await signedInStaff(world, "mo@a.example", "marketing", { name: "Mo" });
});

afterAll(async () => {
  await world?.handle.close();
});

const site = async () => (await readSite(world.handle.db, "lead-a"))!;
const read = async (id: string, who: SignedIn) => readLeadPage(world.handle.db, await site(), id, who.scope);

describe("issue 31 §4: a lead's page", () => {
  it("the car as it is now, linked on the site; the shopper's details as the dealer's e-mail has them", async () => {
    const id = await fileLead(world, { carId: world.carId });
    const page = (await read(id, max))!;
    expect(page.car).toMatchObject({ availability: "in-stock", stocknum: "N100" });
    expect(page.car?.href).toMatch(/^http:\/\/lead-a\.localhost:\d+\/cars\/[\w-]+$/);
    expect(page.contact).toEqual({
      name: "Jane Citizen",
      email: "jane.citizen@example.com",
      phone: "0412345678",
    });
    await world.handle.db.update(cars).set({ reserved: true }).where(eq(cars.id, world.carId));
    expect((await read(id, max))!.car?.availability).toBe("reserved");
    await world.handle.db.update(cars).set({ status: "sold" }).where(eq(cars.id, world.carId));
    expect((await read(id, max))!.car?.availability).toBe("sold");
  });

  it("lists the shopper's other leads by phone (however it is written) or e-mail (any case), marking the same kind about the same car within a day", async () => {
    const shopper = (email: string, phone: string) => ({
      delivery: leadSnapshot({ customer: leadCustomer({ email, phone }) }),
    });
    const id = await fileLead(
      world,
      { carId: world.carId, ...shopper("kim@x.example", "0499 000 111") },
      at(0),
    );
    const repeat = await fileLead(
      world,
      { carId: world.carId, ...shopper("KIM@x.example", "0400 000 000") },
      at(2),
    );
    const byPhone = await fileLead(world, { ...shopper("other@x.example", "+61 499 000 111") }, at(1));
    const lastWeek = await fileLead(world, { carId: world.carId, ...shopper("kim@x.example", "") }, at(-30));
    const south = await fileLead(
      world,
      { dealershipId: world.south, ...shopper("kim@x.example", "") },
      at(3),
    );
    await fileLead(world, { ...shopper("someone@else.example", "0411 222 333") }, at(1));
    const others = (await read(id, max))!.otherLeads;
    expect(others.map((o) => [o.id, o.likelyDuplicate, o.visible])).toEqual([
      [south, false, false],
      [repeat, true, true],
      [byPhone, false, true],
      [lastWeek, false, true],
    ]);
  });

  it("offers as assignees the working staff who may see it, not another dealership's or a marketer", async () => {
    const id = await fileLead(world);
    const page = (await read(id, gary))!;
    expect(page.assignees.map((a) => a.label)).toEqual([
      "Gary <gary@a.example>",
      "Max <max@a.example>",
      "Sam <sam@a.example>",
    ]);
    expect(page.mayWrite).toBe(true);
  });

  it("is null (a 404) for a lead of another dealership, another site, or a sales person's unassigned lead", async () => {
    const id = await fileLead(world);
    expect(await read(id, sue)).toBeNull();
    expect(await read(id, sam)).toBeNull();
    await world.handle.db.update(leads).set({ assignedStaffId: sam.staffId }).where(eq(leads.id, id));
    expect((await read(id, sam))?.assignee?.label).toBe("Sam <sam@a.example>");
    const b = (await readSite(world.handle.db, "lead-b"))!;
    expect(await readLeadPage(world.handle.db, b, id, gary.scope)).toBeNull();
  });

  it("picks out an accepted trade-in offer, and its history starts with its arrival", async () => {
    const id = await fileLead(world, {
      category: "Trade-in Valuation",
      subcategory: "3. Offer Accepted",
      delivery: leadSnapshot({ category: "Trade-in Valuation", vehicle: null, tradeIn: WIZARD_TRADE_IN }),
    });
    const page = (await read(id, max))!;
    expect(page.acceptedOffer).toEqual({ offer: 18200, car: "2021 Toyota Corolla Ascent Sport" });
    expect(page.history.map((h) => h.what)).toEqual(["Arrived"]);
    expect(page.deliveries.map((d) => [d.channel, d.status])).toEqual([["webhook", "pending"]]);
  });
});
