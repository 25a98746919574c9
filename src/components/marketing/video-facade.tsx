"use client";

import { Play } from "lucide-react";
import { useState } from "react";
import { youtubeEmbedUrl } from "@/lib/marketing/youtube";

/**
 * A YouTube video behind a click (decision 0055): until the shopper presses play, the page has a
 * button and nothing from YouTube (no frame, no thumbnail, no cookie); pressing it puts the
 * privacy-enhanced player (www.youtube-nocookie.com) in its place. The box keeps the video's 16:9 shape
 * before and after, so nothing moves. `data-video-embed` tells the front door this page may open
 * YouTube's frame in its policy.
 */
export function VideoFacade({ videoId, title }: { videoId: string; title: string }) {
  const [playing, setPlaying] = useState(false);
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
          onClick={() => setPlaying(true)}
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
