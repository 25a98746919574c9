import { describe, expect, it } from "vitest";
import { messagingConfigSchema } from "./messaging-config";

describe("the messaging settings' own checks", () => {
  it("refuse an own account without its key and secret, and a sender id a carrier would refuse", () => {
    const noKey = messagingConfigSchema.safeParse({ sms_provider: "messagemedia" });
    expect(noKey.success ? [] : noKey.error.issues.map((issue) => issue.message)).toEqual([
      "Your own MessageMedia account needs its API key and secret",
    ]);
    const longId = messagingConfigSchema.safeParse({ sms_sender: "Much Too Long Name" });
    expect(longId.success).toBe(false);
    expect(messagingConfigSchema.safeParse({ sms_sender: "+61412345678" }).success).toBe(true);
  });
});
