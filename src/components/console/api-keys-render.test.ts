import { createElement as h } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { ApiKeyView } from "@/lib/staff/api-key-scopes";
import { ApiKeyShownOnce } from "./api-key-shown-once";
import { ApiKeyTable } from "./api-key-table";
import { ApiKeyUsage } from "./api-key-usage";
import { ApiKeysManager } from "./api-keys-manager";
import { CreateApiKeyForm } from "./create-api-key-form";

/** Every opening tag of `tag` in the markup. */
const tags = (html: string, tag: string) => html.match(new RegExp(`<${tag}\\b[^>]*>`, "g")) ?? [];
const noop = () => undefined;

const IN_USE: ApiKeyView = {
  id: 1,
  name: "CRM export",
  prefix: "fck_Ab3dEf9h",
  scopes: ["leads:read", "reservations:write"],
  created_at: "2026-11-25T23:15:00.000Z",
  created_by: "Gina Group",
  last_used_at: null,
  revoked_at: null,
};
const REVOKED: ApiKeyView = {
  ...IN_USE,
  id: 2,
  name: "Old feed",
  prefix: "fck_Zz9yXw8v",
  scopes: ["import"],
  last_used_at: "2026-11-26T01:00:00.000Z",
  revoked_at: "2026-11-26T02:00:00.000Z",
};

describe("issue 31 §7: the site's API keys, listed", () => {
  const html = renderToStaticMarkup(
    h(ApiKeyTable, {
      slug: "harbour-toyota",
      siteName: "Harbour City Toyota",
      keys: [IN_USE, REVOKED],
      onRevoked: noop,
    }),
  );

  it("names each key, shows only its first characters, what it may do, who made it and when it was used", () => {
    expect(html).toContain("<caption");
    expect(html).toContain("API keys of Harbour City Toyota");
    expect(html).toMatch(/<th scope="row"[^>]*>CRM export<\/th>/);
    expect(html).toContain("fck_Ab3dEf9h…");
    expect(html).toContain("Read leads");
    expect(html).toContain("Reservations");
    expect(html).toContain("by Gina Group");
    expect(html).toContain("26 Nov 2026, 10:15 am AEDT");
    expect(html).toContain("Never");
  });

  it("a key in use can be revoked, its button naming it; a revoked one says when", () => {
    const buttons = tags(html, "button");
    expect(buttons).toHaveLength(1);
    expect(html).toContain('Revoke <span class="sr-only">the key “CRM export”</span>');
    expect(html).toContain("Revoked");
    expect(html).toContain("26 Nov 2026, 1:00 pm AEDT");
  });

  it("the table scrolls sideways on a phone inside a labelled region the keyboard can reach", () => {
    expect(tags(html, "section")[0]).toMatch(/aria-label="API keys"/);
    expect(tags(html, "section")[0]).toMatch(/tabindex="0"/);
  });

  it("no keys: says so and points to the form", () => {
    const empty = renderToStaticMarkup(
      h(ApiKeyTable, { slug: "s", siteName: "S", keys: [], onRevoked: noop }),
    );
    expect(empty).toContain("No API keys yet");
    expect(tags(empty, "table")).toHaveLength(0);
  });
});

describe("issue 31 §7: making a key", () => {
  const html = renderToStaticMarkup(h(CreateApiKeyForm, { slug: "harbour-toyota", onCreated: noop }));

  it("asks for a labelled name with a hint, and what the key may do as labelled checkboxes", () => {
    expect(html).toMatch(/<label[^>]*>Name<\/label>/);
    expect(tags(html, "input").find((i) => i.includes('name="name"'))).toContain("aria-describedby");
    expect(html).toContain("<legend");
    expect(html).toContain("What the key may do");
    const boxes = tags(html, "input").filter((i) => i.includes('type="checkbox"'));
    expect(boxes.map((b) => /value="([^"]+)"/.exec(b)?.[1])).toEqual([
      "import",
      "leads:read",
      "reservations:write",
      "settings",
      "analytics:read",
    ]);
    expect(html).toContain("Import feeds");
    expect(html).toContain(">Create key</button>");
  });
});

describe("issue 31 §7: a new key, shown once", () => {
  const key = `fck_${"Q".repeat(43)}`;
  const html = renderToStaticMarkup(h(ApiKeyShownOnce, { name: "CRM export", apiKey: key, onDone: noop }));

  it("shows the whole key, says it will not be shown again, and offers to copy it", () => {
    expect(html).toContain(`>${key}</code>`);
    expect(html).toContain("this is the only time it is shown.");
    expect(html).toContain('Copy key <span class="sr-only">“CRM export”</span>');
    expect(html).toContain("I have stored it");
    expect(html).toMatch(/role="status"/);
  });

  it("its heading takes focus when it appears, so a screen reader reads it", () => {
    expect(tags(html, "h2")[0]).toMatch(/tabindex="-1"/);
  });
});

describe("issue 31 §7: the page's working part and how to use a key", () => {
  it("the list comes first, the form after; no key is shown until one is made", () => {
    const html = renderToStaticMarkup(
      h(ApiKeysManager, { slug: "harbour-toyota", siteName: "Harbour City Toyota", initialKeys: [IN_USE] }),
    );
    expect(html.indexOf("<table")).toBeLessThan(html.indexOf("Create a key"));
    expect(html).not.toContain("only time it is shown");
  });

  it("the usage examples are written out for this site and this server", () => {
    const html = renderToStaticMarkup(
      h(ApiKeyUsage, { origin: "https://console.example", slug: "harbour-toyota" }),
    );
    expect(html).toContain("https://console.example/admin/api/sites/harbour-toyota/leads?since=");
    expect(html).toContain("https://console.example/admin/api/import");
    expect(html).toContain("https://console.example/admin/api/reservations?site=harbour-toyota");
    expect(html).toContain("Authorization: Bearer");
  });
});
