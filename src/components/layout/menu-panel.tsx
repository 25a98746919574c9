"use client";

import type { ReactNode } from "react";
import { cn } from "@/lib/utils/cn";
import { menuPanelId, useHeaderMenu } from "./header-menu-context";

/**
 * A menu's panel. On a desktop it floats 8 px below the bar (spec 02 §9 "Dropdown offset 8": `mt-2`),
 * a mega panel across the page's width, a dropdown under its button; a transparent bridge over the
 * gap keeps a hovering pointer inside. On a phone it opens in place under its button.
 */
export function MenuPanel({ id, mega, children }: { id: string; mega: boolean; children: ReactNode }) {
  const { open } = useHeaderMenu();
  return (
    <div
      id={menuPanelId(id)}
      hidden={open !== id}
      data-menu-panel=""
      className={cn(
        "bg-background text-foreground lg:absolute lg:top-full lg:z-50 lg:mt-2 lg:rounded-lg lg:border lg:shadow-lg",
        "lg:before:absolute lg:before:inset-x-0 lg:before:-top-2 lg:before:h-2 lg:before:content-['']",
        mega ? "lg:inset-x-0" : "lg:left-0 lg:min-w-64",
      )}
    >
      {children}
    </div>
  );
}
