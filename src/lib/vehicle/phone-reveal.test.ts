import { describe, expect, it } from "vitest";
import { maskPhone } from "./phone-reveal";
import { phoneRevealSchema } from "./phone-reveal-schema";

describe("phone reveal (spec 01 §4 'Phone reveal', §7 phone-reveal event)", () => {
  it("spec 01 §4 'The number is masked after its first 5 characters': digits become X, spaces stay", () => {
    expect(maskPhone("07 3123 4567")).toBe("07 31XX XXXX");
    expect(maskPhone("0412 345 678")).toBe("0412 XXX XXX");
    expect(maskPhone("1300 123 456")).toBe("1300 XXX XXX");
  });

  it("spec 01 §4 phone reveal masks the displayed number (spec 02 §5 phone display), however it is stored", () => {
    expect(maskPhone("+61 7 3123 4567")).toBe("07 31XX XXXX");
    expect(maskPhone("0731234567")).toBe("07 31XX XXXX");
    expect(maskPhone("1300123456")).toBe("1300 XXX XXX");
  });

  it("spec 01 §4 masked after 5 characters: a number of 5 characters or fewer is shown as it is", () => {
    expect(maskPhone("13 22")).toBe("13 22");
    expect(maskPhone("000")).toBe("000");
    expect(maskPhone("")).toBe("");
  });

  it("spec 01 §7 'Phone-reveal event: sends car_id, dealership_id, website_id'", () => {
    expect(phoneRevealSchema.parse({ car_id: 1, dealership_id: 2, website_id: 3 })).toEqual({
      car_id: 1,
      dealership_id: 2,
      website_id: 3,
    });
  });

  it("spec 01 §7 phone-reveal event: missing, non-integer, non-positive or extra fields are refused", () => {
    const accepts = (body: unknown) => phoneRevealSchema.safeParse(body).success;
    expect(accepts({ car_id: "1", dealership_id: 2, website_id: 3 })).toBe(false);
    expect(accepts({ car_id: 1, dealership_id: 2 })).toBe(false);
    expect(accepts({ car_id: 1.5, dealership_id: 2, website_id: 3 })).toBe(false);
    expect(accepts({ car_id: 0, dealership_id: 2, website_id: 3 })).toBe(false);
    expect(accepts({ car_id: 1, dealership_id: 2, website_id: 3, x: 1 })).toBe(false);
    const result = phoneRevealSchema.safeParse({ car_id: -4, dealership_id: 2, website_id: 3 });
    expect(result.error?.issues[0]).toMatchObject({
      path: ["car_id"],
      message: "must be an id (a whole number from 1 to 2147483647)",
    });
  });
});
