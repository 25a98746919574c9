import { describe, expect, it } from "vitest";
import { dealershipVideoId, youtubeEmbedUrl, youtubeVideoId } from "./youtube";

describe("YouTube videos in privacy-enhanced mode (decision 0055)", () => {
  it("finds the video id in the addresses YouTube gives out", () => {
    for (const address of [
      "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
      "https://youtube.com/watch?v=dQw4w9WgXcQ&t=10",
      "https://m.youtube.com/watch?v=dQw4w9WgXcQ",
      "https://youtu.be/dQw4w9WgXcQ?si=abc",
      "https://www.youtube.com/embed/dQw4w9WgXcQ",
      "https://www.youtube.com/shorts/dQw4w9WgXcQ",
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
    ]) {
      expect(youtubeVideoId(address), address).toBe("dQw4w9WgXcQ");
    }
  });

  it("a channel, a playlist, another host or a bad id is no video", () => {
    for (const address of [
      "https://www.youtube.com/@metromotorgroup.demo",
      "https://www.youtube.com/playlist?list=PL123",
      "https://evil.example/watch?v=dQw4w9WgXcQ",
      "https://www.youtube.com/watch?v=dQw4w9WgXcQ%22%3E",
      "https://www.youtube.com/embed/short",
      "javascript:alert(1)",
      "not a url",
      null,
    ]) {
      expect(youtubeVideoId(address), String(address)).toBeNull();
    }
  });

  it("plays from youtube-nocookie.com, and only where the site allows videos", () => {
    expect(youtubeEmbedUrl("dQw4w9WgXcQ")).toBe(
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0",
    );
    const dealership = { youtubeUrl: "https://youtu.be/dQw4w9WgXcQ" };
    expect(dealershipVideoId({ marketing: { youtube_embeds: true } }, dealership)).toBe("dQw4w9WgXcQ");
    expect(dealershipVideoId({ marketing: { youtube_embeds: false } }, dealership)).toBeNull();
    expect(dealershipVideoId({ marketing: { youtube_embeds: true } }, null)).toBeNull();
  });
});
