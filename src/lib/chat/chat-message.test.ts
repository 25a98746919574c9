import { describe, expect, it } from "vitest";
import { CONTACT_NEEDED_MESSAGE, chatMessageSchema } from "./chat-message";

const valid = {
  name: "Ada",
  email: "ada@example.com",
  message: "Is the HiLux still available?",
  form_token: "token",
  idempotency_key: "abcdefghijklmnop1234",
};

describe("a chat message (spec 02 §2 chat bubble; the lead forms' field rules)", () => {
  it("takes a name, a way to reply and the message; Sales by default", () => {
    const parsed = chatMessageSchema("sales").parse(valid);
    expect(parsed).toMatchObject({ department: "Sales", name: "Ada", email: "ada@example.com" });
  });

  it("needs an email address or a phone number to reply to", () => {
    const result = chatMessageSchema("sales").safeParse({ ...valid, email: "" });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toContain(CONTACT_NEEDED_MESSAGE);
    expect(chatMessageSchema("sales").parse({ ...valid, email: "", phone: "0412345678" }).phone).toBe(
      "0412 345 678",
    );
  });

  it("spec 02 §9: service and parts messages only in a mode that offers them", () => {
    expect(chatMessageSchema("sales").safeParse({ ...valid, department: "Service" }).success).toBe(false);
    expect(chatMessageSchema("all").parse({ ...valid, department: "Service" }).department).toBe("Service");
  });

  it("refuses an empty or overlong message, and keys it does not know", () => {
    expect(chatMessageSchema("sales").safeParse({ ...valid, message: "  " }).success).toBe(false);
    expect(chatMessageSchema("sales").safeParse({ ...valid, message: "x".repeat(1001) }).success).toBe(false);
    expect(chatMessageSchema("sales").safeParse({ ...valid, admin: true }).success).toBe(false);
  });
});
