/** Home / Models / … : where a model's pages sit, for shoppers and search engines. */
export function ModelBreadcrumb({ trail }: { trail: readonly { name: string; href?: string }[] }) {
  return (
    <nav aria-label="Breadcrumb" className="mb-4 text-sm text-muted-foreground">
      {/* One line, the page's own name cut short if need be: the trail never re-wraps as fonts load. */}
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
