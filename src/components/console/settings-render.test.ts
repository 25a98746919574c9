import { createElement as h } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { initialFormValues, secretsSet } from "@/lib/settings/form-values";
import { siteFormGroup } from "@/lib/settings/site-settings";
import { parseSiteConfig } from "@/lib/tenancy/site-config";
import { SECRET_MARKERS, secretMarkerConfig } from "../../../test/secret-markers";
import { SettingsGroupForm } from "./settings-group-form";
import { SettingsRollbackButton } from "./settings-rollback-button";

vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: () => undefined }) }));

const config = parseSiteConfig({ ...secretMarkerConfig(), contact: { phone: "03 6555 0700" } });
const form = (key: string) => {
  const group = siteFormGroup(key)!;
  return renderToStaticMarkup(
    h(SettingsGroupForm, {
      slug: "harbour-toyota",
      group,
      initial: initialFormValues(group, config),
      secrets: secretsSet(group, config),
    }),
  );
};

describe("issue 32 §3: a settings group's form", () => {
  it("labels each field from the schema, with its help tied to it, and the site's values", () => {
    const html = form("contact");
    expect(html).toMatch(/<label[^>]*>Phone<\/label>/);
    expect(html).toContain('value="03 6555 0700"');
    expect(html).toContain("Shown to shoppers; leads without a location go here.");
    expect(html).toMatch(/aria-describedby="[^"]*-hint"/);
    expect(html).toContain(">Save contact</button>");
    expect(html).toContain(">Preview on the site</button>");
  });

  it("a secret is never in the page: it reads set, an empty password input, and a clear checkbox", () => {
    for (const key of ["chat", "leads"]) {
      const html = form(key);
      expect(html).not.toContain(SECRET_MARKERS.chatToken);
      expect(html).not.toContain(SECRET_MARKERS.webhookSecret);
    }
    const chat = form("chat");
    expect(chat).toContain("Messaging token (secret: set; type a new value to replace it)");
    expect(chat).toMatch(/<input[^>]*type="password"[^>]*value=""/);
    expect(chat).toContain("Clear messaging token");
  });

  it("switches are checkboxes, choices selects, lists JSON text", () => {
    expect(form("features")).toMatch(/<input[^>]*type="checkbox"/);
    expect(form("navigation")).toContain("<select");
    expect(form("navigation")).toContain("<textarea");
  });

  it("a revision's undo button", () => {
    expect(renderToStaticMarkup(h(SettingsRollbackButton, { slug: "x", revision: 3 }))).toContain(
      ">Undo this change</button>",
    );
  });
});

describe("issue 32 §4: theme contrast and the menu editor", () => {
  it("the theme form shows each text pair's contrast, failing ones said so", async () => {
    const { getTemplate } = await import("@/templates/registry");
    const group = siteFormGroup("theme")!;
    const html = renderToStaticMarkup(
      h(SettingsGroupForm, {
        slug: "x",
        group,
        initial: { ...initialFormValues(group, config), "theme.primary": "#eeeeee" },
        secrets: {},
        template: getTemplate("default").theme,
      }),
    );
    expect(html).toContain("Contrast (WCAG AA needs 4.5:1)");
    expect(html).toMatch(/Primary buttons.*fails/);
    expect(html).toMatch(/Body text.*passes/);
    // An empty colour shows the template's, faintly, and says what it takes.
    const accent = getTemplate("default").theme.accent;
    expect(html).toMatch(new RegExp(`<input[^>]*placeholder="${accent.replace(/[()#.]/g, "\\$&")}"`));
    expect(html).toContain("#rrggbb, or rgb(), hsl() or oklch(); empty: the template");
  });

  it("the menu editor: mandatory items cannot be removed or relinked; every control labelled", async () => {
    const { MenuEditor } = await import("./menu-editor");
    const html = renderToStaticMarkup(
      h(MenuEditor, {
        slug: "x",
        initial: [
          { id: "cars", name: "Cars", url: "/cars", mandatory: true, templateUrl: "/cars", children: [] },
          { id: "blog", name: "Blog", url: "/blog", mandatory: false, templateUrl: "/blog", children: [] },
        ],
      }),
    );
    expect(html).toContain("Cars (required by the template)");
    expect(html).not.toContain("Remove Cars");
    expect(html).toContain("Remove Blog");
    expect(html).toMatch(
      /<input[^>]*disabled=""[^>]*value="\/cars"|<input[^>]*value="\/cars"[^>]*disabled=""/,
    );
    expect(html).toContain(">Add to the menu</button>");
  });
});
