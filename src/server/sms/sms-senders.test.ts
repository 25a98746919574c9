import { describe, expect, it } from "vitest";
import { parseEnv } from "@/env";
import { devOutboxPageEnabled, smsSenderFor } from "./sms-senders";

describe("SMS_PROVIDER picks the sender (issue 21 §1 'selected by configuration')", () => {
  it("the dev outbox by default, under DATA_DIR/sms", () => {
    expect(smsSenderFor(parseEnv({ DATA_DIR: "/srv/fc" })).describe).toBe("dev outbox at /srv/fc/sms");
  });

  it("MessageMedia with its key and secret; the start stops without them", () => {
    const env = parseEnv({
      SMS_PROVIDER: "messagemedia",
      MESSAGEMEDIA_API_KEY: "k",
      MESSAGEMEDIA_API_SECRET: "s",
    });
    expect(smsSenderFor(env).describe).toBe("MessageMedia (api.messagemedia.com)");
    expect(() => parseEnv({ SMS_PROVIDER: "messagemedia", MESSAGEMEDIA_API_KEY: "k" })).toThrow(
      /MESSAGEMEDIA_API_SECRET: SMS_PROVIDER=messagemedia needs/,
    );
    expect(() => parseEnv({ SMS_PROVIDER: "messagemedia" })).toThrow(/MESSAGEMEDIA_API_KEY/);
  });

  it("SMS_SENDER is an alphanumeric id of up to 11 characters or an E.164 number", () => {
    expect(parseEnv({ SMS_SENDER: "Forecourt" }).SMS_SENDER).toBe("Forecourt");
    expect(parseEnv({ SMS_SENDER: "+61491570156" }).SMS_SENDER).toBe("+61491570156");
    expect(() => parseEnv({ SMS_SENDER: "TooLongForASender" })).toThrow(/SMS_SENDER/);
    expect(() => parseEnv({ SMS_SENDER: "12345" })).toThrow(/SMS_SENDER/);
  });
});

describe("the dev outbox page exists only outside production (issue 21 §1)", () => {
  it("on in development and test, off in production", () => {
    expect(devOutboxPageEnabled(parseEnv({ NODE_ENV: "development" }))).toBe(true);
    expect(devOutboxPageEnabled(parseEnv({ NODE_ENV: "test" }))).toBe(true);
    expect(devOutboxPageEnabled(parseEnv({ NODE_ENV: "production" }))).toBe(false);
  });

  it("a production test rig may ask for it, only with the outbox; never with a real provider", () => {
    expect(devOutboxPageEnabled(parseEnv({ NODE_ENV: "production", SMS_DEV_OUTBOX_PAGE: "1" }))).toBe(true);
    expect(() =>
      parseEnv({
        NODE_ENV: "production",
        SMS_DEV_OUTBOX_PAGE: "1",
        SMS_PROVIDER: "messagemedia",
        MESSAGEMEDIA_API_KEY: "k",
        MESSAGEMEDIA_API_SECRET: "s",
      }),
    ).toThrow(/SMS_DEV_OUTBOX_PAGE/);
    const real = parseEnv({
      NODE_ENV: "development",
      SMS_PROVIDER: "messagemedia",
      MESSAGEMEDIA_API_KEY: "k",
      MESSAGEMEDIA_API_SECRET: "s",
    });
    expect(devOutboxPageEnabled(real)).toBe(false);
  });
});
