import { type ComponentProps, type FunctionComponent, createElement as h } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ConfirmStepButtons } from "./confirm-step-buttons";
import { fieldMessages } from "./console-request";
import { type ConsoleNavLink, ConsoleShell } from "./console-shell";
import { ForgotPasswordForm } from "./forgot-password-form";
import { InviteStaffForm } from "./invite-staff-form";
import { SetPasswordForm } from "./set-password-form";
import { StaffRowActions } from "./staff-row-actions";
import { StaffSignInForm } from "./staff-sign-in-form";
import { TwoFactorSetup } from "./two-factor-setup";

/** Every opening tag of `tag` in the markup. */
const tags = (html: string, tag: string) => html.match(new RegExp(`<${tag}\\b[^>]*>`, "g")) ?? [];

describe("issue 31 §1: the console's frame", () => {
  // Children passed the canonical way, as createElement's third argument.
  const Shell = ConsoleShell as FunctionComponent<Omit<ComponentProps<typeof ConsoleShell>, "children">>;
  const shell = renderToStaticMarkup(
    h(
      Shell,
      {
        who: { name: "Jo Citizen", email: "jo@harbour.test", role: "Manager" },
        site: { name: "Harbour City Toyota", href: "/sites/harbour-toyota" },
        links: [
          { href: "/sites/harbour-toyota", label: "Overview", current: true },
          { href: "/sites/harbour-toyota/staff", label: "Staff", current: false },
        ] satisfies ConsoleNavLink[],
      },
      h("p", null, "content"),
    ),
  );

  it("has a skip link to the main content, and the content in <main>", () => {
    expect(shell).toContain('href="#main"');
    expect(shell).toMatch(/<main id="main"[^>]*><p>content<\/p><\/main>/);
  });

  it("names the site, the member and the current section", () => {
    expect(shell).toContain("Harbour City Toyota");
    expect(shell).toContain("Jo Citizen");
    expect(tags(shell, "a").filter((a) => a.includes('aria-current="page"'))).toHaveLength(1);
    expect(shell).toContain('aria-label="Site sections"');
    expect(shell).toContain("Sign out");
  });
});

describe("issue 31 §2: sign-in, password and two-factor forms", () => {
  it("sign-in asks for a labelled e-mail and password, with the browser's autofill hints", () => {
    const html = renderToStaticMarkup(h(StaffSignInForm));
    expect(html).toMatch(/<label[^>]*>E-mail<\/label>/);
    expect(html).toMatch(/<label[^>]*>Password<\/label>/);
    expect(html).toMatch(/autocomplete="username"/i);
    expect(html).toMatch(/autocomplete="current-password"/i);
    expect(html).toContain(">Sign in</button>");
  });

  it("set-password says the length rule beside the field and carries the e-mail for password managers", () => {
    const html = renderToStaticMarkup(h(SetPasswordForm, { token: "t", email: "jo@harbour.test" }));
    expect(html).toContain("At least 12 characters");
    expect(html).toMatch(/autocomplete="new-password"/i);
    expect(html).toContain('value="jo@harbour.test"');
    expect(tags(html, "input").find((i) => i.includes('name="password"'))).toContain("aria-describedby");
  });

  it("forgotten password asks for the sign-in e-mail, labelled, with the username hint", () => {
    const html = renderToStaticMarkup(h(ForgotPasswordForm));
    expect(html).toMatch(/<label[^>]*>E-mail<\/label>/);
    expect(html).toMatch(/autocomplete="username"/i);
    expect(html).toContain(">Send me a link</button>");
  });

  it("two-factor set-up says why when the role requires it, and asks for the password first", () => {
    const required = renderToStaticMarkup(h(TwoFactorSetup, { required: true }));
    expect(required).toContain("needs two-factor sign-in");
    expect(required).toMatch(/<label[^>]*>Your password<\/label>/);
    const offered = renderToStaticMarkup(h(TwoFactorSetup, { required: false }));
    expect(offered).not.toContain("needs two-factor sign-in");
  });
});

describe("issue 31 §2: inviting and managing staff", () => {
  it("the invite form offers only the roles given, and dealerships for a manager", () => {
    const html = renderToStaticMarkup(
      h(InviteStaffForm, {
        slug: "harbour-toyota",
        roles: ["group-admin", "manager", "sales", "marketing"],
        dealerships: [{ slug: "harbour", name: "Harbour Toyota" }],
      }),
    );
    expect(tags(html, "option").map((o) => /value="([^"]+)"/.exec(o)?.[1])).toEqual([
      "group-admin",
      "manager",
      "sales",
      "marketing",
    ]);
    expect(html).toContain("<legend");
    expect(html).toContain("Harbour Toyota");
    expect(html).toContain("leads, reservations, trade-ins, stock, content and their analytics");
  });

  it("a row's actions name the account for a screen reader, and never offer to switch yourself off", () => {
    const other = renderToStaticMarkup(
      h(StaffRowActions, { slug: "s", staffId: 2, email: "sam@x.test", disabled: false, self: false }),
    );
    expect(other).toContain('Switch off <span class="sr-only">sam@x.test</span>');
    const self = renderToStaticMarkup(
      h(StaffRowActions, { slug: "s", staffId: 1, email: "me@x.test", disabled: false, self: true }),
    );
    expect(self).not.toContain("Switch off");
    const off = renderToStaticMarkup(
      h(StaffRowActions, { slug: "s", staffId: 3, email: "off@x.test", disabled: true, self: false }),
    );
    expect(off).toContain("Switch on");
  });

  it("the server's reasons are shown per field, without their key prefix", () => {
    expect(
      fieldMessages([
        { key: "email", message: "email: Enter an e-mail address." },
        { key: "email", message: "email: second" },
        { key: "role", message: "Choose a role." },
      ]),
    ).toEqual({ email: "Enter an e-mail address.", role: "Choose a role." });
  });
});

describe("issue 31 §5–6: each console action is confirmed first", () => {
  const props = { label: "Yes, cancel and refund", onConfirm: () => {}, onBack: () => {} };
  it("the confirm step names what it will do, beside Back", () => {
    const html = renderToStaticMarkup(h(ConfirmStepButtons, { ...props, busy: false }));
    expect(html).toContain(">Yes, cancel and refund</button>");
    expect(html).toContain(">Back</button>");
  });
  it("while it works, both buttons are disabled and it says so", () => {
    const html = renderToStaticMarkup(h(ConfirmStepButtons, { ...props, busy: true }));
    expect(tags(html, "button").every((b) => b.includes("disabled"))).toBe(true);
    expect(html).toContain("Working…");
  });
});
