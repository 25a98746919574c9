"use client";

import { usePathname } from "next/navigation";
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { DropdownTrigger } from "@/lib/content/menu-options";
import {
  DESKTOP_MENU_QUERY,
  HeaderMenuContext,
  type HeaderMenuState,
  HOVER_CLICK_GRACE_MS,
  HOVER_CLOSE_DELAY_MS,
  MOBILE_MENU_BUTTON_ID,
  menuButtonId,
} from "./header-menu-context";

/**
 * The <header> and its menu state (spec 02 §4 "Dropdown menus: open or closed; the header carries a
 * dropdown-open marker while one is open; hover or click mode is configurable … screen width is
 * tracked on resize to choose the dropdown type"). Escape closes the open menu and returns focus to
 * its button; a click outside, focus leaving the header, following a link, a new page or crossing the
 * phone/desktop width close it.
 */
export function HeaderShell({
  trigger,
  className,
  children,
}: {
  trigger: DropdownTrigger;
  className: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState<string | null>(null);
  const [mobileOpen, setMobileOpen] = useState(false);
  const header = useRef<HTMLElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  /** The menu a resting pointer opened, and when: a click that follows at once is the same intent. */
  const hovered = useRef<{ id: string; at: number } | null>(null);
  const pathname = usePathname();

  const cancelClose = useCallback(() => {
    if (closeTimer.current) clearTimeout(closeTimer.current);
    closeTimer.current = null;
  }, []);
  const closeAll = useCallback(() => {
    cancelClose();
    setOpen(null);
    setMobileOpen(false);
  }, [cancelClose]);

  const state = useMemo<HeaderMenuState>(
    () => ({
      open,
      mobileOpen,
      trigger,
      toggle: (id) => {
        cancelClose();
        // A mouse reaching a button opens its menu, and the click that follows must not close it again.
        const justHovered =
          hovered.current?.id === id && Date.now() - hovered.current.at < HOVER_CLICK_GRACE_MS;
        hovered.current = null;
        setOpen((current) => (current === id && !justHovered ? null : id));
      },
      hoverOpen: (id) => {
        cancelClose();
        if (open !== id) hovered.current = { id, at: Date.now() };
        setOpen(id);
      },
      hoverClose: (id) => {
        cancelClose();
        closeTimer.current = setTimeout(
          () => setOpen((current) => (current === id ? null : current)),
          HOVER_CLOSE_DELAY_MS,
        );
      },
      closeAll,
      toggleMobile: () => setMobileOpen((value) => !value),
    }),
    [open, mobileOpen, trigger, cancelClose, closeAll],
  );

  // A new page (the header stays mounted across client navigations) closes every menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path is the trigger, not an input.
  useEffect(() => closeAll(), [pathname, closeAll]);

  // Crossing the phone/desktop width swaps the dropdown type: start closed in the new one.
  useEffect(() => {
    const query = window.matchMedia(DESKTOP_MENU_QUERY);
    query.addEventListener("change", closeAll);
    return () => query.removeEventListener("change", closeAll);
  }, [closeAll]);

  // A click or tap outside the header closes an open dropdown.
  useEffect(() => {
    if (open === null) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!header.current?.contains(event.target as Node)) setOpen(null);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  useEffect(() => cancelClose, [cancelClose]);

  // Escape closes the open dropdown and puts focus back on its button (or closes the phone menu).
  useEffect(() => {
    if (open === null && !mobileOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || event.defaultPrevented) return;
      event.preventDefault();
      if (open !== null) {
        setOpen(null);
        document.getElementById(menuButtonId(open))?.focus();
      } else {
        setMobileOpen(false);
        document.getElementById(MOBILE_MENU_BUTTON_ID)?.focus();
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open, mobileOpen]);

  // Focus moving out of the header (Tab past a menu's last link) closes the dropdown it left.
  useEffect(() => {
    const element = header.current;
    if (open === null || !element) return;
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget as Node | null;
      if (next && !element.contains(next)) setOpen(null);
    };
    element.addEventListener("focusout", onFocusOut);
    return () => element.removeEventListener("focusout", onFocusOut);
  }, [open]);

  return (
    <HeaderMenuContext.Provider value={state}>
      <header
        ref={header}
        className={className}
        data-dropdown-open={open !== null}
        data-menu-trigger={trigger}
      >
        {children}
      </header>
    </HeaderMenuContext.Provider>
  );
}
