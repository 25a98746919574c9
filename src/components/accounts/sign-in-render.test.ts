import { createElement as h } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SignInCodeStep } from "./sign-in-code-step";
import { SignInForm } from "./sign-in-form";
import { SignInPhoneStep } from "./sign-in-phone-step";

/**
 * Issue 21 §2, signing in by phone on screen: the mobile, then the code, each reason announced at its
 * field. The steps' changes (texting a code, the countdown, focus, the redirect) need a browser and
 * the API: e2e/sign-in.spec.
 */

function tags(html: string, tag: string): string[] {
  return html.match(new RegExp(`<${tag}\\b[^>]*>`, "g")) ?? [];
}
const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
const noop = () => {};

function phoneStep(over: { error?: string; busy?: boolean } = {}) {
  return renderToStaticMarkup(
    h(SignInPhoneStep, {
      id: "si",
      phone: "0412",
      error: over.error,
      busy: over.busy ?? false,
      onPhoneChange: noop,
      onSubmit: noop,
    }),
  );
}

function codeStep(over: { error?: string; formError?: string; busy?: boolean; waitSeconds?: number } = {}) {
  return renderToStaticMarkup(
    h(SignInCodeStep, {
      id: "si",
      sentTo: "0412 345 678",
      code: "",
      error: over.error,
      formError: over.formError,
      busy: over.busy ?? false,
      waitSeconds: over.waitSeconds ?? 0,
      onCodeChange: noop,
      onSubmit: noop,
      onChangeNumber: noop,
      onResend: noop,
    }),
  );
}

describe("SignInForm", () => {
  it("opens at the mobile number", () => {
    const html = renderToStaticMarkup(h(SignInForm, { redirect: "/garage" }));
    expect(tags(html, "form")[0]).toContain('aria-label="Sign in with your mobile"');
    expect(text(html)).toContain("Mobile number");
    expect(text(html)).toContain("Text me a code");
  });
});

describe("SignInPhoneStep (issue 21 §2: 'Australian mobiles only')", () => {
  it("labels the mobile, described by what happens next, and offers 'Text me a code'", () => {
    const html = phoneStep();
    expect(html).toMatch(/<label for="si-phone"[^>]*>Mobile number<\/label>/);
    const [input] = tags(html, "input");
    expect(input).toContain('id="si-phone"');
    expect(input).toContain('type="tel"');
    expect(input).toContain('autoComplete="tel"');
    expect(input).toContain('value="0412"');
    expect(input).toContain('aria-describedby="si-phone-hint"');
    expect(input).not.toContain("aria-invalid");
    expect(html).toMatch(
      /<p id="si-phone-hint"[^>]*>We&#x27;ll text you a 6-digit code\. Australian mobiles only\.<\/p>/,
    );
    expect(tags(html, "button")[0]).toContain('type="submit"');
    expect(text(html)).toContain("Text me a code");
  });

  it("a reason is announced at the field, which is marked invalid and described by it", () => {
    const html = phoneStep({ error: "Please enter your mobile number." });
    const [input] = tags(html, "input");
    expect(input).toContain('aria-invalid="true"');
    expect(input).toContain('aria-describedby="si-phone-error"');
    expect(html).toMatch(/<p id="si-phone-error"[^>]*role="alert">Please enter your mobile number\.<\/p>/);
  });

  it("while the code is sent the button is disabled and says so", () => {
    const html = phoneStep({ busy: true });
    expect(tags(html, "button")[0]).toContain("disabled");
    expect(text(html)).toContain("Sending…");
  });
});

describe("SignInCodeStep (issue 21 §2: the 6-digit code, a 30-second resend cooldown)", () => {
  it("says where the code went, offers to change the number, and labels the code field", () => {
    const html = codeStep();
    expect(tags(html, "form")[0]).toContain('aria-label="Enter your code"');
    expect(text(html)).toContain("We sent a 6-digit code to 0412 345 678 . It works for 5 minutes.");
    expect(html).toMatch(/<button type="button"[^>]*>Change number<\/button>/);
    expect(html).toMatch(/<label for="si-code"[^>]*>Code<\/label>/);
    const [input] = tags(html, "input");
    expect(input).toContain('autoComplete="one-time-code"');
    expect(input).toContain('inputMode="numeric"');
    expect(input).not.toContain("aria-describedby");
    expect(text(html)).toContain("Sign in");
    expect(text(html)).toContain("Send a new code");
  });

  it("a wrong code is announced at the field; a refused new code under the buttons", () => {
    const html = codeStep({ error: "That code is not right.", formError: "Too many codes." });
    const [input] = tags(html, "input");
    expect(input).toContain('aria-invalid="true"');
    expect(input).toContain('aria-describedby="si-code-error"');
    expect(html).toMatch(/<p id="si-code-error"[^>]*role="alert">That code is not right\.<\/p>/);
    expect(html).toMatch(/<p class="[^"]*text-destructive" role="alert">Too many codes\.<\/p><\/form>$/);
  });

  it("a new code waits out the cooldown, counting down", () => {
    const html = codeStep({ waitSeconds: 25 });
    const resend = tags(html, "button").find((b) => b.includes('data-testid="resend-code"'));
    expect(resend).toContain("disabled");
    expect(text(html)).toContain("Send a new code in 25 s");
  });
});
