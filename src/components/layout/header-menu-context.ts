"use client";

import { createContext, useContext } from "react";
import type { DropdownTrigger } from "@/lib/content/menu-options";

/**
 * The header's one piece of browser state: which dropdown is open (at most one), and whether the
 * phone menu is open. The markup is the server's; the triggers, panels and the phone menu read this.
 */
export type HeaderMenuState = {
  open: string | null;
  mobileOpen: boolean;
  trigger: DropdownTrigger;
  toggle: (id: string) => void;
  /** Opens a dropdown from a resting pointer (hover mode, wide screens, a mouse). */
  hoverOpen: (id: string) => void;
  /** Closes it a moment after the pointer leaves, unless it comes back (the 8 px gap, a diagonal path). */
  hoverClose: (id: string) => void;
  closeAll: () => void;
  toggleMobile: () => void;
};

export const HeaderMenuContext = createContext<HeaderMenuState | null>(null);

export function useHeaderMenu(): HeaderMenuState {
  const state = useContext(HeaderMenuContext);
  if (!state) throw new Error("Header menu parts must be inside <HeaderShell>");
  return state;
}

/** The trigger and panel ids of a menu: one nav serves phones and desktops, so each id is unique. */
export const menuPanelId = (id: string) => `menu-${id}`;
export const menuButtonId = (id: string) => `menu-${id}-button`;
export const SITE_NAV_ID = "site-nav";
export const MOBILE_MENU_BUTTON_ID = "site-nav-button";
/** The width from which the menu is a bar of dropdowns (Tailwind's lg); below it, the phone menu. */
export const DESKTOP_MENU_QUERY = "(min-width: 1024px)";
/** How long a dropdown stays open after the pointer leaves it (hover mode). */
export const HOVER_CLOSE_DELAY_MS = 150;
/** A click this soon after hovering opened the same menu keeps it open (the pointer's one intent). */
export const HOVER_CLICK_GRACE_MS = 700;
