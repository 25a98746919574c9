/** One step of a breadcrumb: a link, or (the last) the page itself. */
export type BreadcrumbStep = { name: string; href?: string };

/**
 * Home / … / this page: where a page sits, for shoppers and search engines. One line, the page's own
 * name cut short if need be, so the trail never re-wraps as fonts load (a layout shift above the fold).
 */
export function Breadcrumb({ trail }: { trail: readonly BreadcrumbStep[] }) {
  return (
    <nav aria-label="Breadcrumb" className="mb-4 text-sm text-muted-foreground">
      <ol className="flex gap-1 overflow-hidden whitespace-nowrap">
        <li>
          <a href="/" className="hover:underline">
            Home
          </a>{" "}
          /
        </li>
        {trail.map((step, i) =>
          step.href && i < trail.length - 1 ? (
            <li key={step.name}>
              <a href={step.href} className="hover:underline">
                {step.name}
              </a>{" "}
              /
            </li>
          ) : (
            <li key={step.name} aria-current="page" className="min-w-0 truncate text-foreground">
              {step.name}
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
