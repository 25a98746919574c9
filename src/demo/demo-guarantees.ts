import type { Bundle } from "@/lib/import/bundle-schema";

/**
 * The guarantee strips of the demo sites (spec 02 §2): `{deposit}` is the site's reserve deposit,
 * filled in by demo-content.ts.
 */

export type GuaranteeInput = NonNullable<Bundle["guarantee_strip"]>[number];

/** Spec 02 §2 "Guarantee strip", as the used-car yards promise it. */
export const SPEC_STRIP: readonly GuaranteeInput[] = [
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
    detail: "Hold any car for 48 hours with a refundable {deposit} deposit.",
    icon: "reserve",
    link_url: "/search",
  },
];

/** The Toyota dealer's strip. */
export const TOYOTA_STRIP: readonly GuaranteeInput[] = [
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
    detail: "Hold any car for 48 hours with a refundable {deposit} deposit.",
    icon: "reserve",
    link_url: "/search",
  },
];
