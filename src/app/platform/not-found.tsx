import { SiteDirectory } from "@/components/platform/site-directory";
import { loadSiteDirectory } from "./_loaders/site-directory";

export default async function PlatformNotFound() {
  const directory = await loadSiteDirectory();
  return (
    <main className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold">No site here</h1>
      <p className="mt-2 text-muted-foreground">
        This address does not belong to a site on this Forecourt platform.
        {directory.listed ? " Pick one of the sites below." : ""}
      </p>
      <SiteDirectory heading="Sites on this platform" {...directory} />
    </main>
  );
}
