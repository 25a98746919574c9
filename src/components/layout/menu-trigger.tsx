"use client";

import { ChevronDown } from "lucide-react";
import { cn } from "@/lib/utils/cn";
import { menuButtonId, menuPanelId, useHeaderMenu } from "./header-menu-context";

/** A menu's button (WAI-ARIA disclosure navigation): aria-expanded, and the panel it controls. */
export function MenuTrigger({ id, label }: { id: string; label: string }) {
  const { open, toggle } = useHeaderMenu();
  const expanded = open === id;
  return (
    <button
      type="button"
      id={menuButtonId(id)}
      aria-expanded={expanded}
      aria-controls={menuPanelId(id)}
      onClick={() => toggle(id)}
      className="flex min-h-11 w-full items-center justify-between gap-1 px-4 py-2 text-left font-medium hover:underline lg:w-auto lg:px-3 lg:text-sm"
    >
      {label}
      <ChevronDown
        aria-hidden
        className={cn("size-4 transition-transform motion-reduce:transition-none", expanded && "rotate-180")}
      />
    </button>
  );
}
