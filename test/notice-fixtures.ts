import type { NoticeBrand, NoticeYard } from "@/lib/notices/notice-content";

/**
 * Test support for the shopper's confirmations (issue 34 item 1): a site's look and a yard with an
 * address, its sales desk's number and a week of hours, as server/notices would build them.
 */
export const TEST_BRAND: NoticeBrand = {
  siteName: "Metro Motor Group",
  siteUrl: "https://metro.example",
  colour: "#0f766e",
  onColour: "#ffffff",
  logoUrl: "https://metro.example/media/logos/logo.png",
  legal: ["Dealer licence MD 12345", "Motor vehicle repairer licence MVRL 678"],
};

export const TEST_YARD: NoticeYard = {
  name: "Metro Toyota Parramatta",
  address: "12 Church St, Parramatta NSW 2150",
  phone: "0298765432",
  desk: "Sales",
  hours: [
    { days: "Mon – Fri", hours: "8:30 am – 5:30 pm" },
    { days: "Sat", hours: "8:30 am – 4:00 pm" },
    { days: "Sun", hours: "Closed" },
  ],
};
