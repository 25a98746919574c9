import { describe, expect, it } from "vitest";
import { maskPhone, phoneRevealSchema } from "./phone-reveal";

describe("phone reveal (spec 01 §4, §7)", () => {
  it("spec 01 §4: the number is masked after its first 5 characters", () => {
    expect(maskPhone("07 3123 4567")).toBe("07 31XX XXXX");
    expect(maskPhone("0412 345 678")).toBe("0412 XXX XXX");
    expect(maskPhone("1300 123 456")).toBe("1300 XXX XXX");
  });
  it("a number of 5 characters or fewer is shown as it is", () => {
    expect(maskPhone("13 22")).toBe("13 22");
  });
  it("spec 01 §7: the event carries car_id, dealership_id and website_id; anything else is refused", () => {
    expect(phoneRevealSchema.parse({ car_id: 1, dealership_id: 2, website_id: 3 })).toEqual({
      car_id: 1,
      dealership_id: 2,
      website_id: 3,
    });
    expect(phoneRevealSchema.safeParse({ car_id: "1", dealership_id: 2, website_id: 3 }).success).toBe(false);
    expect(phoneRevealSchema.safeParse({ car_id: 1, dealership_id: 2 }).success).toBe(false);
    expect(phoneRevealSchema.safeParse({ car_id: 1, dealership_id: 2, website_id: 3, x: 1 }).success).toBe(
      false,
    );
  });
});
