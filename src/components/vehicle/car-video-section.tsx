import { VideoFacade } from "@/components/marketing/video-facade";

/**
 * A car's video on its page (issue 32 §5, decision 0057): the feed's YouTube video, or staff's change
 * over it, behind the privacy-enhanced facade (nothing from YouTube until the shopper presses play).
 * The page renders it only where the site allows videos (lib/marketing/youtube `carVideoId`). Its
 * region and the player are named "Video of <car>"; the heading reads "Video".
 */
export function CarVideoSection({ videoId, carName }: { videoId: string; carName: string }) {
  return (
    <section aria-labelledby="car-video">
      <h2 id="car-video" className="mb-3 text-xl font-bold">
        Video<span className="sr-only"> of {carName}</span>
      </h2>
      <VideoFacade videoId={videoId} title={`Video of ${carName}`} />
    </section>
  );
}
