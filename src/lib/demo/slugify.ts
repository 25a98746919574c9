import { manufacturerSlug } from "../stock/manufacturers";

/**
 * Every slug the demo writes (colours, cars, offers) uses the manufacturer slug rule, which is also what
 * `slugSchema` accepts, so there is one rule to keep in step rather than two.
 */
export const slugify: (text: string) => string = manufacturerSlug;
