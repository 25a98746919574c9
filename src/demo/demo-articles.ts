import type { Bundle } from "@/lib/import/bundle-schema";

/**
 * The demo sites' blog articles (issue 19 item 4): ones every site has, and each site's own. An
 * article's date is given as days before `now` (demo-content.ts dates it); its picture is a demo image.
 */

export type ArticleInput = NonNullable<Bundle["blog_articles"]>[number];

/** An article without its date: `daysAgo` says how many days before `now` it was published. */
export type ArticleSeed = Omit<ArticleInput, "published_at"> & { daysAgo: number };

export const SHARED_ARTICLES: readonly ArticleSeed[] = [
  {
    slug: "new-demo-or-used-which-is-right-for-you",
    category: "buying-advice",
    title: "New, demo or used: which is right for you?",
    summary: "The trade-offs between a new car, a demonstrator and a used car, in plain English.",
    author: "Sarah Nguyen",
    image_url: "/media/demo-car/sedan/silver/1.svg",
    image_alt: "A silver sedan on the yard",
    daysAgo: 9,
    body: `Choosing between new, demo and used comes down to three things: budget, how long you'll keep the car, and how much the latest features matter to you.

## New

You choose the colour and options, get the full manufacturer's warranty and the latest safety technology. The catch is depreciation, which is steepest in the first three years.

## Demonstrator

Demos are new cars our team has driven, usually with a few thousand kilometres. They carry the balance of the new car warranty and are often thousands less than new. Stock is limited, so if you see one you like, reserve it.

## Used

A two- to four-year-old car has done most of its depreciating. Look for a full service history, and check our guide to what to inspect before you buy.

## Our tip

Decide on a weekly budget first and work back to the price. Our finance calculator on every car's page shows what a car costs per week.`,
  },
  {
    slug: "road-trip-checklist",
    category: "car-care",
    title: "The road trip checklist: ten things to check before you go",
    summary:
      "Tyres, fluids, wipers and a spare that actually holds air: a ten-minute check for a long drive.",
    author: "Dave Roberts",
    image_url: "/media/demo-car/wagon/blue/2.svg",
    image_alt: "A blue wagon packed for a trip",
    daysAgo: 23,
    body: `A ten-minute check the weekend before a long drive can save a day on the side of the road.

1. **Tyre pressures**, cold, including the spare. The correct pressures are on the placard in the driver's door frame.
2. **Tyre tread**: at least 1.5 mm across the tread, and no cuts or bulges.
3. **Engine oil** between the marks on the dipstick.
4. **Coolant** at the level mark, checked only when the engine is cold.
5. **Washer fluid**, and wipers that clear the screen without streaking.
6. **All lights**, including brake lights and indicators on a trailer or caravan.
7. **Battery**: a battery over four years old is worth testing before a trip.
8. **Jack and wheel brace** present, and you know how to use them.
9. **Service due?** Book it before you go, not after.
10. **Roadside assistance** details saved in your phone.

If anything looks wrong, our service team can check your car before you leave.`,
  },
];

export const SITE_ARTICLES: Record<string, readonly ArticleSeed[]> = {
  "harbour-toyota": [
    {
      slug: "toyota-rav4-hybrid-review",
      category: "vehicle-reviews",
      title: "Toyota RAV4 Hybrid review: a week on Tasmanian roads",
      summary:
        "We took a RAV4 Hybrid Cruiser from Hobart to the Huon Valley and up kunanyi/Mount Wellington.",
      author: "Tom Fletcher",
      image_url: "/media/demo-car/suv/glacier-white/0.svg",
      image_alt: "A white Toyota RAV4 Hybrid",
      daysAgo: 4,
      body: `There's a reason the RAV4 is the car we hand over most often. We spent a week in a RAV4 Hybrid Cruiser to see how it copes with everything a Tasmanian week throws at it.

## Around town

In Hobart traffic the hybrid system runs on electric power much of the time, and it shows at the bowser: we averaged a little over 5 L/100 km on the school run and commute.

## On the open road

On the Huon Highway the RAV4 is quiet and settled, and there is plenty of overtaking power. Up the mountain road, the all-wheel drive version gives real confidence on cold, damp corners.

## Inside

Five adults fit comfortably, and the boot swallowed a week of groceries plus a pram. The infotainment screen is clear, with wireless smartphone mirroring on most grades.

## Verdict

If you want one car that does everything well and costs little to run, it's hard to beat. [See our RAV4 stock](/search?make=Toyota&model=RAV4) or book a test drive.`,
    },
    {
      slug: "toyota-hilux-sr5-review",
      category: "vehicle-reviews",
      title: "Toyota HiLux SR5 review: the workhorse that goes to the beach",
      summary: "Tradie on weekdays, family four-wheel drive on weekends: how the HiLux SR5 handles both.",
      author: "Tom Fletcher",
      image_url: "/media/demo-car/ute/eclipse-black/0.svg",
      image_alt: "A black Toyota HiLux SR5",
      daysAgo: 18,
      body: `The HiLux has been Australia's favourite ute for years, and the SR5 is the grade most of our customers choose.

## Work

A braked towing capacity of up to 3,500 kg and a tub that takes a full pallet mean the HiLux does the work without fuss. The 2.8-litre turbo-diesel is strong from low revs.

## Play

We took it along the sand at Seven Mile Beach and up a muddy track in the Wellington Park reserve. With low range and the rear diff lock, it never missed a beat.

## Comfort

The ride is firm when empty, as utes are, but the cabin is quiet and the seats are good for a long day.

[Browse HiLux stock](/search?make=Toyota&model=HiLux) or ask our fleet team about business pricing.`,
    },
    {
      slug: "toyota-corolla-hatch-review",
      category: "vehicle-reviews",
      title: "Toyota Corolla hatch review: the sensible choice that's fun to drive",
      summary:
        "Small, frugal and well equipped: the Corolla hatch is a great first car and a great last one.",
      author: "Sarah Nguyen",
      image_url: "/media/demo-car/hatch/feverish-red/0.svg",
      image_alt: "A red Toyota Corolla hatch",
      daysAgo: 40,
      body: `Few cars suit as many people as the Corolla. It's the car we recommend to first-time buyers and to customers downsizing from a family SUV.

## Why it works

The hybrid version uses very little fuel, the steering is light and precise, and Toyota Safety Sense is standard. Parking in Salamanca on a Saturday is easy.

## What to know

The rear seat is tighter than the sedan's, and the boot is on the small side for a family. If you need more space, look at the Corolla Cross.

[Browse our Corolla stock](/search?make=Toyota&model=Corolla).`,
    },
    {
      slug: "service-saturdays",
      category: "news",
      title: "Service Saturdays are here",
      summary: "Our workshop is now open every second Saturday morning, by appointment.",
      author: "Harbour City Toyota",
      image_url: "/media/demo-car/suv/silver/3.svg",
      image_alt: "Our service workshop",
      daysAgo: 12,
      body: `Can't get your car to us on a weekday? From this month our service department opens every second Saturday morning, by appointment.

Saturday bookings suit scheduled services and small repairs. Book through a service enquiry and our team will confirm your Saturday, or call the service desk.`,
    },
    {
      slug: "hybrid-myths-busted",
      category: "hybrid-and-electric",
      title: "Hybrid myths, busted",
      summary:
        "Do you have to plug it in? Will the battery need replacing? Answers to what customers ask most.",
      author: "Tom Fletcher",
      image_url: "/media/demo-car/hatch/glacier-white/2.svg",
      image_alt: "A white hybrid hatch",
      daysAgo: 30,
      body: `We hand over more hybrids than ever, and the same questions come up every week.

## "Do I need to plug it in?"

No. A self-charging hybrid charges its battery from the engine and from braking. Only plug-in hybrids and electric vehicles need a charger.

## "Will the battery wear out?"

Hybrid batteries are designed to last the life of the car, and many of the hybrids we service have passed 300,000 km on their original battery. Toyota also offers extended hybrid battery warranty when the car is serviced on schedule; ask us for the terms.

## "Is it worth it on a country drive?"

The biggest savings are in town, but hybrids still use less fuel on the highway than a comparable petrol car.

Read more on our [Toyota Hybrids page](/pages/toyota-hybrids).`,
    },
    {
      slug: "getting-ready-for-winter-in-tasmania",
      category: "car-care",
      title: "Getting your car ready for a Tasmanian winter",
      summary: "Frosty mornings, wet roads and low sun: five things to check before winter sets in.",
      author: "Dave Roberts",
      image_url: "/media/demo-car/suv/graphite/4.svg",
      image_alt: "An SUV on a frosty morning",
      daysAgo: 55,
      body: `Winter in Tasmania means frosty windscreens, wet roads and low sun.

- **Tyres**: wet roads need tread. Replace tyres well before the legal minimum.
- **Battery**: cold mornings find weak batteries. We test yours free with any service.
- **Wipers and washers**: replace streaky blades and fill the washer bottle.
- **Lights**: clean lenses and check every globe.
- **Never pour hot water on a frosted windscreen**; it can crack the glass. Use the demister and a plastic scraper.

Book a winter check with our service team.`,
    },
  ],
  "metro-motor-group": [
    {
      slug: "mazda-cx-5-review",
      category: "vehicle-reviews",
      title: "Mazda CX-5 review: still the driver's choice of mid-size SUVs",
      summary: "A premium cabin and sharp handling keep the CX-5 near the top of our best sellers.",
      author: "Liam O'Connor",
      image_url: "/media/demo-car/suv/soul-red/0.svg",
      image_alt: "A red Mazda CX-5",
      daysAgo: 5,
      body: `The CX-5 has been on sale for years, yet it still feels special to drive.

## Driving

The steering is precise and the chassis well balanced; on the Gold Coast hinterland roads it's more fun than any SUV this size has a right to be.

## Cabin

The interior is a step above most rivals, with quality materials and a clean layout.

## Practicality

Rear seat space is good, though the boot is slightly smaller than some competitors'.

[Browse CX-5 stock](/search?make=Mazda&model=CX-5) at Metro Mazda Gold Coast.`,
    },
    {
      slug: "hyundai-tucson-review",
      category: "vehicle-reviews",
      title: "Hyundai Tucson review: space, style and a long warranty",
      summary: "Bold looks and a roomy cabin make the Tucson a smart family buy.",
      author: "Priya Sharma",
      image_url: "/media/demo-car/suv/phantom-black/1.svg",
      image_alt: "A black Hyundai Tucson",
      daysAgo: 15,
      body: `The Tucson's design gets noticed, but it's what's inside that sells it to families.

The cabin is spacious, with plenty of rear legroom and a big boot. Standard safety equipment is generous, and the ride is comfortable on Sydney's rougher roads.

[Browse Tucson stock](/search?make=Hyundai&model=Tucson) at Metro Hyundai Parramatta.`,
    },
    {
      slug: "ford-ranger-review",
      category: "vehicle-reviews",
      title: "Ford Ranger review: the ute that thinks it's an SUV",
      summary: "Comfortable, capable and packed with technology: we tested the Ranger XLT around Adelaide.",
      author: "Liam O'Connor",
      image_url: "/media/demo-car/ute/arctic-white/2.svg",
      image_alt: "A white Ford Ranger",
      daysAgo: 27,
      body: `The Ranger rides and handles better than any ute we've driven, and the cabin tech is a step ahead.

It tows up to 3,500 kg braked, the tub fits a pallet, and the V6 diesel is effortless. [Browse Ranger stock](/search?make=Ford&model=Ranger) at Metro Ford Adelaide.`,
    },
    {
      slug: "metro-used-cars-perth-now-open",
      category: "news",
      title: "Metro Used Cars Perth is now open",
      summary: "Our sixth dealership brings the Metro way of buying a used car to Western Australia.",
      author: "Metro Motor Group",
      image_url: "/media/demo-car/wagon/white/0.svg",
      image_alt: "The new Perth used car yard",
      daysAgo: 20,
      body: `We've opened Metro Used Cars Perth, our first dealership in Western Australia. Every car is inspected, priced online and can be reserved with a refundable deposit.

[See the Perth stock](/search/metro-used-cars-perth).`,
    },
    {
      slug: "understanding-comparison-rates",
      category: "buying-advice",
      title: "Understanding comparison rates",
      summary: "Why the comparison rate matters more than the headline rate, and how to use it.",
      author: "Priya Sharma",
      image_url: "/media/demo-car/sedan/grey/2.svg",
      image_alt: "A grey sedan",
      daysAgo: 34,
      body: `The interest rate tells you what the lender charges on the money; the comparison rate adds most fees and charges, so you can compare loans fairly.

A comparison rate is calculated on a standard example (a secured loan of $30,000 over 5 years), so your own rate may differ. Always compare loans of the same amount and term.`,
    },
  ],
  "outback-used-cars": [
    {
      slug: "used-landcruiser-200-buyers-guide",
      category: "vehicle-reviews",
      title: "Used LandCruiser 200 Series: a buyer's guide",
      summary: "What to look for in the country's favourite big four-wheel drive.",
      author: "Mick Dwyer",
      image_url: "/media/demo-car/suv/french-vanilla/0.svg",
      image_alt: "A LandCruiser 200 Series",
      daysAgo: 6,
      body: `The 200 Series is built to last, which is why so many are still working hard on properties across the Central West.

## What to check

- **Service history**: the V8 diesel rewards regular oil changes.
- **Towing wear**: look at the towbar, rear suspension and transmission cooler if it has pulled a van.
- **Underbody**: check for damage from rocks and scrub.

Every LandCruiser on our yard has been inspected. [See our 4WD stock](/search/used-cars).`,
    },
    {
      slug: "ten-checks-before-you-buy-a-used-4wd",
      category: "buying-advice",
      title: "Ten checks before you buy a used 4WD",
      summary: "A four-wheel drive that has worked hard can hide it well: here's how to tell.",
      author: "Mick Dwyer",
      image_url: "/media/demo-car/ute/silver/1.svg",
      image_alt: "A used ute on the yard",
      daysAgo: 16,
      body: `1. Service records.
2. Signs of water in the cabin or engine bay.
3. Underbody damage.
4. Uneven tyre wear.
5. Engage four-wheel drive and low range.
6. Listen for driveline clunks.
7. Check aftermarket accessories are certified.
8. Look for rust around the tub and chassis.
9. Run a PPSR check (we do this on every car).
10. Take it for a proper test drive, including a dirt road.`,
    },
    {
      slug: "caravan-towing-basics",
      category: "buying-advice",
      title: "Buying a caravan: towing basics",
      summary: "Ball weight, ATM and GCM explained before you hitch up.",
      author: "Mick Dwyer",
      image_url: "/media/demo-car/caravan/white/0.svg",
      image_alt: "A caravan ready to tow",
      daysAgo: 44,
      body: `Before you buy a van, check your tow vehicle's braked towing capacity, tow ball weight limit and gross combination mass (GCM). The van's aggregate trailer mass (ATM) must be within them all, loaded.

Our team will weigh up your car and van with you before you buy.`,
    },
    {
      slug: "driving-on-gravel-roads",
      category: "car-care",
      title: "Driving on gravel roads",
      summary: "Slow down, drop your tyre pressures a little and leave a big gap.",
      author: "Mick Dwyer",
      image_url: "/media/demo-car/wagon/red/3.svg",
      image_alt: "A wagon on a gravel road",
      daysAgo: 60,
      body: `Gravel needs a gentler touch: brake earlier, steer smoothly and leave a big gap to the car in front to avoid stones and dust.

Dropping tyre pressures a few psi improves grip and ride; put them back up when you reach the bitumen.`,
    },
  ],
};
