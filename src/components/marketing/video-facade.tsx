"use client";

import { Play } from "lucide-react";
import { useEffect, useState } from "react";
import { youtubeEmbedUrl } from "@/lib/marketing/youtube";

/**
 * Whether this document was loaded for the page it shows now. A policy belongs to the document: after
 * a client-side navigation from a page without a video, the frame is still closed, so the page is
 * loaded afresh (its own policy opens the frame) and the video starts there.
 */
function documentIsThisPage(): boolean {
  const [entry] = performance.getEntriesByType("navigation");
  if (!entry) return true;
  return new URL(entry.name).pathname === window.location.pathname;
}

/**
 * A YouTube video behind a click (decision 0055): until the shopper presses play, the page has a
 * button and nothing from YouTube (no frame, no thumbnail, no cookie); pressing it puts the
 * privacy-enhanced player (www.youtube-nocookie.com) in its place. The box keeps the video's 16:9 shape
 * before and after, so nothing moves. `data-video-embed` tells the front door this page may open
 * YouTube's frame in its policy.
 */
export function VideoFacade({ videoId, title }: { videoId: string; title: string }) {
  const [playing, setPlaying] = useState(false);
  const anchor = `video-${videoId}`;
  // Arrived here by loading the page afresh to play (below): play.
  useEffect(() => {
    if (window.location.hash === `#${anchor}`) setPlaying(true);
  }, [anchor]);
  const play = () => {
    if (documentIsThisPage()) setPlaying(true);
    else {
      window.history.replaceState(window.history.state, "", `#${anchor}`);
      window.location.reload();
    }
  };
  return (
    <div
      data-video-embed="youtube"
      className="relative aspect-video w-full overflow-hidden rounded-lg bg-black"
    >
      {playing ? (
        <iframe
          src={youtubeEmbedUrl(videoId)}
          title={title}
          className="absolute inset-0 h-full w-full"
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <button
          type="button"
          onClick={play}
          className="absolute inset-0 flex h-full w-full flex-col items-center justify-center gap-3 text-white focus-visible:outline focus-visible:outline-4 focus-visible:outline-offset-[-4px] focus-visible:outline-white"
        >
          <span
            className="flex size-16 items-center justify-center rounded-full bg-red-700"
            aria-hidden="true"
          >
            <Play className="size-8 fill-current" />
          </span>
          <span className="px-4 text-center text-base font-semibold">Play video: {title}</span>
          <span className="px-4 text-center text-xs">Plays from YouTube (privacy-enhanced mode)</span>
        </button>
      )}
    </div>
  );
}
