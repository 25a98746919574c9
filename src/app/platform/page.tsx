import type { Metadata } from "next";
import { SiteDirectory } from "@/components/platform/site-directory";
import { loadSiteDirectory } from "./_loaders/site-directory";

export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: "Forecourt: dealership websites",
  robots: { index: false },
};

export default async function PlatformIndexPage() {
  const directory = await loadSiteDirectory();
  return (
    <main className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold">Forecourt</h1>
      <p className="mt-2 text-muted-foreground">
        One platform, many dealership websites. Each site answers on its own domain, or locally on{" "}
        <code>&lt;slug&gt;.localhost</code>.
      </p>
      <SiteDirectory heading="Sites on this platform" {...directory} />
    </main>
  );
}
