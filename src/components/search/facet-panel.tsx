import { CollapsiblePanel } from "@/components/ui/collapsible-panel";
import { facetValueLabel } from "@/lib/search/filter-labels";
import type { FacetAttribute } from "@/lib/search/search-attributes";
import { toggleRefinement } from "@/lib/search/search-params";
import type { FacetItem, SearchState } from "@/lib/search/search-types";
import { templateCopy } from "@/lib/template/template";
import { RefinementList } from "./refinement-list";
import type { ApplySearch } from "./use-search-state";
import type { SearchViewTemplate } from "./view-props";

/** A refinement list's place among the filters: its label, fold, and the template's more/less copy. */
export type FacetPanelSpec = {
  attribute: FacetAttribute;
  label: string;
  limit: number;
  more?: "show_all_makes";
  less?: "hide_extra_makes";
};

/** A refinement list in a collapsible panel; a panel with nothing to choose from is left out. */
export function FacetPanel({
  panel,
  open,
  items,
  state,
  template,
  apply,
}: {
  panel: FacetPanelSpec;
  /** Opened at first; a panel with a choice made is open whatever this says. */
  open: boolean;
  items: FacetItem[];
  state: SearchState;
  template: SearchViewTemplate;
  apply: ApplySearch;
}) {
  const selected = state.refinements[panel.attribute] ?? [];
  if (!items.length && !selected.length) return null;
  return (
    <CollapsiblePanel title={panel.label} defaultOpen={open || selected.length > 0}>
      <RefinementList
        attribute={panel.attribute}
        label={panel.label}
        items={items}
        selected={selected}
        limit={panel.limit}
        showMoreLabel={panel.more ? templateCopy(template, panel.more) : "Show more"}
        showLessLabel={panel.less ? templateCopy(template, panel.less) : "Show less"}
        onToggle={(value) => apply(toggleRefinement(state, panel.attribute, value))}
        // Values as a shopper reads them: "Queensland" for `qld`, "Used" for `used` (decision 0073).
        formatLabel={(value: string) => facetValueLabel(panel.attribute, value)}
      />
    </CollapsiblePanel>
  );
}
