import Link from "next/link";
import type { ReactNode } from "react";
import { SignOutButton } from "./sign-out-button";

export type ConsoleNavLink = { href: string; label: string; current: boolean };

/**
 * The console's frame (issue 31 §1): the header with where you are (the site), its sections, your
 * account and sign-out; a skip link; the page's content in <main>. Works at 390 px: the sections wrap.
 */
export function ConsoleShell({
  who,
  site,
  links,
  children,
}: {
  who: { name: string; email: string; role: string };
  site?: { name: string; href: string };
  links: ConsoleNavLink[];
  children: ReactNode;
}) {
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-background focus:p-2"
      >
        Skip to content
      </a>
      <header className="bg-header text-header-foreground">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
          <Link href="/" className="font-semibold">
            Forecourt console
          </Link>
          {site ? (
            <Link href={site.href} className="text-sm opacity-90 hover:underline">
              {site.name}
            </Link>
          ) : null}
          <div className="ml-auto flex items-center gap-2 text-sm">
            <Link href="/account" className="hover:underline" title={`${who.email}, ${who.role}`}>
              {who.name || who.email}
            </Link>
            <SignOutButton />
          </div>
        </div>
        {links.length ? (
          <nav aria-label="Site sections" className="border-t border-white/15">
            <ul className="mx-auto flex max-w-6xl flex-wrap gap-1 px-2 py-1 text-sm">
              {links.map((link) => (
                <li key={link.href}>
                  <Link
                    href={link.href}
                    aria-current={link.current ? "page" : undefined}
                    className="block rounded px-3 py-2 hover:bg-white/10 aria-[current=page]:bg-white/20 aria-[current=page]:font-semibold"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </header>
      <main id="main" className="mx-auto max-w-6xl px-4 py-6">
        {children}
      </main>
    </>
  );
}
