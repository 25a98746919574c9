import { createElement as h } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ChatMessageForm, type ChatMessageFormProps } from "./chat-message-form";
import { ChatPanel } from "./chat-panel";
import { ChatSent } from "./chat-sent";

/**
 * The chat bubble's panel on screen (spec 02 §2 "a chat bubble"): a labelled dialog with the message
 * form, each reason beside its field, then the confirmation. Sending (the ticket, the post, focus
 * moving to the confirmation) needs a browser: e2e/header.spec's chat tests.
 */

function tags(html: string, tag: string): string[] {
  return html.match(new RegExp(`<${tag}\\b[^>]*>`, "g")) ?? [];
}
const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
const noop = () => {};

function form(over: Partial<ChatMessageFormProps> = {}) {
  return renderToStaticMarkup(
    h(ChatMessageForm, {
      id: "chat",
      departments: ["Sales"],
      remembered: {},
      errors: {},
      alert: null,
      busy: false,
      onSubmit: noop,
      ...over,
    }),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("ChatPanel", () => {
  it("is a dialog named 'Message our team', about the car it was opened from, prefilled with the remembered shopper", () => {
    vi.stubGlobal("localStorage", {
      getItem: () => JSON.stringify({ name: "Sam", email: "sam@example.com", phone: "0412 345 678" }),
    });
    const html = renderToStaticMarkup(
      h(ChatPanel, {
        id: "chat-panel",
        departments: ["Sales"],
        car: { carId: 3, carName: "2020 Mazda 3" },
        onClose: noop,
      }),
    );
    const [dialog] = tags(html, "div");
    expect(dialog).toContain('role="dialog"');
    expect(dialog).toContain('aria-labelledby="chat-panel-title"');
    expect(html).toMatch(/<h2 id="chat-panel-title"[^>]*>Message our team<\/h2>/);
    expect(text(html)).toContain("About the 2020 Mazda 3");
    const inputs = tags(html, "input");
    expect(inputs.find((i) => i.includes('name="name"'))).toContain('value="Sam"');
    expect(inputs.find((i) => i.includes('name="email"'))).toContain('value="sam@example.com"');
  });

  it("opened from no car, it says how the team replies; storage switched off leaves the fields empty", () => {
    vi.stubGlobal("localStorage", {
      getItem: () => {
        throw new Error("storage is off");
      },
    });
    const html = renderToStaticMarkup(
      h(ChatPanel, { id: "chat-panel", departments: ["Sales"], car: null, onClose: noop }),
    );
    expect(text(html)).toContain("We reply by email or phone, usually within the day.");
    expect(tags(html, "input").find((i) => i.includes('name="name"'))).not.toContain("value=");
  });
});

describe("ChatMessageForm", () => {
  it("labels every field, the message and first name required, and ends with 'Send message'", () => {
    const html = form();
    for (const [name, label] of [
      ["name", "First name"],
      ["email", "Email"],
      ["phone", "Phone"],
      ["message", "Message"],
    ]) {
      expect(html).toMatch(new RegExp(`<label for="chat-${name}" class="block font-medium">${label}`));
      const control = [...tags(html, "input"), ...tags(html, "textarea")].find((t) =>
        t.includes(`name="${name}"`),
      );
      expect(control).toContain(`id="chat-${name}"`);
    }
    expect(tags(html, "input").find((i) => i.includes('name="name"'))).toContain("required");
    expect(tags(html, "textarea")[0]).toContain("required");
    expect(text(html)).toContain("Phone (or email)");
    expect(tags(html, "button")[0]).toContain('type="submit"');
    expect(text(html)).toContain("Send message");
    expect(html).not.toContain('role="alert"');
    expect(html).not.toContain("<select");
  });

  it("offers the departments only when the site has several", () => {
    const html = form({ departments: ["Sales", "Service"] });
    expect(html).toMatch(
      /<label class="block font-medium">Who would you like to reach\?<select name="department"/,
    );
    expect(html).toContain("<option>Service</option>");
  });

  it("shows each reason beside its field, which is marked invalid and described by it, and the server's alert", () => {
    const html = form({
      errors: { email: "Please give an email address or a phone number so we can reply." },
      alert: "Please fix the following errors:",
    });
    const email = tags(html, "input").find((i) => i.includes('name="email"'))!;
    expect(email).toContain('aria-invalid="true"');
    expect(email).toContain('aria-describedby="chat-email-error"');
    expect(html).toMatch(
      /<input[^>]*name="email"[^>]*\/><span id="chat-email-error" class="[^"]*text-destructive">Please give an email address or a phone number so we can reply\.<\/span><\/label>/,
    );
    expect(tags(html, "input").find((i) => i.includes('name="phone"'))).not.toContain("aria-describedby");
    expect(html).toMatch(/<p role="alert"[^>]*>Please fix the following errors:<\/p>/);
  });

  it("while sending the button is disabled and says so; the honeypot is hidden from people and readers", () => {
    const html = form({ busy: true });
    expect(tags(html, "button")[0]).toContain("disabled");
    expect(text(html)).toContain("Sending…");
    expect(html).toMatch(/<div aria-hidden="true"[^>]*><label for="chat-website">Leave this empty<\/label>/);
    expect(tags(html, "input").find((i) => i.includes('name="website"'))).toContain('tabindex="-1"');
  });
});

describe("ChatSent", () => {
  it("repeats the message and says how the team will reply, focusable so it is read out", () => {
    const html = renderToStaticMarkup(
      h(ChatSent, { sent: { name: "Sam", message: "Is it still there?", replyBy: "phone" } }),
    );
    expect(tags(html, "div")[0]).toContain('tabindex="-1"');
    expect(text(html)).toContain("Is it still there?");
    expect(text(html)).toContain("Thanks, Sam. Your message is with our team, who will reply by phone.");
  });
});
