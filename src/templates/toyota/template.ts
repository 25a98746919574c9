import { drawnBannerImages } from "../../lib/template/banner-images";
import type { Template } from "../../lib/template/template";

/**
 * A Toyota dealer's template (spec 02 §2 "Brand-themed header navigation", §9 "Brand theme
 * configuration"). External brand pages are written as `{dealer_brand}/…` and appear only when the
 * site configures `dealer_brand_base_domain`.
 */
export const toyotaTemplate: Template = {
  name: "toyota",
  label: "Toyota dealer",
  theme: {
    background: "#ffffff",
    foreground: "#1a1a1a",
    primary: "#c40014",
    primary_foreground: "#ffffff",
    accent: "#1a1a1a",
    accent_foreground: "#ffffff",
    muted: "#f4f4f4",
    muted_foreground: "#4a4a4a",
    border: "#dedede",
    header_background: "#ffffff",
    header_foreground: "#1a1a1a",
    footer_background: "#1a1a1a",
    footer_foreground: "#f4f4f4",
    success: "#0f7a3a",
    success_foreground: "#ffffff",
    destructive: "#b00012",
    radius: "0.25rem",
  },
  copy: {
    dealer_comments_more: "Show More",
    dealer_comments_less: "Show Less",
    find_similar: "Find me something similar",
    certified_switch: "Only show Toyota Certified Vehicles",
    finance_button: "Finance Enquiry",
    models_heading_prefix: "New",
    show_all_makes: "Show all makes",
    hide_extra_makes: "Hide extra makes",
    sold_notice: "Unfortunately this car recently sold",
    similar_prompt: "Like this and want something similar?",
  },
  // Spec 02 §9: the brand's own banner pictures, drawn in its colours (decision 0087).
  bannerImages: drawnBannerImages("toyota"),
  financePath: "/finance-enquiry",
  reserveButtonVariant: "success",
  certifiedBadgeMake: "Toyota",
  locationsSalesOnly: true,
  missingHours: "by-appointment",
  // Spec 01 §4 "in the garage variant … hidden for non-used cars on one brand" (decision 0037).
  garageUsedCarsOnly: true,
  serviceSaturdaysByAppointment: true,
  financeEnquiryEvent: true,
  // Spec 02 §2 "Blog": the brand's fifth category (decision 0033).
  blogCategory: {
    slug: "hybrid-and-electric",
    name: "Hybrid & Electric",
    description: "Living with a hybrid, charging an EV and what electrified driving costs.",
  },
  navigation: [
    { id: "home", name: "Home", url: "/", mandatory: true, hiddenInNav: true },
    // Spec 02 §2 "new vehicles (external dealer-brand page)", opening the models menu ("titled with the
    // prefix New, headed Vehicles") while the site has models; the brand page otherwise.
    {
      id: "new-vehicles",
      name: "Vehicles",
      url: "{dealer_brand}/new-vehicles",
      mandatory: true,
      dynamicDropdown: "models",
    },
    {
      id: "pre-owned",
      name: "Pre-Owned",
      url: "/pre-owned",
      mandatory: true,
      children: [
        { id: "pre-owned-all", name: "All Pre-Owned", url: "/pre-owned", mandatory: true },
        {
          id: "certified",
          name: "Toyota Certified Pre-Owned",
          url: "/pre-owned?certified=true",
          mandatory: true,
        },
        {
          id: "about-certified",
          name: "About Toyota Certified",
          url: "/pages/about-toyota-certified-pre-owned",
          mandatory: true,
        },
        { id: "demonstrators", name: "Demonstrators", url: "{dealer_brand}/demonstrators", mandatory: true },
        { id: "sell-my-car", name: "Sell My Car", url: "/sell-my-car", mandatory: false },
      ],
    },
    {
      id: "offers",
      name: "Offers",
      url: "/special-offers",
      mandatory: true,
      children: [
        { id: "special-offers", name: "Special Offers", url: "/special-offers", mandatory: true },
        {
          id: "local-specials",
          name: "Local Specials",
          url: "{dealer_brand}/local-specials",
          mandatory: true,
        },
      ],
    },
    {
      id: "service",
      name: "Service",
      url: "/service",
      mandatory: true,
      children: [
        {
          id: "book-service",
          name: "Book a Service",
          url: "{dealer_brand}/service-booking",
          mandatory: true,
        },
        {
          id: "service-enquiry",
          name: "Service Enquiry",
          url: "/enquiries/service-enquiry",
          mandatory: true,
        },
        { id: "recalls", name: "Toyota Recalls", url: "/pages/toyota-recalls", mandatory: true },
        {
          id: "express-maintenance",
          name: "Express Maintenance",
          url: "/pages/toyota-express-maintenance",
          mandatory: false,
        },
      ],
    },
    {
      id: "parts",
      name: "Parts & Accessories",
      url: "/parts-and-accessories",
      mandatory: true,
      children: [
        {
          id: "genuine-parts",
          name: "Genuine Parts & Accessories",
          url: "/pages/toyota-genuine-parts-accessories",
          mandatory: true,
        },
        { id: "parts-enquiry", name: "Parts Enquiry", url: "/enquiries/parts-enquiry", mandatory: true },
        { id: "accessorise", name: "Accessorise", url: "{dealer_brand}/accessorise", mandatory: true },
      ],
    },
    {
      id: "finance",
      name: "Finance",
      url: "/finance-enquiry",
      mandatory: true,
      children: [
        { id: "finance-enquiry", name: "Finance Enquiry", url: "/finance-enquiry", mandatory: true },
        { id: "car-finance", name: "Car Finance", url: "/car-finance", mandatory: true },
        { id: "access-loan", name: "Toyota Access Loan", url: "/pages/toyota-access-loan", mandatory: true },
        {
          id: "repayment-calculator",
          name: "Repayment Calculator",
          url: "{dealer_brand}/finance/calculator",
          mandatory: true,
        },
        {
          id: "full-service-lease",
          name: "Full Service Lease",
          url: "{dealer_brand}/finance/lease",
          mandatory: true,
        },
        {
          id: "used-car-finance",
          name: "Used Car Finance",
          url: "{dealer_brand}/finance/used",
          mandatory: true,
        },
        { id: "insurance", name: "Insurance Quote", url: "{dealer_brand}/insurance", mandatory: true },
        {
          id: "farmer-finance",
          name: "Farmer Finance",
          url: "{dealer_brand}/finance/farmer",
          mandatory: true,
        },
      ],
    },
    {
      id: "fleet",
      name: "Fleet",
      url: "/fleet",
      mandatory: true,
      children: [
        { id: "fleet-enquiry", name: "Fleet Enquiry", url: "/enquiries/fleet-enquiry", mandatory: true },
      ],
    },
    { id: "personalise", name: "Personalise", url: "{dealer_brand}/personalise", mandatory: true },
    {
      id: "discover",
      name: "Discover",
      url: "/about-us",
      mandatory: true,
      children: [
        { id: "mytoyota-connect", name: "myToyota Connect", url: "/pages/mytoyota-connect", mandatory: true },
        { id: "toyota-connected", name: "Toyota Connected", url: "/pages/toyota-connected", mandatory: true },
        {
          id: "safety-sense",
          name: "Toyota Safety Sense",
          url: "/pages/toyota-safety-sense",
          mandatory: true,
        },
        { id: "hybrids", name: "Toyota Hybrids", url: "/pages/toyota-hybrids", mandatory: true },
        { id: "careers", name: "Careers", url: "/careers", mandatory: true },
        { id: "rental", name: "Rental", url: "{dealer_brand}/rental", mandatory: false },
      ],
    },
    {
      id: "contact",
      name: "Contact",
      url: "/contact",
      mandatory: true,
      children: [
        {
          id: "general-enquiry",
          name: "General Enquiry",
          url: "/enquiries/general-enquiry",
          mandatory: true,
        },
        { id: "about-us", name: "About Us", url: "/about-us", mandatory: true },
        {
          id: "complaints",
          name: "Complaint Handling Process",
          url: "/pages/complaint-handling-process",
          mandatory: true,
        },
        { id: "feedback", name: "Feedback", url: "/enquiries/feedback", mandatory: true },
      ],
    },
  ],
  footerMenuIds: ["pre-owned", "service", "contact"],
};
