/** Home / Stock / the car: where the car page sits, for shoppers and search engines. */
export function VehicleBreadcrumb({ name }: { name: string }) {
  return (
    <nav aria-label="Breadcrumb" className="mb-4 text-sm text-muted-foreground">
      <ol className="flex flex-wrap gap-1">
        <li>
          <a href="/" className="hover:underline">
            Home
          </a>{" "}
          /
        </li>
        <li>
          <a href="/search" className="hover:underline">
            Stock
          </a>{" "}
          /
        </li>
        <li aria-current="page" className="text-foreground">
          {name}
        </li>
      </ol>
    </nav>
  );
}
