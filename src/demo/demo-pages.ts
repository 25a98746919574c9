import type { Bundle } from "@/lib/import/bundle-schema";

/**
 * The demo sites' pages (issue 19 item 4), as a dealer would write them: `{dealer}`, `{city}`, `{phone}`,
 * `{email}` and `{deposit}` are the site's own (demo-content.ts fills them in), and `{about_intro}` its
 * story from ABOUT_INTRO. Every page the Toyota template's navigation links to is here.
 */

export type PageInput = NonNullable<Bundle["pages"]>[number];

// --- Pages every demo site has ------------------------------------------------------------------------------

export const ABOUT_INTRO: Record<string, string> = {
  "metro-motor-group":
    "Metro Motor Group began in 1987 with one used-car yard on Ipswich Road in Moorooka. Today we are six dealerships in five states, selling and servicing Toyota, Mazda, Hyundai, Kia and Ford, with a used-car centre in Perth, and still owned by the family that started it.",
  "harbour-toyota":
    "Harbour City Toyota has sold and serviced Toyotas on Main Road, Moonah since 1972. We are Hobart's locally owned Toyota dealer, and many of our customers are on their third or fourth car with us.",
  "outback-used-cars":
    "Outback Used Cars is a Dubbo business selling honest used cars, utes, 4WDs and caravans to the Central West and beyond. Every vehicle on our yard has been driven, checked and priced by people who live here.",
};

export const COMMON_PAGES: readonly PageInput[] = [
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

We prepare your car, explain its features and warranty, and register it in your name. Can't get to us? We can deliver. Every car also comes with the [{dealer} Diamond Advantage](/diamond-advantage), and you can [visit us](/pages/visit-us) at any of our locations.

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

Call our service team on {phone}, send a service enquiry or [visit us](/pages/visit-us). See also what the [Diamond Advantage](/diamond-advantage) adds to every car we sell. Tell us what is happening and when it started, and we will book the car in, check it and tell you what is covered before any work begins.`,
  },
];

export const FLEET_PAGE: PageInput = {
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

export const FINANCE_PAGE: PageInput = {
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

export const TOYOTA_PAGES: readonly PageInput[] = [
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
