/**
 * Test support: a stock feed as dealers' systems really send it (issue 15 §3). Every car but the last
 * four is one a dealer would expect to see on the site; the last four are genuinely wrong.
 */
const base = { dealership_slug: "messy-motors", make: "Toyota", model: "HiLux", year: 2022 };

export const MESSY_FEED = {
  site: { slug: "messy", name: "Messy Motors", dealerships: ["messy-motors"] },
  dealerships: [{ slug: "messy-motors", name: "Messy Motors" }],
  locations: [
    {
      slug: "yard",
      dealership_slug: "messy-motors",
      name: "Messy Motors Yard",
      location_type: "sales",
      address: { street: "1 Main St", city: "Darwin", state: "nt", postcode: "0800" },
    },
  ],
  cars: [
    // 0: blanks where a field has no value
    {
      ...base,
      stocknum: "M001",
      car_type: "used",
      price: 45990,
      vin: "",
      primary_image_url: "",
      images: "",
      rego_expiry: "",
    },
    // 1-3: prices as text
    { ...base, stocknum: "M002", car_type: "used", price: "45,990" },
    { ...base, stocknum: "M003", car_type: "used", price: "$45,990" },
    { ...base, stocknum: "M004", car_type: "used", price: "45990.50" },
    // 4: kilometres with a unit
    { ...base, stocknum: "M005", car_type: "used", price: 30000, km: "12,000 km" },
    // 5: an Australian DMS date
    { ...base, stocknum: "M006", car_type: "used", price: 30000, rego_expiry: "24/11/2027" },
    // 6: type and status in a DMS's spelling
    { ...base, stocknum: "M007", car_type: "Used", status: "In Stock", price: 30000 },
    // 7: yes/no in three spellings
    {
      ...base,
      stocknum: "M008",
      car_type: "demo",
      price: 30000,
      certified: "Y",
      reserved: 0,
      preorder: "false",
    },
    // 8: a state by name and Darwin's postcode without its zero
    {
      ...base,
      stocknum: "M009",
      car_type: "used",
      price: 30000,
      state: "Queensland",
      private_postcode: "800",
    },
    // 9: a 1975 car with its chassis number
    {
      ...base,
      stocknum: "M010",
      car_type: "used",
      price: 85000,
      year: 1975,
      make: "Holden",
      model: "Monaro",
      vin: "HQ-1234567",
    },
    // 10: a NUL in the comments
    {
      ...base,
      stocknum: "M011",
      car_type: "used",
      price: 30000,
      dealercomments: "One owner\u0000, logbooks.",
    },
    // 11: no photo yet
    { ...base, stocknum: "M012", car_type: "new", price: 60000 },
    // 12: a bad optional field: the car comes without it
    { ...base, stocknum: "M013", car_type: "used", price: 30000, seats: "lots", colour: "Glacier White" },
    // 13: overlong title, cut
    { ...base, stocknum: "M014", car_type: "used", price: 30000, carsales_title: "x".repeat(260) },
    // 14: a numeric stock number
    { ...base, stocknum: 15015, car_type: "used", price: 30000 },
    // 15, 16: a repeated stock number: the later row (the correction) wins
    { ...base, stocknum: "M016", car_type: "used", price: 31000 },
    { ...base, stocknum: "M016", car_type: "used", price: 29990 },
    // 17: "POA": no price shown, the car still listed
    { ...base, stocknum: "M018", car_type: "used", price: "POA" },
    // 18-21: genuinely wrong, refused and named
    { ...base, stocknum: "BAD1", car_type: "used", price: 30000, make: "" },
    { ...base, stocknum: "BAD2", car_type: "used", price: -500 },
    { ...base, stocknum: "BAD3", car_type: "Boat", price: 30000 },
    { ...base, car_type: "used", price: 30000 },
  ],
};

/** The cars a dealer expects imported from MESSY_FEED, by stocknum. */
export const MESSY_FEED_IMPORTED = [
  "M001",
  "M002",
  "M003",
  "M004",
  "M005",
  "M006",
  "M007",
  "M008",
  "M009",
  "M010",
  "M011",
  "M012",
  "M013",
  "M014",
  "15015",
  "M016",
  "M018",
];
