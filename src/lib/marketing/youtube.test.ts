import { describe, expect, it } from "vitest";
import {
  carVideoId,
  dealershipVideoId,
  YOUTUBE_ADDRESS_PATTERN,
  youtubeEmbedUrl,
  youtubeVideoId,
} from "./youtube";

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

  it("a car's video shows only where the site allows videos, and only when it is a video's address", () => {
    const on = { marketing: { youtube_embeds: true } };
    expect(carVideoId(on, { videoUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ" })).toBe("dQw4w9WgXcQ");
    expect(
      carVideoId({ marketing: { youtube_embeds: false } }, { videoUrl: "https://youtu.be/dQw4w9WgXcQ" }),
    ).toBeNull();
    expect(carVideoId(on, { videoUrl: null })).toBeNull();
    expect(carVideoId(on, { videoUrl: "https://vimeo.com/76979871" })).toBeNull();
  });

  it("the JSON Schema's pattern lets every address with a video through (the full rule is youtubeVideoId)", () => {
    for (const address of ["https://youtu.be/dQw4w9WgXcQ", "https://m.youtube.com/watch?v=dQw4w9WgXcQ"])
      expect(YOUTUBE_ADDRESS_PATTERN.test(address), address).toBe(true);
    expect(YOUTUBE_ADDRESS_PATTERN.test("https://vimeo.com/76979871")).toBe(false);
  });
});
