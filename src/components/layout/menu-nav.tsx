"use client";

import { type ReactNode, useEffect, useRef } from "react";
import { cn } from "@/lib/utils/cn";
import { SITE_NAV_ID, useHeaderMenu } from "./header-menu-context";

/**
 * The site's one main navigation. On a desktop it is the bar of menus under the logo; on a phone the
 * same list opens below the header from the Menu button, its groups expanding in place. One list, so
 * no landmark or id is drawn twice.
 */
export function MenuNav({ children }: { children: ReactNode }) {
  const { mobileOpen, closeAll } = useHeaderMenu();
  const nav = useRef<HTMLElement>(null);
  // Spec 02 §4 "The model dropdown is force-closed after a model is chosen": following any menu link
  // (by pointer or keyboard: Enter on a link is a click) closes the menus, as the header stays on
  // screen through a client-side navigation.
  useEffect(() => {
    const element = nav.current;
    if (!element) return;
    const onClick = (event: MouseEvent) => {
      if ((event.target as Element | null)?.closest("a[href]")) closeAll();
    };
    element.addEventListener("click", onClick);
    return () => element.removeEventListener("click", onClick);
  }, [closeAll]);
  return (
    <nav
      ref={nav}
      id={SITE_NAV_ID}
      aria-label="Main"
      data-mobile-open={mobileOpen}
      className={cn(
        "border-t border-current/15 lg:block lg:border-t-0",
        mobileOpen
          ? "absolute inset-x-0 top-full z-40 block max-h-[calc(100dvh-4rem)] overflow-y-auto bg-background text-foreground shadow-lg lg:static lg:max-h-none lg:overflow-visible lg:bg-transparent lg:text-inherit lg:shadow-none"
          : "hidden",
      )}
    >
      {children}
    </nav>
  );
}
