import type { Bundle } from "@/lib/import/bundle-schema";
import { demoImageUrl } from "./car-image-svg";
import type { DemoSiteDefinition } from "./demo-sites";
import { fillTemplate } from "./demo-text";

/**
 * The demo sites' content (issue 19 item 4): pages, blog articles and guarantee strips, loaded through
 * the import like any dealer's. Every page the Toyota template's navigation links to exists for
 * harbour-toyota. The copy is written the way an Australian dealer would; program details are kept
 * general ("ask us for the terms") so nothing here reads as a manufacturer's actual offer.
 */

type PageInput = NonNullable<Bundle["pages"]>[number];
type ArticleInput = NonNullable<Bundle["blog_articles"]>[number];
type GuaranteeInput = NonNullable<Bundle["guarantee_strip"]>[number];

const DAY_MS = 86_400_000;

type Values = Record<"dealer" | "city" | "phone" | "email" | "deposit", string>;

function siteValues(site: DemoSiteDefinition): Values {
  const first = site.dealerships[0];
  return {
    dealer: site.name,
    city: first?.address.city ?? "",
    phone: site.config.contact?.phone ?? "",
    email: site.config.contact?.email ?? "",
    deposit: `$${site.config.reserve_deposit ?? 200}`,
  };
}

const fill = (text: string, values: Values) => fillTemplate(text, values);

// --- Pages every demo site has ------------------------------------------------------------------------------

const ABOUT_INTRO: Record<string, string> = {
  "metro-motor-group":
    "Metro Motor Group began in 1987 with one used-car yard on Ipswich Road in Moorooka. Today we are six dealerships in five states, selling and servicing Toyota, Mazda, Hyundai, Kia and Ford, with a used-car centre in Perth, and still owned by the family that started it.",
  "harbour-toyota":
    "Harbour City Toyota has sold and serviced Toyotas on Main Road, Moonah since 1972. We are Hobart's locally owned Toyota dealer, and many of our customers are on their third or fourth car with us.",
  "outback-used-cars":
    "Outback Used Cars is a Dubbo business selling honest used cars, utes, 4WDs and caravans to the Central West and beyond. Every vehicle on our yard has been driven, checked and priced by people who live here.",
};

const COMMON_PAGES: readonly PageInput[] = [
  {
    slug: "about-us",
    title: "About {dealer}",
    summary: "Local people selling and servicing cars the way we would want to be treated.",
    seo_description:
      "Who we are at {dealer}: our story, our team and how we look after you before, during and after you buy.",
    body: `{about_intro}

## What we believe

- **Straight answers.** Every car shows its price online, and the price you see is the price we talk about.
- **No surprises.** Before you sign, we go through every line of the contract with you, including finance and any add-ons, and you can say no to anything.
- **Looking after you after the sale.** Our service and parts teams are here for the life of your car, not just its first service.

## Our team

Our sales consultants, finance specialists, technicians and parts interpreters are employed by us, not by a call centre. Many have been with us for more than ten years, and most of our new starters come through our own apprenticeship program.

## In the community

We sponsor local junior sport, support the surf lifesaving and rural fire brigades near our yards, and donate a car each year to a local charity's raffle.

Call us on {phone} or visit any of our locations below. We'd love to meet you.`,
  },
  {
    slug: "careers",
    title: "Careers at {dealer}",
    summary: "Sales, service, parts and administration roles with a team that trains and promotes its own.",
    seo_description:
      "Work at {dealer}: sales, service technician, apprentice, parts and administration roles, with training and staff benefits.",
    body: `We are always keen to hear from people who take pride in looking after customers. Most of our managers started with us in another role, and we would rather promote from within than hire from outside.

## Roles we hire for

- **Sales consultants** — no car industry experience needed; we train you on product, finance and compliance.
- **Qualified light vehicle technicians** and **first- to fourth-year apprentices**.
- **Parts interpreters** for our workshop and over-the-counter customers.
- **Service advisors**, **customer relations** and **administration**.

## What you get

- Ongoing manufacturer and in-house training, paid for by us.
- Staff pricing on vehicles, servicing, parts and accessories.
- A rostered day off every fortnight in the workshop, and Sundays off across the business.
- Uniforms, modern tools and a clean, well-equipped workplace.

## How to apply

Send us a short note with the role you're interested in and a copy of your résumé using the button below, or email {email}. We reply to every applicant.

*{dealer} is an equal opportunity employer. Aboriginal and Torres Strait Islander people, people with disability and mature-age applicants are encouraged to apply.*`,
  },
  {
    slug: "buying",
    title: "Buying a car with {dealer}",
    summary: "From your first search to driving home: how buying from us works.",
    seo_description:
      "How buying a car from {dealer} works: browse online, reserve with a refundable deposit, test drive, trade in, finance and delivery.",
    body: `## 1. Find your car

Every car we have is on this website with its price, photos, kilometres and features, updated through the day. Use the filters to narrow by make, body, price or location, and save the cars you like.

## 2. Reserve it online

Found the one? Reserve it from its page with a fully refundable {deposit} deposit and we hold it for you for 48 hours while you arrange a test drive or finance. Change your mind and we refund the deposit in full.

## 3. Test drive, trade-in and finance

Book a test drive at a time that suits you. Bring your current car and we'll value it on the spot, or ask for a valuation online first. Our finance team can arrange a loan, compare lenders for you and explain the comparison rate before you commit.

## 4. Drive away

We prepare your car, explain its features and warranty, and register it in your name. Can't get to us? We can deliver.

## Your rights

Every car we sell comes with the consumer guarantees of the Australian Consumer Law. A used car may also come with a statutory warranty depending on its age, its kilometres and the state you buy it in. Ask us and we will tell you exactly what applies to your car.`,
  },
  {
    slug: "warranty",
    title: "Warranty",
    summary: "What is covered, for how long, and how to make a claim.",
    seo_description:
      "New car, used car and genuine parts warranties at {dealer}, your rights under the Australian Consumer Law, and how to make a claim.",
    body: `## New cars

Every new car comes with its manufacturer's warranty, which stays with the car if you sell it. Servicing with us, on schedule and with genuine parts, keeps the warranty and the car's service history in order.

## Used cars

Depending on the car's age and kilometres and the state you buy in, a used car from a licensed dealer may come with a statutory warranty. We also offer extended warranty plans for up to five years; ask us for the terms and what each plan covers.

## Genuine parts

Genuine parts fitted by our service department are covered by a parts warranty of **2 years from installation, or the remainder of the vehicle warranty, whichever is greater**.

## Your consumer guarantees

Our goods and services come with guarantees that cannot be excluded under the Australian Consumer Law. For a major failure you are entitled to a replacement or refund, and to compensation for any other reasonably foreseeable loss or damage. You are also entitled to have goods repaired or replaced if they fail to be of acceptable quality and the failure does not amount to a major failure.

## Making a claim

Call our service team on {phone} or send a service enquiry. Tell us what is happening and when it started, and we will book the car in, check it and tell you what is covered before any work begins.`,
  },
];

const FLEET_PAGE: PageInput = {
  slug: "fleet",
  title: "Fleet & Business",
  summary: "Cars, utes and vans for businesses of every size, with one contact who knows your fleet.",
  seo_description:
    "Fleet sales at {dealer}: custom fleet solutions, servicing and repairs, fast quotes and finance options for business.",
  // Structured blocks, not Markdown: the other way a feed can send content.
  blocks: [
    {
      type: "paragraph",
      text: "Whether you run two utes or two hundred cars, our fleet team gives you one point of contact for quotes, orders, delivery, servicing and replacement.",
    },
    { type: "heading", text: "What we offer businesses", level: 2 },
    {
      type: "list",
      items: [
        "**Custom fleet solutions**: the right vehicles and fit-outs for the work they do.",
        "**Servicing and repairs** with priority bookings and loan cars for fleet customers.",
        "**Fast quotes**, usually the same business day.",
        "**Finance options**: chattel mortgage, finance lease, novated lease and rental.",
      ],
    },
    {
      type: "image",
      url: "/media/demo-car/ute/white/0.svg",
      alt: "A white dual-cab ute",
      caption: "Utes and vans fitted out for trade and business use.",
    },
    {
      type: "quote",
      text: "One phone call and our three new vans were ordered, fitted out and delivered to site.",
      cite: "A local plumbing business",
    },
    {
      type: "paragraph",
      text: "Government, not-for-profit and ABN holder pricing is available. Send us an enquiry below or call {phone}.",
    },
  ],
};

const FINANCE_PAGE: PageInput = {
  slug: "car-finance",
  title: "Car Finance",
  summary: "Loans for new and used cars, arranged in-house, with the comparison rate explained up front.",
  seo_description:
    "Car finance at {dealer}: consumer loans, chattel mortgages and novated leases for new and used cars, arranged on the spot.",
  body: `Our finance team arranges finance for new, demo and used cars every day. We compare lenders on your behalf and can often have an approval the same day.

## Finance we arrange

| Finance | Suits |
|---|---|
| Consumer car loan | Private buyers wanting fixed repayments over 1 to 7 years |
| Chattel mortgage | ABN holders using the car for business |
| Novated lease | Employees packaging a car through their salary |
| Balloon or residual | Lower repayments with a final payment at the end of the term |

## Before you apply

Have your driver licence, two recent payslips (or your business's financials) and details of your current debts ready. We will never run a credit check without your permission.

*Credit is provided to approved applicants only. Fees, charges, terms and conditions apply. Estimates are indicative only and are not an offer of finance.*`,
};

// --- The Toyota template's pages (spec 02 §2 brand navigation) ---------------------------------------------

const TOYOTA_PAGES: readonly PageInput[] = [
  {
    slug: "about-toyota-certified-pre-owned",
    title: "Toyota Certified Pre-Owned",
    summary: "Late-model Toyotas, inspected by Toyota-trained technicians, with the history checked.",
    body: `Toyota Certified Pre-Owned vehicles are late-model Toyotas that have passed a thorough multi-point inspection by our Toyota-trained technicians before they are offered for sale.

## What every certified Toyota gets

- A detailed inspection, with any work it needs done using genuine Toyota parts.
- Its service history and odometer checked, and a check that it is not recorded as stolen or written off.
- A warranty and roadside assistance for the time set out in the program's terms.

## Find one

Browse our [Toyota Certified Pre-Owned stock](/pre-owned?certified=true), or tell us what you're after and we'll find it for you. Ask us for the program's full terms and conditions.`,
    call_to_action: { label: "Shop certified pre-owned", url: "/pre-owned?certified=true" },
  },
  {
    slug: "toyota-recalls",
    title: "Toyota Recalls",
    summary: "Check whether your Toyota has an open recall, and book the free repair.",
    body: `Manufacturers issue recalls when they find a part that may not work as it should. Recall repairs are carried out free of charge, even if you did not buy the car from us.

## Is my car affected?

Owners on record are contacted by mail, but if you bought your Toyota second-hand or have moved, the letter may not reach you. Call our service team on {phone} with your VIN (it's on your registration papers and at the base of the windscreen) and we'll check for you.

You can also search current recalls on the ACCC's [Product Safety Australia](https://www.productsafety.gov.au/recalls) website.

## Book the repair

Send us a service enquiry and mention the recall. Most recall work takes under two hours, and we'll tell you how long before you drop the car off.`,
    call_to_action: { label: "Book a recall repair", url: "/enquiries/service-enquiry" },
  },
  {
    slug: "toyota-express-maintenance",
    title: "Express Maintenance",
    summary: "A logbook service while you wait, done in about an hour by two technicians.",
    body: `Short on time? Express Maintenance has two Toyota-trained technicians working on your car at once, so most scheduled logbook services are finished in about an hour. Wait in our lounge with free Wi-Fi and coffee, or walk to the shops on Main Road.

## What's included

- Your Toyota's scheduled logbook service, with genuine parts and oils.
- A multi-point safety inspection and a report on anything that needs attention.
- Your logbook stamped to keep your warranty in order.

Express Maintenance suits scheduled services on most current models. Repairs and larger services are booked in our main workshop. Book ahead so your bay is ready when you arrive.`,
    call_to_action: { label: "Book Express Maintenance", url: "/enquiries/service-enquiry" },
  },
  {
    slug: "toyota-genuine-parts-accessories",
    title: "Genuine Parts & Accessories",
    summary: "Parts made for your Toyota, and accessories designed for it, fitted by people who know it.",
    body: `Genuine Toyota parts are made to the same specifications as the parts your car was built with, so they fit first time and work as Toyota intended.

## Parts warranty

Genuine parts fitted by our service department are covered for **2 years from installation, or the remainder of the vehicle warranty, whichever is greater**.

## Accessories

Tow bars, roof racks, canopies, bull bars, floor mats and cargo liners: genuine accessories are designed and tested for your model, and fitting them at the time of purchase means they can be included in your finance.

## Find a part

Search for a part and our parts interpreters will check stock and price, or call the parts counter on {phone}.`,
    call_to_action: { label: "Search for a part", url: "/parts/search" },
  },
  {
    slug: "toyota-access-loan",
    title: "Toyota Access",
    summary: "Lower repayments, with a final payment set at the start and choices at the end.",
    body: `Toyota Access is a finance option that keeps repayments lower by leaving a final payment until the end of the term, based on what the car is expected to be worth then.

## At the end of your term

1. **Trade it in** on a new Toyota and start again.
2. **Keep it** by paying or refinancing the final payment.
3. **Return it**, subject to the agreed kilometres and condition.

Ask our finance team for a personalised quote and the full terms and conditions. Credit is provided to approved applicants only.`,
    call_to_action: { label: "Ask about Toyota Access", url: "/finance-enquiry" },
  },
  {
    slug: "mytoyota-connect",
    title: "myToyota Connect",
    summary: "Your Toyota in your pocket: service bookings, reminders and your car's details in one app.",
    body: `The myToyota Connect app keeps everything about your Toyota in one place.

- Book your next service with us and get a reminder when it's due.
- See your service history and your car's warranty details.
- On eligible models, check your fuel level, lock the doors or find where you parked.

Download myToyota Connect from your phone's app store and add your car with its VIN. Our team can help you set it up when you collect your new car.`,
  },
  {
    slug: "toyota-connected",
    title: "Toyota Connected Services",
    summary: "Help when you need it most, built into eligible new Toyotas.",
    body: `Eligible new Toyotas come with connected services that can call for help when you need it.

## Safety services

- **Automatic collision notification**: if the airbags deploy, the car can alert an emergency operator with your location.
- **SOS emergency call**: press the SOS button for help at any time.
- **Stolen vehicle tracking**: help for police to locate your car.

Availability depends on the model and on mobile coverage; some services need an active subscription after an introductory period. Ask us which services your Toyota has.`,
  },
  {
    slug: "toyota-safety-sense",
    title: "Toyota Safety Sense",
    summary: "Active safety features that help you avoid a crash, not just survive one.",
    body: `Toyota Safety Sense is a group of active safety technologies fitted to most new Toyotas. Depending on the model, it can include:

- **Pre-Collision Safety system** with pedestrian and cyclist detection, which can warn you and brake automatically.
- **Lane Trace Assist** and **Lane Departure Alert** to help keep you centred in your lane.
- **Active Cruise Control**, keeping a set distance to the car in front.
- **Road Sign Assist** and **Automatic High Beam**.

These features are there to assist a driver who is paying attention, not to replace one. Take a test drive and we'll show you how each one works.`,
    call_to_action: { label: "Book a test drive", url: "/book-test-drive" },
  },
  {
    slug: "toyota-hybrids",
    title: "Toyota Hybrids",
    summary: "Self-charging hybrids that use less fuel, with nothing to plug in.",
    body: `A Toyota hybrid pairs a petrol engine with an electric motor and a battery that charges itself as you drive and brake. There is nothing to plug in, and no change to how you refuel.

## Why drivers choose hybrid

- **Less fuel**, especially around town, where the electric motor does much of the work.
- **Quiet, smooth driving** at low speeds.
- **Proven**: Toyota has sold hybrids in Australia for more than twenty years.

Hybrid versions are available across much of the range, from Yaris Cross to RAV4 and Camry. [Browse our hybrid stock](/search?fuel=Hybrid) or read more on [our blog](/blog/hybrid-and-electric).`,
  },
  {
    slug: "toyota-warranty-advantage",
    title: "Toyota Warranty Advantage",
    summary: "Extra engine and driveline cover for Toyotas serviced on schedule with us.",
    body: `Keep your Toyota serviced on time at an authorised Toyota dealer and you can extend the warranty on its engine and driveline beyond the standard new car warranty.

Ask our service team how Toyota Warranty Advantage applies to your car, and for the program's full terms and conditions.`,
    call_to_action: { label: "Book a service", url: "/enquiries/service-enquiry" },
  },
];

/** The site's content pages, its values filled in. */
export function sitePages(site: DemoSiteDefinition): PageInput[] {
  const values = siteValues(site);
  const pages: PageInput[] = [...COMMON_PAGES];
  if (site.slug !== "outback-used-cars") pages.push(FLEET_PAGE, FINANCE_PAGE);
  if (site.template === "toyota") pages.push(...TOYOTA_PAGES);
  const about = ABOUT_INTRO[site.slug] ?? `${site.name} is a local dealership.`;
  return pages.map((page) => {
    const filled: PageInput = { ...page, title: fill(page.title, values) };
    if (page.summary) filled.summary = fill(page.summary, values);
    if (page.seo_description) filled.seo_description = fill(page.seo_description, values);
    if (page.body) filled.body = fill(page.body.replace("{about_intro}", about), values);
    if (page.blocks)
      filled.blocks = page.blocks.map((block) =>
        "text" in block ? { ...block, text: fill(block.text, values) } : block,
      );
    return filled;
  });
}

// --- Blog articles -------------------------------------------------------------------------------------------

type ArticleSeed = Omit<ArticleInput, "published_at"> & { daysAgo: number };

const article = (seed: ArticleSeed) => seed;

const SHARED_ARTICLES: readonly ArticleSeed[] = [
  article({
    slug: "new-demo-or-used-which-is-right-for-you",
    category: "buying-advice",
    title: "New, demo or used: which is right for you?",
    summary: "The trade-offs between a new car, a demonstrator and a used car, in plain English.",
    author: "Sarah Nguyen",
    image_url: demoImageUrl("sedan", "Silver", 1),
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
  }),
  article({
    slug: "road-trip-checklist",
    category: "car-care",
    title: "The road trip checklist: ten things to check before you go",
    summary:
      "Tyres, fluids, wipers and a spare that actually holds air: a ten-minute check for a long drive.",
    author: "Dave Roberts",
    image_url: demoImageUrl("wagon", "Blue", 2),
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
  }),
];

const SITE_ARTICLES: Record<string, readonly ArticleSeed[]> = {
  "harbour-toyota": [
    article({
      slug: "toyota-rav4-hybrid-review",
      category: "vehicle-reviews",
      title: "Toyota RAV4 Hybrid review: a week on Tasmanian roads",
      summary:
        "We took a RAV4 Hybrid Cruiser from Hobart to the Huon Valley and up kunanyi/Mount Wellington.",
      author: "Tom Fletcher",
      image_url: demoImageUrl("suv", "Glacier White", 0),
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
    }),
    article({
      slug: "toyota-hilux-sr5-review",
      category: "vehicle-reviews",
      title: "Toyota HiLux SR5 review: the workhorse that goes to the beach",
      summary: "Tradie on weekdays, family four-wheel drive on weekends: how the HiLux SR5 handles both.",
      author: "Tom Fletcher",
      image_url: demoImageUrl("ute", "Eclipse Black", 0),
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
    }),
    article({
      slug: "toyota-corolla-hatch-review",
      category: "vehicle-reviews",
      title: "Toyota Corolla hatch review: the sensible choice that's fun to drive",
      summary:
        "Small, frugal and well equipped: the Corolla hatch is a great first car and a great last one.",
      author: "Sarah Nguyen",
      image_url: demoImageUrl("hatch", "Feverish Red", 0),
      image_alt: "A red Toyota Corolla hatch",
      daysAgo: 40,
      body: `Few cars suit as many people as the Corolla. It's the car we recommend to first-time buyers and to customers downsizing from a family SUV.

## Why it works

The hybrid version uses very little fuel, the steering is light and precise, and Toyota Safety Sense is standard. Parking in Salamanca on a Saturday is easy.

## What to know

The rear seat is tighter than the sedan's, and the boot is on the small side for a family. If you need more space, look at the Corolla Cross.

[Browse our Corolla stock](/search?make=Toyota&model=Corolla).`,
    }),
    article({
      slug: "service-saturdays",
      category: "news",
      title: "Service Saturdays are here",
      summary: "Our workshop is now open every second Saturday morning, by appointment.",
      author: "Harbour City Toyota",
      image_url: demoImageUrl("suv", "Silver", 3),
      image_alt: "Our service workshop",
      daysAgo: 12,
      body: `Can't get your car to us on a weekday? From this month our service department opens every second Saturday morning, by appointment.

Saturday bookings suit scheduled services and small repairs. Book through a service enquiry and our team will confirm your Saturday, or call the service desk.`,
    }),
    article({
      slug: "hybrid-myths-busted",
      category: "hybrid-and-electric",
      title: "Hybrid myths, busted",
      summary:
        "Do you have to plug it in? Will the battery need replacing? Answers to what customers ask most.",
      author: "Tom Fletcher",
      image_url: demoImageUrl("hatch", "Glacier White", 2),
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
    }),
    article({
      slug: "getting-ready-for-winter-in-tasmania",
      category: "car-care",
      title: "Getting your car ready for a Tasmanian winter",
      summary: "Frosty mornings, wet roads and low sun: five things to check before winter sets in.",
      author: "Dave Roberts",
      image_url: demoImageUrl("suv", "Graphite", 4),
      image_alt: "An SUV on a frosty morning",
      daysAgo: 55,
      body: `Winter in Tasmania means frosty windscreens, wet roads and low sun.

- **Tyres**: wet roads need tread. Replace tyres well before the legal minimum.
- **Battery**: cold mornings find weak batteries. We test yours free with any service.
- **Wipers and washers**: replace streaky blades and fill the washer bottle.
- **Lights**: clean lenses and check every globe.
- **Never pour hot water on a frosted windscreen**; it can crack the glass. Use the demister and a plastic scraper.

Book a winter check with our service team.`,
    }),
  ],
  "metro-motor-group": [
    article({
      slug: "mazda-cx-5-review",
      category: "vehicle-reviews",
      title: "Mazda CX-5 review: still the driver's choice of mid-size SUVs",
      summary: "A premium cabin and sharp handling keep the CX-5 near the top of our best sellers.",
      author: "Liam O'Connor",
      image_url: demoImageUrl("suv", "Soul Red", 0),
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
    }),
    article({
      slug: "hyundai-tucson-review",
      category: "vehicle-reviews",
      title: "Hyundai Tucson review: space, style and a long warranty",
      summary: "Bold looks and a roomy cabin make the Tucson a smart family buy.",
      author: "Priya Sharma",
      image_url: demoImageUrl("suv", "Phantom Black", 1),
      image_alt: "A black Hyundai Tucson",
      daysAgo: 15,
      body: `The Tucson's design gets noticed, but it's what's inside that sells it to families.

The cabin is spacious, with plenty of rear legroom and a big boot. Standard safety equipment is generous, and the ride is comfortable on Sydney's rougher roads.

[Browse Tucson stock](/search?make=Hyundai&model=Tucson) at Metro Hyundai Parramatta.`,
    }),
    article({
      slug: "ford-ranger-review",
      category: "vehicle-reviews",
      title: "Ford Ranger review: the ute that thinks it's an SUV",
      summary: "Comfortable, capable and packed with technology: we tested the Ranger XLT around Adelaide.",
      author: "Liam O'Connor",
      image_url: demoImageUrl("ute", "Arctic White", 2),
      image_alt: "A white Ford Ranger",
      daysAgo: 27,
      body: `The Ranger rides and handles better than any ute we've driven, and the cabin tech is a step ahead.

It tows up to 3,500 kg braked, the tub fits a pallet, and the V6 diesel is effortless. [Browse Ranger stock](/search?make=Ford&model=Ranger) at Metro Ford Adelaide.`,
    }),
    article({
      slug: "metro-used-cars-perth-now-open",
      category: "news",
      title: "Metro Used Cars Perth is now open",
      summary: "Our sixth dealership brings the Metro way of buying a used car to Western Australia.",
      author: "Metro Motor Group",
      image_url: demoImageUrl("wagon", "White", 0),
      image_alt: "The new Perth used car yard",
      daysAgo: 20,
      body: `We've opened Metro Used Cars Perth, our first dealership in Western Australia. Every car is inspected, priced online and can be reserved with a refundable deposit.

[See the Perth stock](/search/metro-used-cars-perth).`,
    }),
    article({
      slug: "understanding-comparison-rates",
      category: "buying-advice",
      title: "Understanding comparison rates",
      summary: "Why the comparison rate matters more than the headline rate, and how to use it.",
      author: "Priya Sharma",
      image_url: demoImageUrl("sedan", "Grey", 2),
      image_alt: "A grey sedan",
      daysAgo: 34,
      body: `The interest rate tells you what the lender charges on the money; the comparison rate adds most fees and charges, so you can compare loans fairly.

A comparison rate is calculated on a standard example (a secured loan of $30,000 over 5 years), so your own rate may differ. Always compare loans of the same amount and term.`,
    }),
  ],
  "outback-used-cars": [
    article({
      slug: "used-landcruiser-200-buyers-guide",
      category: "vehicle-reviews",
      title: "Used LandCruiser 200 Series: a buyer's guide",
      summary: "What to look for in the country's favourite big four-wheel drive.",
      author: "Mick Dwyer",
      image_url: demoImageUrl("suv", "French Vanilla", 0),
      image_alt: "A LandCruiser 200 Series",
      daysAgo: 6,
      body: `The 200 Series is built to last, which is why so many are still working hard on properties across the Central West.

## What to check

- **Service history**: the V8 diesel rewards regular oil changes.
- **Towing wear**: look at the towbar, rear suspension and transmission cooler if it has pulled a van.
- **Underbody**: check for damage from rocks and scrub.

Every LandCruiser on our yard has been inspected. [See our 4WD stock](/search/used-cars).`,
    }),
    article({
      slug: "ten-checks-before-you-buy-a-used-4wd",
      category: "buying-advice",
      title: "Ten checks before you buy a used 4WD",
      summary: "A four-wheel drive that has worked hard can hide it well: here's how to tell.",
      author: "Mick Dwyer",
      image_url: demoImageUrl("ute", "Silver", 1),
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
    }),
    article({
      slug: "caravan-towing-basics",
      category: "buying-advice",
      title: "Buying a caravan: towing basics",
      summary: "Ball weight, ATM and GCM explained before you hitch up.",
      author: "Mick Dwyer",
      image_url: demoImageUrl("caravan", "White", 0),
      image_alt: "A caravan ready to tow",
      daysAgo: 44,
      body: `Before you buy a van, check your tow vehicle's braked towing capacity, tow ball weight limit and gross combination mass (GCM). The van's aggregate trailer mass (ATM) must be within them all, loaded.

Our team will weigh up your car and van with you before you buy.`,
    }),
    article({
      slug: "driving-on-gravel-roads",
      category: "car-care",
      title: "Driving on gravel roads",
      summary: "Slow down, drop your tyre pressures a little and leave a big gap.",
      author: "Mick Dwyer",
      image_url: demoImageUrl("wagon", "Red", 3),
      image_alt: "A wagon on a gravel road",
      daysAgo: 60,
      body: `Gravel needs a gentler touch: brake earlier, steer smoothly and leave a big gap to the car in front to avoid stones and dust.

Dropping tyre pressures a few psi improves grip and ride; put them back up when you reach the bitumen.`,
    }),
  ],
};

/** The site's blog articles, newest a few days old, their dates relative to `now`. */
export function siteArticles(site: DemoSiteDefinition, now: Date): ArticleInput[] {
  const seeds = [...(SITE_ARTICLES[site.slug] ?? []), ...SHARED_ARTICLES];
  return seeds.map(({ daysAgo, ...seed }) => ({
    ...seed,
    published_at: new Date(now.getTime() - daysAgo * DAY_MS).toISOString(),
  }));
}

// --- The guarantee strip (spec 02 §2) ------------------------------------------------------------------------

/** Spec 02 §2 "Guarantee strip", as the used-car yards promise it. */
const SPEC_STRIP = (deposit: string): GuaranteeInput[] => [
  {
    title: "One haggle-free price",
    detail: "The price on the car is the price you pay.",
    icon: "price",
    link_url: "/buying",
  },
  {
    title: "48 hour money-back guarantee",
    detail: "Change your mind within 48 hours and bring it back.",
    icon: "money-back",
    link_url: "/warranty",
  },
  {
    title: "Lifetime engine guarantee",
    detail: "Covered for as long as you own it and service it with us.",
    icon: "engine",
    link_url: "/warranty",
  },
  {
    title: "Cool value servicing for life",
    detail: "Capped-price servicing at our workshop.",
    icon: "service",
  },
  { title: "12 months roadside assist", detail: "Help around the clock, Australia-wide.", icon: "roadside" },
  {
    title: "Reserve online",
    detail: `Hold any car for 48 hours with a refundable ${deposit} deposit.`,
    icon: "reserve",
    link_url: "/search",
  },
];

const TOYOTA_STRIP = (deposit: string): GuaranteeInput[] => [
  {
    title: "Toyota Certified Pre-Owned",
    detail: "Inspected by Toyota-trained technicians.",
    icon: "award",
    link_url: "/pages/about-toyota-certified-pre-owned",
  },
  {
    title: "Genuine parts warranty",
    detail: "2 years from installation, or the rest of the vehicle warranty if longer.",
    icon: "warranty",
    link_url: "/warranty",
  },
  { title: "Local Hobart team", detail: "Sales, service and parts on Main Road, Moonah.", icon: "handshake" },
  {
    title: "Reserve online",
    detail: `Hold any car for 48 hours with a refundable ${deposit} deposit.`,
    icon: "reserve",
    link_url: "/search",
  },
];

export function siteGuarantees(site: DemoSiteDefinition): GuaranteeInput[] {
  const { deposit } = siteValues(site);
  return site.template === "toyota" ? TOYOTA_STRIP(deposit) : SPEC_STRIP(deposit);
}
