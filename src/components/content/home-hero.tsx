import Link from "next/link";
import type { HomeHero as HomeHeroFields } from "@/lib/content/home-page";

/**
 * The home page's hero (decision 0060): the heading, the words under it and a button, with the
 * dealer's picture beside them when there is one. What staff left empty is the template's: the site's
 * name, how many cars are in stock and where, and "Browse all stock" to the search page. The picture
 * sits beside the words, never under them, so the words keep the theme's checked contrast. In the
 * console's preview (`preview`) the heading is a level down and the button goes nowhere.
 */
export function HomeHero({
  hero,
  siteName,
  stockLine,
  preview = false,
}: {
  hero: HomeHeroFields;
  siteName: string;
  stockLine: string;
  preview?: boolean;
}) {
  const Heading = preview ? "h3" : "h1";
  const headingId = preview ? "home-heading-preview" : "home-heading";
  const buttonText = hero.buttonText && hero.buttonLink ? hero.buttonText : "Browse all stock";
  const buttonLink = hero.buttonText && hero.buttonLink ? hero.buttonLink : "/search";
  const external = /^https?:\/\//i.test(buttonLink);
  const buttonClass =
    "mt-6 inline-block rounded-lg bg-background px-5 py-3 font-semibold text-foreground shadow hover:opacity-90";
  return (
    <section aria-labelledby={headingId} className="bg-primary text-primary-foreground">
      <div
        className={`mx-auto max-w-7xl px-4 py-14 ${hero.imageUrl ? "grid items-center gap-8 md:grid-cols-2" : ""}`}
      >
        <div>
          <Heading id={headingId} className="text-3xl font-bold md:text-5xl">
            {hero.heading ?? siteName}
          </Heading>
          <p className="mt-3 max-w-2xl whitespace-pre-line text-lg opacity-90">{hero.text ?? stockLine}</p>
          {preview ? (
            <span className={buttonClass}>{buttonText}</span>
          ) : external ? (
            <a href={buttonLink} className={buttonClass} rel="noopener">
              {buttonText}
            </a>
          ) : (
            <Link href={buttonLink} className={buttonClass}>
              {buttonText}
            </Link>
          )}
        </div>
        {hero.imageUrl ? (
          // A dealer's own picture at an address of their choosing: sizes are unknown, so the frame
          // holds its shape and the picture fills it.
          <img
            src={hero.imageUrl}
            alt={hero.imageAlt ?? ""}
            className="aspect-[16/10] w-full rounded-lg object-cover"
            decoding="async"
          />
        ) : null}
      </div>
    </section>
  );
}
