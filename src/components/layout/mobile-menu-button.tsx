"use client";

import { Menu, X } from "lucide-react";
import { MOBILE_MENU_BUTTON_ID, SITE_NAV_ID, useHeaderMenu } from "./header-menu-context";

/** The phone menu's button (below the desktop width): a disclosure for the one site navigation. */
export function MobileMenuButton() {
  const { mobileOpen, toggleMobile } = useHeaderMenu();
  return (
    <button
      type="button"
      id={MOBILE_MENU_BUTTON_ID}
      aria-expanded={mobileOpen}
      aria-controls={SITE_NAV_ID}
      onClick={toggleMobile}
      className="inline-flex min-h-11 items-center gap-2 rounded-md border border-current/30 px-3 text-sm font-medium lg:hidden"
    >
      {mobileOpen ? <X aria-hidden className="size-4" /> : <Menu aria-hidden className="size-4" />}
      Menu
    </button>
  );
}
