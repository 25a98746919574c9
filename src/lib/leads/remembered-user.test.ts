import { describe, expect, it } from "vitest";
import { parseRememberedUser, rememberedUserFrom } from "./remembered-user";

describe("remembered user (spec 02 §3: name, last_name, email, phone, postcode in local storage)", () => {
  it("keeps exactly the five contact fields of a sent form", () => {
    expect(
      rememberedUserFrom({
        name: " Ada ",
        last_name: "Lovelace",
        email: "ada@example.com",
        phone: "0412 345 678",
        postcode: "2000",
        message: "private question",
        opt_in: true,
      }),
    ).toEqual({
      name: "Ada",
      last_name: "Lovelace",
      email: "ada@example.com",
      phone: "0412 345 678",
      postcode: "2000",
    });
  });

  it("leaves out blank fields, so a form without a last name does not remember an empty one", () => {
    expect(rememberedUserFrom({ name: "Ada", last_name: "  " })).toEqual({ name: "Ada" });
  });

  it("reads back what it wrote", () => {
    const user = { name: "Ada", email: "ada@example.com" };
    expect(parseRememberedUser(JSON.stringify(user))).toEqual(user);
  });

  it("ignores what it cannot trust: nothing, bad JSON, wrong shapes and wrong types", () => {
    expect(parseRememberedUser(null)).toEqual({});
    expect(parseRememberedUser("{not json")).toEqual({});
    expect(parseRememberedUser("[1,2]")).toEqual({});
    expect(parseRememberedUser(JSON.stringify({ name: 42, email: "a@b.co", extra: "x" }))).toEqual({
      email: "a@b.co",
    });
    expect(parseRememberedUser(JSON.stringify({ name: "x".repeat(300) }))).toEqual({});
  });
});
