"use client";

import type { ReactNode } from "react";
import { cn } from "@/lib/utils/cn";
import { DESKTOP_MENU_QUERY, useHeaderMenu } from "./header-menu-context";

/**
 * One menu of the bar: its button and its panel. In hover mode a mouse resting on it opens it on a
 * desktop screen; touch, pen and keyboard use the button, as does click mode (spec 02 §4).
 */
export function MenuGroup({ id, mega, children }: { id: string; mega: boolean; children: ReactNode }) {
  const { trigger, hoverOpen, hoverClose } = useHeaderMenu();
  const hovers = (event: { pointerType: string }) =>
    trigger === "hover" && event.pointerType === "mouse" && window.matchMedia(DESKTOP_MENU_QUERY).matches;
  return (
    <li
      className={cn("lg:flex", mega ? "lg:static" : "lg:relative")}
      data-menu={id}
      onPointerEnter={(event) => {
        if (hovers(event)) hoverOpen(id);
      }}
      onPointerLeave={(event) => {
        if (hovers(event)) hoverClose(id);
      }}
    >
      {children}
    </li>
  );
}
