import type { SiteConfig } from "@/lib/tenancy/site-config";
import type { DealerComments } from "@/lib/vehicle/dealer-comments";
import type { DetailTab } from "@/lib/vehicle/detail-sections";
import { FEATURE_LIST_LIMIT } from "@/lib/vehicle/spec-list";
import { tabCopy } from "@/lib/vehicle/tab-copy";
import { DealerCommentsBlock } from "./dealer-comments-block";
import { ExpandableList } from "./expandable-list";
import { TabParagraphs } from "./tab-paragraphs";
import { type VehicleTab, VehicleTabs } from "./vehicle-tabs";

/**
 * The car page's tabs (which ones: lib/vehicle/detail-sections) with their content drawn here on the
 * server, so every panel's copy is in the HTML.
 */
export function VehicleDetailTabs({
  tabs,
  config,
  comments,
  depositText,
  equipment,
}: {
  tabs: DetailTab[];
  config: SiteConfig;
  comments: DealerComments;
  /** The Reserve Online tab's deposit copy. */
  depositText: string | undefined;
  equipment: string[];
}) {
  const content = (tab: DetailTab) => {
    switch (tab.id) {
      case "comments":
        return <DealerCommentsBlock comments={comments} />;
      case "included":
      case "why":
      case "protect":
        return <TabParagraphs items={tabCopy(config, tab.copy)} />;
      case "reserve":
        return <p className="leading-relaxed">{depositText}</p>;
      case "features":
        return (
          <ExpandableList
            id="feature-list"
            items={equipment}
            limit={FEATURE_LIST_LIMIT}
            moreLabel="Show All"
            lessLabel="Hide"
            className="grid gap-x-6 gap-y-2 sm:grid-cols-2"
            itemClassName="border-b pb-2 text-sm"
          />
        );
    }
  };
  const withContent: VehicleTab[] = tabs.map((tab) => ({
    id: tab.id,
    label: tab.label,
    content: content(tab),
  }));
  return <VehicleTabs tabs={withContent} label="About this car" />;
}
