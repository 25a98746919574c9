import { ChevronDown, Menu, Phone } from "lucide-react";
import Link from "next/link";
import { formatPhone, telHref } from "@/lib/format/format";
import { type Site, sitePhone } from "@/lib/tenancy/site";
import { type MenuItem, siteNavigation } from "@/lib/tenancy/template";

function NavLink({ item, className }: { item: MenuItem; className: string }) {
  const external = /^https?:/.test(item.url);
  return external ? (
    <a href={item.url} className={className} rel="noopener">
      {item.name}
    </a>
  ) : (
    // Not prefetched: a page view would otherwise render every menu page on the server (most are
    // dynamic: search, forms) and parse their payloads on the shopper's phone, for links rarely taken.
    <Link href={item.url} className={className} prefetch={false}>
      {item.name}
    </Link>
  );
}

/**
 * Header with the template's navigation. Dropdowns open on hover and on keyboard focus (CSS
 * focus-within), and the mobile menu is a <details>, so both work without JavaScript.
 */
export function SiteHeader({ site }: { site: Site }) {
  const items = siteNavigation(site.template, site.config).filter((i) => !i.hiddenInNav);
  const phone = sitePhone(site) ?? undefined;
  return (
    <header className="border-b bg-header text-header-foreground print:hidden">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3">
        <Link
          href="/"
          prefetch={false}
          className="text-lg font-bold tracking-tight"
          aria-label={`${site.name} home`}
        >
          {site.logoUrl ? <img src={site.logoUrl} alt="" className="h-8 w-auto" /> : null}
          <span>{site.name}</span>
        </Link>
        {phone ? (
          <a href={telHref(phone)} className="hidden items-center gap-2 text-sm font-medium md:flex">
            <Phone aria-hidden className="size-4" />
            {formatPhone(phone)}
          </a>
        ) : null}
        <details className="relative md:hidden">
          <summary className="flex cursor-pointer list-none items-center gap-2 rounded-md border px-3 py-2 text-sm">
            <Menu aria-hidden className="size-4" /> Menu
          </summary>
          <nav
            aria-label="Main"
            className="absolute right-0 z-40 mt-2 w-72 rounded-lg border bg-background p-2 text-foreground shadow-lg"
          >
            <ul>
              {items.map((item) => (
                <li key={item.id}>
                  <NavLink item={item} className="block rounded px-3 py-2 font-medium hover:bg-muted" />
                  {item.children?.length ? (
                    <ul className="ml-3 border-l pl-2">
                      {item.children.map((child) => (
                        <li key={child.id}>
                          <NavLink
                            item={child}
                            className="block rounded px-3 py-1.5 text-sm hover:bg-muted"
                          />
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              ))}
            </ul>
          </nav>
        </details>
      </div>
      <nav aria-label="Main" className="mx-auto hidden max-w-7xl px-4 pb-2 md:block">
        <ul className="flex flex-wrap gap-1">
          {items.map((item) => (
            <li key={item.id} className="group relative">
              <span className="flex items-center">
                <NavLink item={item} className="rounded px-3 py-2 text-sm font-medium hover:underline" />
                {item.children?.length ? <ChevronDown aria-hidden className="size-3" /> : null}
              </span>
              {item.children?.length ? (
                <ul className="invisible absolute left-0 z-40 min-w-56 rounded-lg border bg-background p-2 text-foreground opacity-0 shadow-lg group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100">
                  {item.children.map((child) => (
                    <li key={child.id}>
                      <NavLink item={child} className="block rounded px-3 py-2 text-sm hover:bg-muted" />
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
