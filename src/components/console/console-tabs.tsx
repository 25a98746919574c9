import Link from "next/link";

export type ConsoleTab = { href: string; label: string; current: boolean };

/** A list's views as links (issue 31 §5–6: by status): the current one marked for everyone. */
export function ConsoleTabs({ label, tabs }: { label: string; tabs: readonly ConsoleTab[] }) {
  return (
    <nav aria-label={label} className="mb-4">
      <ul className="flex flex-wrap gap-2">
        {tabs.map((tab) => (
          <li key={tab.href}>
            <Link
              href={tab.href}
              aria-current={tab.current ? "page" : undefined}
              className={`inline-flex min-h-11 items-center rounded-full border px-4 text-sm ${
                tab.current
                  ? "border-foreground bg-foreground font-semibold text-background"
                  : "bg-background hover:bg-muted"
              }`}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Newer and older pages of a list: links only where there is such a page. */
export function ConsolePager({ newer, older }: { newer: string | null; older: string | null }) {
  if (!newer && !older) return null;
  return (
    <nav aria-label="Pages" className="mt-6 flex gap-4">
      {newer ? (
        <Link href={newer} className="underline">
          Newer
        </Link>
      ) : null}
      {older ? (
        <Link href={older} className="underline">
          Older
        </Link>
      ) : null}
    </nav>
  );
}
