import { describe, expect, it } from "vitest";
import { CHAT_LEAD_CATEGORY } from "../chat/chat-options";
import { ONLINE_PURCHASE_LEAD } from "../checkout/purchase-journey";
import { RESERVATION_LEAD } from "../checkout/reservation";
import { LEAD_FORMS } from "../leads/forms";
import { TRADE_IN_CATEGORY, TRADE_IN_SUBCATEGORIES } from "../trade-in/trade-in-lead";
import { isLeadKindKey, LEAD_KIND_KEYS, LEAD_KINDS, leadKindOf } from "./lead-kinds";

describe("issue 31 §4: every lead kind has its place in the inbox", () => {
  it("every form's category is a kind of its own, never 'Other'", () => {
    for (const [form, meta] of Object.entries(LEAD_FORMS)) {
      expect(leadKindOf(meta.category, meta.subcategory).key, form).not.toBe("other");
    }
  });

  it("the system's leads each have their kind: reservation, online purchase, chat, the trade-in's two stages", () => {
    expect(leadKindOf(RESERVATION_LEAD.category, RESERVATION_LEAD.subcategory).label).toBe("Reservation");
    expect(leadKindOf(ONLINE_PURCHASE_LEAD.category, ONLINE_PURCHASE_LEAD.subcategory).label).toBe(
      "Online purchase",
    );
    expect(leadKindOf(CHAT_LEAD_CATEGORY, "Service chat").label).toBe("Chat message");
    expect(leadKindOf(TRADE_IN_CATEGORY, TRADE_IN_SUBCATEGORIES.valued).key).toBe("trade-in");
    expect(leadKindOf(TRADE_IN_CATEGORY, TRADE_IN_SUBCATEGORIES.inPerson).key).toBe("trade-in");
    expect(leadKindOf(TRADE_IN_CATEGORY, null).key).toBe("trade-in");
  });

  it("the accepted trade-in offer stands out, and only it", () => {
    const accepted = leadKindOf(TRADE_IN_CATEGORY, TRADE_IN_SUBCATEGORIES.accepted);
    expect(accepted).toMatchObject({
      key: "trade-in-accepted",
      label: "Trade-in offer accepted",
      standout: true,
    });
    expect(LEAD_KINDS.filter((kind) => kind.standout).map((kind) => kind.key)).toEqual(["trade-in-accepted"]);
  });

  it("a category no path files is 'Other', not lost", () => {
    expect(leadKindOf("Brochure Request", null).key).toBe("other");
  });

  it("the list of keys and the kinds agree, each label once", () => {
    expect(LEAD_KINDS.map((kind) => kind.key)).toEqual([...LEAD_KIND_KEYS]);
    expect(new Set(LEAD_KINDS.map((kind) => kind.label)).size).toBe(LEAD_KINDS.length);
    expect(isLeadKindKey("chat")).toBe(true);
    expect(isLeadKindKey("spam")).toBe(false);
  });
});
