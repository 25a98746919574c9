import { createElement as h } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { appliedFilters } from "@/lib/search/applied-filters";
import { parseSearchParams, searchStateToQueryString } from "@/lib/search/search-params";
import { KeywordFilter } from "./keyword-filter";

describe("the keyword field (spec 02 §7, decision 0087)", () => {
  it("is a labelled field of the GET form that keeps the chosen keywords without JavaScript", () => {
    const html = renderToStaticMarkup(h(KeywordFilter, { chosen: ["towbar", "sunroof"], onAdd: () => {} }));
    expect(html).toContain('<input type="hidden" name="keyword" value="towbar"/>');
    expect(html).toContain('<input type="hidden" name="keyword" value="sunroof"/>');
    expect(html).toMatch(/<label for="([^"]+)" class="sr-only">Add a keyword<\/label>/);
    const id = html.match(/<label for="([^"]+)"/)![1];
    expect(html).toMatch(
      new RegExp(`<input id="${id}"[^>]*aria-describedby="${id}-hint"[^>]*name="keyword" value=""`),
    );
    expect(html).toContain('type="submit"');
    expect(html).toContain('Add<span class="sr-only"> keyword</span>');
  });

  it("each keyword is a removable chip whose link drops only that word", () => {
    const { state } = parseSearchParams(new URLSearchParams("make=Toyota&keyword=tow+bar"));
    const chips = appliedFilters(state).filter((c) => c.group === "Keyword");
    expect(chips.map((c) => c.text)).toEqual(["“tow”", "“bar”"]);
    expect(searchStateToQueryString(chips[0]!.without)).toBe("?make=Toyota&keyword=bar");
  });
});
