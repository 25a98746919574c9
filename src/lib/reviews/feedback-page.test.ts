import { describe, expect, it } from "vitest";
import {
  DEFAULT_DEALERSHIP_NAME,
  DEFAULT_FIRST_NAME,
  FEEDBACK_SURVEY_PATH,
  feedbackGreeting,
  feedbackSurveyHref,
  reviewUrlFor,
} from "./feedback-page";

describe("review feedback landing page (spec 02 §2 'Review feedback landing page')", () => {
  it("reads first_name and dealership_name from the link", () => {
    const g = feedbackGreeting({ first_name: "Ada", dealership_name: "Metro Toyota Brisbane" });
    expect(g).toMatchObject({ firstName: "Ada", dealershipName: "Metro Toyota Brisbane" });
  });

  it("defaults: 'Valued Customer' and 'Our Dealership' when the link has neither", () => {
    expect(feedbackGreeting({})).toMatchObject({
      firstName: "Valued Customer",
      dealershipName: "Our Dealership",
      firstNameGiven: false,
      dealershipNameGiven: false,
    });
  });

  it("names as people write them are kept: apostrophes, hyphens, accents, other scripts", () => {
    for (const name of ["O'Brien", "Anne-Marie", "Zoë", "José María", "李 伟", "D'Arcy & Sons (Dubbo)"]) {
      expect(feedbackGreeting({ first_name: name }).firstName).toBe(name);
    }
    expect(feedbackGreeting({ first_name: "  Ada \n Lovelace " }).firstName).toBe("Ada Lovelace");
  });

  it("anything that is not a name is shown as the default, never as markup or someone's message", () => {
    const bad = [
      "<script>alert(1)</script>",
      '"><img src=x onerror=alert(1)>',
      "Visit https://spam.example now",
      "1234",
      "",
      "   ",
      "x".repeat(81),
      "Ada\u0000",
    ];
    for (const value of bad) {
      expect(feedbackGreeting({ first_name: value }).firstName).toBe(DEFAULT_FIRST_NAME);
      expect(feedbackGreeting({ dealership_name: value }).dealershipName).toBe(DEFAULT_DEALERSHIP_NAME);
    }
  });

  it("a first name over 40 characters is not a first name", () => {
    expect(feedbackGreeting({ first_name: "x".repeat(41) }).firstName).toBe(DEFAULT_FIRST_NAME);
  });

  it("a repeated key uses its first value", () => {
    expect(feedbackGreeting({ first_name: ["Ada", "Bob"] }).firstName).toBe("Ada");
  });
});

describe("'I had a great experience' goes to the dealership's review URL from gmb_profiles (spec 02 §2, §3)", () => {
  const profiles = [
    { name: "Metro Toyota Brisbane", review_url: "https://g.page/r/toyota/review" },
    { name: "Metro Mazda Gold Coast", review_url: "https://g.page/r/mazda/review" },
  ];

  it("the profile named like the link's dealership, ignoring case and spacing", () => {
    expect(reviewUrlFor(profiles, "metro  mazda gold coast")).toBe("https://g.page/r/mazda/review");
  });

  it("else the site's first profile; none configured → null", () => {
    expect(reviewUrlFor(profiles, "Someone Else")).toBe("https://g.page/r/toyota/review");
    expect(reviewUrlFor(profiles, null)).toBe("https://g.page/r/toyota/review");
    expect(reviewUrlFor([], "Metro Toyota Brisbane")).toBeNull();
  });

  it("'I had a bad experience' goes to /customer-feedback-survey, carrying a given first name", () => {
    expect(feedbackSurveyHref(feedbackGreeting({}))).toBe(FEEDBACK_SURVEY_PATH);
    expect(feedbackSurveyHref(feedbackGreeting({ first_name: "Zoë O'Brien" }))).toBe(
      "/customer-feedback-survey?first_name=Zo%C3%AB+O%27Brien",
    );
  });
});
