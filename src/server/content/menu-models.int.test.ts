import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { modelCategories } from "@/lib/navigation/menus";
import { TEST_NOW } from "../../../test/car-records";
import { hangGuard } from "../../../test/limits";
import type { DatabaseHandle } from "../db/client";
import { openTestDatabase } from "../db/test-database";
import { importBundle } from "../import/import-bundle";
import { readSite } from "../tenancy/sites";
import { listMenuModels } from "./menu-models";

/** Spec 02 §2 models menu: the tiles come from the models table, each site seeing its own makes' models. */
let handle: DatabaseHandle;

const model = (
  manufacturer_slug: string,
  name: string,
  slug: string,
  extra: Record<string, unknown> = {},
) => ({
  manufacturer_slug,
  name,
  slug,
  manufacturer_body: "SUVs & 4WDs",
  ...extra,
});

beforeAll(async () => {
  handle = await openTestDatabase();
  await importBundle(
    handle.db,
    {
      site: { slug: "toyota-site", name: "Toyota Site", dealerships: ["toyota-dealer"] },
      dealerships: [{ slug: "toyota-dealer", name: "Toyota Dealer", manufacturer: { name: "Toyota" } }],
      models: [
        model("toyota", "RAV4", "rav4"),
        model("toyota", "LandCruiser FJ", "landcruiser-fj", { status: "coming_soon" }),
        model("mazda", "CX-5", "cx-5"),
      ],
    },
    { now: TEST_NOW },
  );
  await importBundle(
    handle.db,
    {
      site: { slug: "used-site", name: "Used Site", dealerships: ["used-dealer"] },
      dealerships: [{ slug: "used-dealer", name: "Used Dealer" }],
    },
    { now: TEST_NOW },
  );
}, hangGuard(60_000));

afterAll(async () => {
  await handle?.close();
});

describe("listMenuModels", () => {
  it("lists the models of the makes the site's dealerships sell, in the feed's order, and no other make's", async () => {
    const site = (await readSite(handle.db, "toyota-site"))!;
    const models = await listMenuModels(handle.db, site);
    expect(models.map((m) => `${m.make} ${m.name} ${m.status}`)).toEqual([
      "Toyota RAV4 current",
      "Toyota LandCruiser FJ coming_soon",
    ]);
    const upcoming = modelCategories(models).find((c) => c.name === "Upcoming")?.tiles[0];
    expect(upcoming).toMatchObject({ name: "LandCruiser FJ", statusLabel: "Upcoming", stockHref: null });
  });

  it("a site whose dealerships sell no make new has no models menu", async () => {
    const site = (await readSite(handle.db, "used-site"))!;
    expect(await listMenuModels(handle.db, site)).toEqual([]);
  });
});
