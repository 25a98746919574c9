import Link from "next/link";
import { consoleTime } from "@/lib/staff/console-time";

/**
 * Where a car's feed values came from (issue 32 §1, decision 0052): the feed history's import that
 * last wrote it, linked to that import's report, and when; or, when no recorded import wrote it (the
 * demo seed, an import from before the history), the feed and the time it last wrote the car.
 */

export type LastFeed = { id: number; label: string };

export function FeedSource({ slug, at, lastFeed }: { slug: string; at: string; lastFeed: LastFeed | null }) {
  const time = <time dateTime={at}>{consoleTime(new Date(at))}</time>;
  if (!lastFeed) return <span>Feed, {time}</span>;
  return (
    <span className="flex flex-col">
      <Link href={`/sites/${slug}/feeds/${lastFeed.id}`} className="underline">
        {lastFeed.label}
      </Link>
      <span className="text-muted-foreground">{time}</span>
    </span>
  );
}
