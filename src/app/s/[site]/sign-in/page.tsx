import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound, redirect } from "next/navigation";
import { SignInForm } from "@/components/accounts/sign-in-form";
import { signInQuery, signInReason } from "@/lib/accounts/sign-in-types";
import { currentShopper } from "@/server/accounts/current-shopper";
import { siteOrigin } from "@/server/tenancy/sites";
import { loadSite, requireSite } from "../_loaders/site";

/** Per request: it reads the query and the session. */
export const dynamic = "force-dynamic";

type Props = {
  params: Promise<{ site: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await loadSite((await params).site);
  if (!site?.config.features.authentication) return {};
  return {
    title: "Sign in",
    description: `Sign in to ${site.name} with your mobile number.`,
    alternates: { canonical: `${siteOrigin(site)}/sign-in` },
    // A step on the way somewhere, not a page to find in a search engine.
    robots: { index: false, follow: false },
  };
}

/**
 * /sign-in?type=…&redirect=…&back=… (spec 02 §2, spec 01 §2, issue 21 §2): the mobile number, then the
 * code, then `redirect`. A shopper already signed in goes straight there. Only on a site with
 * `features.authentication` (off by default, spec 02 §9); elsewhere the site's 404.
 */
export default async function SignInRoute({ params, searchParams }: Props) {
  const site = await requireSite((await params).site);
  if (!site.config.features.authentication) notFound();
  const query = signInQuery(await searchParams);
  if (await currentShopper(site, await headers())) redirect(query.redirect);
  return (
    <div className="mx-auto max-w-xl px-4 py-10">
      <h1 className="text-3xl font-bold">Sign in</h1>
      <p className="mt-2 text-muted-foreground">{signInReason(query.type)}</p>
      <SignInForm redirect={query.redirect} />
      <p className="mt-8 text-sm">
        <a href={query.back} className="font-semibold text-primary underline">
          Not now, take me back
        </a>
      </p>
      <p className="mt-4 text-sm text-muted-foreground">
        New here? The first code you enter makes your account with {site.name}. We use your number to sign you
        in and keep your saved cars; see our{" "}
        <a href="/privacy-policy" className="underline">
          privacy policy
        </a>
        .
      </p>
    </div>
  );
}
