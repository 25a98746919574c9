import Image, { type StaticImageData } from "next/image";
import Link from "next/link";
import type { ReactNode } from "react";
import { type HomeHero as HomeHeroFields, shippedHeroPicture } from "@/lib/content/home-page";

/**
 * The home page's hero (decision 0060): the heading, the words under it and a button, with the
 * dealer's picture beside them when there is one. What staff left empty is the template's: the site's
 * name, how many cars are in stock and where, and "Browse all stock" to the search page. The picture
 * sits beside the words, never under them, so the words keep the theme's checked contrast. In the
 * console's preview (`preview`) the heading is a level down and the button goes nowhere.
 *
 * A picture the platform ships (decision 0078) arrives as `picture`, its size known: drawn with
 * next/image, preloaded with a high fetch priority (it is the page's largest paint), sized per screen
 * and served as AVIF or WebP. `search` (the make, model and keyword form) sits under the words.
 */
/** On a wide screen the picture fills the right column beside the words and the search; on a phone it follows the words. */
const PICTURE_PLACE = "md:col-start-2 md:row-span-2 md:row-start-1";

export function HomeHero({
  hero,
  siteName,
  stockLine,
  preview = false,
  picture = null,
  search = null,
}: {
  hero: HomeHeroFields;
  siteName: string;
  stockLine: string;
  preview?: boolean;
  picture?: StaticImageData | null;
  search?: ReactNode;
}) {
  const Heading = preview ? "h3" : "h1";
  const headingId = preview ? "home-heading-preview" : "home-heading";
  const buttonText = hero.buttonText && hero.buttonLink ? hero.buttonText : "Browse all stock";
  const buttonLink = hero.buttonText && hero.buttonLink ? hero.buttonLink : "/search";
  const external = /^https?:\/\//i.test(buttonLink);
  // A shipped picture's address is not a picture of its own: without its data there is no picture.
  const shipped = shippedHeroPicture(hero.imageUrl) !== null;
  const hasPicture = shipped ? picture !== null : hero.imageUrl !== null;
  const buttonClass =
    "mt-6 inline-block rounded-lg bg-background px-5 py-3 font-semibold text-foreground shadow hover:opacity-90";
  return (
    <section aria-labelledby={headingId} className="bg-primary text-primary-foreground">
      <div
        className={`mx-auto max-w-7xl px-4 py-14 ${hasPicture ? "grid items-center gap-8 md:grid-cols-2 md:gap-x-10" : ""}`}
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
        {shipped && picture ? (
          <Image
            src={picture}
            alt={hero.imageAlt ?? ""}
            preload={!preview}
            fetchPriority={preview ? undefined : "high"}
            loading="eager"
            sizes="(min-width: 1280px) 620px, (min-width: 768px) 50vw, 100vw"
            className={`aspect-[16/10] h-auto w-full rounded-lg object-cover ${PICTURE_PLACE}`}
          />
        ) : !shipped && hero.imageUrl ? (
          // A dealer's own picture at an address of their choosing: sizes are unknown, so the frame
          // holds its shape and the picture fills it.
          <img
            src={hero.imageUrl}
            alt={hero.imageAlt ?? ""}
            className={`aspect-[16/10] w-full rounded-lg object-cover ${PICTURE_PLACE}`}
            decoding="async"
          />
        ) : null}
        {search ? <div className={hasPicture ? "md:col-start-1" : "mt-8"}>{search}</div> : null}
      </div>
    </section>
  );
}
