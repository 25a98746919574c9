import type { Bundle } from "@/lib/import/bundle-schema";
import type { LocationInput } from "./demo-locations";
import {
  FIRST_NAMES,
  fillTemplate,
  LAST_INITIALS,
  REVIEW_REPLIES,
  REVIEW_TEXT,
  STAFF_NAMES,
} from "./demo-text";
import { type Rng, weightedPicker } from "./prng";

/** A demo sales location's customer reviews: mostly five stars, some answered by the dealer. */

type ReviewInput = NonNullable<Bundle["reviews"]>[number];

const DAY_MS = 86_400_000;

const RATINGS: readonly (readonly [1 | 2 | 3 | 4 | 5, number])[] = [
  [5, 62],
  [4, 24],
  [3, 7],
  [2, 4],
  [1, 3],
];
const pickRating = weightedPicker(RATINGS, ([, weight]) => weight);

export function locationReviews(rng: Rng, location: LocationInput, now: Date): ReviewInput[] {
  const nowMs = now.getTime();
  const locationName = location.name.replace(/ Sales$/, "");
  const count = rng.int(10, 30);
  const reviews: ReviewInput[] = [];
  for (let k = 0; k < count; k++) {
    const [rating] = pickRating(rng);
    const name = `${rng.pick(FIRST_NAMES)} ${LAST_INITIALS[rng.int(0, LAST_INITIALS.length - 1)]}.`;
    const values = { staff: rng.pick(STAFF_NAMES), location: locationName, name: name.split(" ")[0] ?? name };
    const reviewMs = nowMs - rng.int(1, 720) * DAY_MS;
    const replies = rating >= 4 ? REVIEW_REPLIES.positive : REVIEW_REPLIES.negative;
    const reply = rng.chance(rating >= 4 ? 0.4 : 0.8);
    const replyMs = Math.min(nowMs, reviewMs + rng.int(0, 7) * DAY_MS);
    reviews.push({
      id: `${location.slug}-review-${k + 1}`,
      dealership_slug: location.dealership_slug,
      location_slug: location.slug,
      customer_name: name,
      text: fillTemplate(rng.pick(REVIEW_TEXT[rating]), values),
      rating,
      review_date: new Date(reviewMs).toISOString().slice(0, 10),
      reply_text: reply ? fillTemplate(rng.pick(replies), values) : null,
      reply_date: reply ? new Date(replyMs).toISOString().slice(0, 10) : null,
      image_url: null,
    });
  }
  return reviews;
}
