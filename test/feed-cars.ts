import type { FeedCar, FeedContext } from "@/lib/feeds/feed-car";

/** A used HiLux at a Brisbane yard with everything both channels need; override what a test is about. */
export function feedCar(overrides: Partial<FeedCar> = {}): FeedCar {
  return {
    id: 1,
    slug: "2022-toyota-hilux-a1001",
    name: "2022 Toyota HiLux SR5",
    make: "Toyota",
    model: "HiLux",
    badge: "SR5",
    year: 2022,
    carType: "used",
    status: "in_stock",
    reserved: false,
    certified: false,
    price: 45990,
    beforePrice: null,
    offerPrice: null,
    km: 30500,
    colour: "White",
    simpleBody: "Ute",
    body: "Ute",
    simpleFuel: "Diesel",
    simpleTransmission: "Automatic",
    drive: "4X4",
    vin: "MR0HA3CD100123456",
    stocknum: "A1001",
    itemType: null,
    dealercomments: "One owner.|Full service history.",
    primaryImageUrl: "/media/demo-car/ute/white/front",
    images: [{ url: "/media/demo-car/ute/white/front" }, { url: "https://cdn.example/hilux-side.jpg" }],
    createdAt: "2026-11-01T00:00:00.000Z",
    dealership: { id: 7, slug: "alpha-motors", name: "Alpha Motors", phone: "07 3555 0100" },
    location: {
      slug: "alpha-sales",
      name: "Alpha Sales",
      phone: "07 3555 0101",
      street: "1 Main St",
      city: "Brisbane",
      state: "qld",
      postcode: "4000",
      latitude: -27.47,
      longitude: 153.02,
    },
    ...overrides,
  };
}

export const FEED_CONTEXT: FeedContext = {
  origin: "https://alpha.example",
  siteName: "Alpha Motors",
  storeCodes: {},
};
