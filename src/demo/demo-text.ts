/**
 * Copy the demo generator stitches together: dealer comments, review text and customer names. Placeholders in
 * braces are filled per car or per location by `fillTemplate`.
 */

export type CommentAudience = "new" | "demo" | "used" | "caravan" | "motorcycle";

export const COMMENT_OPENERS: Readonly<Record<CommentAudience, readonly string[]>> = {
  new: [
    "Brand new {year} {make} {model} {badge}, available now from {dealer}.",
    "Drive away in a brand new {make} {model} {badge} finished in {colour}.",
    "The all-new {make} {model} has landed at {dealer} and this {badge} is ready to go.",
  ],
  demo: [
    "Ex-demonstrator {make} {model} {badge} with only {km} km and the balance of the factory warranty.",
    "Save thousands on this near-new {year} {make} {model}, used as a {dealer} demonstrator.",
    "Dealer demo {make} {model} in {colour}, immaculate inside and out.",
  ],
  used: [
    "This {year} {make} {model} {badge} is ready for its new owner.",
    "Just arrived at {dealer}: a {colour} {year} {make} {model} with {km} km on the clock.",
    "Looking for a dependable {body}? This {make} {model} ticks every box.",
    "Well-kept {year} {make} {model} {badge} in {colour}, traded in locally.",
  ],
  caravan: [
    "{year} {make} {model} {badge} in excellent condition, ready for your next trip.",
    "Hit the road in this {make} {model}, set up for off-grid touring.",
  ],
  motorcycle: [
    "{year} {make} {model} with {km} km, serviced and ready to ride.",
    "Clean {make} {model} in {colour}, a great bike for weekend rides or the daily commute.",
  ],
};

export const COMMENT_BODY: Readonly<Record<CommentAudience, readonly string[]>> = {
  new: [
    "Comes with the manufacturer's 5-year unlimited kilometre warranty and capped price servicing.",
    "Our new vehicle team can match colours and options across our network if this one is not quite right.",
    "Ask about our current finance offers, including low-rate finance to approved applicants.",
    "Every new vehicle is fully detailed and delivered with a full tank of fuel.",
    "Features include Apple CarPlay, Android Auto, adaptive cruise control and a reversing camera.",
    "Accessories such as tow bars, tinting and floor mats can be fitted before delivery.",
    "Trade-ins are welcome and we can value your current car on the spot.",
    "Fleet and ABN holder pricing is available, speak to our fleet manager.",
  ],
  demo: [
    "Balance of new car warranty applies from the first registration date.",
    "Registered and ready to drive away today, with a full service history from new.",
    "Ask about our current finance offers, including low-rate finance to approved applicants.",
    "Demonstrator vehicles are limited, so be quick to secure this one.",
    "Trade-ins are welcome and we can value your current car on the spot.",
    "Every demonstrator is inspected and detailed before delivery.",
  ],
  used: [
    "One owner with a full service history and both keys.",
    "Independently inspected with a 150-point check before it went on sale.",
    "Fresh service and new tyres all round, nothing to spend.",
    "Comes with owner's manuals and logbooks, and a clear title.",
    "Extended warranty options are available for extra peace of mind.",
    "Finance is available to approved applicants, ask about our low weekly repayments.",
    "Trade-ins are welcome and we can value your current car on the spot.",
    "Features include a reversing camera, Bluetooth and cruise control.",
    "Our team can arrange delivery anywhere in {state}.",
    "Priced to sell, so be quick.",
    "Interstate buyers welcome, we can help with transport and paperwork.",
  ],
  caravan: [
    "Features include solar panels, a lithium battery and a diesel heater.",
    "Queen bed, full ensuite and an outdoor kitchen make this a comfortable home away from home.",
    "Weight distribution hitch and electric brake controller fitting can be arranged.",
    "Independently inspected, with water and gas systems tested.",
    "Finance is available to approved applicants.",
  ],
  motorcycle: [
    "Serviced by our workshop with new chain and sprockets.",
    "Comes with both keys and the owner's manual.",
    "Finance is available to approved applicants.",
    "Riding gear packages available on request.",
  ],
};

export const COMMENT_CLOSERS: readonly string[] = [
  "Visit {dealer} today or call us to book a test drive.",
  "Don't miss out, enquire now!",
  "Call our sales team to arrange an inspection.",
  "Images are for illustration purposes. Please contact us to confirm availability.",
  "All prices are drive away unless stated otherwise.",
];

export const FIRST_NAMES: readonly string[] = [
  "Olivia",
  "Jack",
  "Charlotte",
  "Noah",
  "Mia",
  "William",
  "Amelia",
  "Thomas",
  "Isla",
  "Lachlan",
  "Chloe",
  "Liam",
  "Grace",
  "Ethan",
  "Ruby",
  "Cooper",
  "Sophie",
  "Mason",
  "Priya",
  "Wei",
  "Aisha",
  "Mohammed",
  "Nguyen",
  "Sarah",
  "Michael",
  "Karen",
  "David",
  "Jess",
  "Bianca",
  "Tom",
];

export const LAST_INITIALS = "ABCDEFGHJKLMNOPRSTW";

export const REVIEW_TEXT: Readonly<Record<1 | 2 | 3 | 4 | 5, readonly string[]>> = {
  5: [
    "Fantastic experience from start to finish. {staff} made the whole process easy and there was no pressure at all.",
    "Bought my new car here and couldn't be happier. Great communication and the car was spotless on delivery.",
    "The service team were brilliant, explained everything and had the car back to me the same day.",
    "Really friendly team at {location}. Got a fair price for my trade-in and drove away the same week.",
    "Second car we have bought from {location} and the service is as good as ever. Highly recommend {staff}.",
    "Quick, honest and helpful. The finance was sorted in an afternoon.",
    "",
  ],
  4: [
    "Good experience overall. A bit of a wait on handover day but the team kept us updated.",
    "Helpful sales staff and a good range of stock. Would buy again.",
    "Service was done on time and the price matched the quote. Coffee in the lounge could be better!",
    "Friendly team, fair deal on the trade-in. Paperwork took a little longer than expected.",
    "",
  ],
  3: [
    "The car is great but it took three phone calls to get an update on delivery.",
    "Service was fine, but the car was not ready at the time promised.",
  ],
  2: [
    "Had to chase the service department several times for a simple recall job.",
    "The car was not cleaned properly before pick up, disappointed with the handover.",
  ],
  1: ["Waited two weeks for a call back about a warranty issue. Not good enough."],
};

export const REVIEW_REPLIES: Readonly<Record<"positive" | "negative", readonly string[]>> = {
  positive: [
    "Thanks so much for the kind words, {name}! Enjoy the new car and we'll see you at the first service.",
    "Thank you {name}, we really appreciate you taking the time to leave a review.",
    "Great to hear, {name}. The team at {location} will be thrilled.",
  ],
  negative: [
    "Hi {name}, we're sorry to hear this. Our customer care manager will be in touch to make it right.",
    "Thanks for the feedback, {name}. This is not the experience we aim for; please call us so we can help.",
  ],
};

export const STAFF_NAMES: readonly string[] = [
  "Dave",
  "Michelle",
  "Raj",
  "Sam",
  "Tania",
  "Brett",
  "Lisa",
  "Hamish",
];

/** Replaces `{key}` with values[key]; unknown keys are left as written so a typo shows up in review. */
export function fillTemplate(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}
