import { describe, expect, it } from "vitest";
import { mediaUrlFor, parseMediaUrl, srcsetFor, storedSize, variantWidthsFor } from "~/lib/media/media-urls";

const hash = "ab".repeat(32);

describe("media URLs", () => {
  it("makes the standard widths below the image's own, never wider than the image", () => {
    expect(variantWidthsFor(4000)).toEqual([480, 960, 1600]);
    expect(variantWidthsFor(1600)).toEqual([480, 960, 1600]);
    expect(variantWidthsFor(1200)).toEqual([480, 960, 1200]);
    expect(variantWidthsFor(960)).toEqual([480, 960]);
    expect(variantWidthsFor(300)).toEqual([300]);
  });

  it("stores the largest WebP variant's URL and derives the srcset from it alone", () => {
    expect(mediaUrlFor(hash, 4000)).toBe(`/media/${hash}/1600.webp`);
    expect(srcsetFor(`/media/${hash}/1200.webp`)).toBe(`/media/${hash}/480.webp 480w, /media/${hash}/960.webp 960w, /media/${hash}/1200.webp 1200w`);
  });

  it("gives no srcset to anything but a media URL", () => {
    for (const url of [
      "/images/blog/default.jpg",
      `https://evil.example/media/${hash}/960.webp`,
      `/media/${hash}/960.webp?x=1`,
      `/media/${hash.slice(1)}/960.webp`,
      `/media/${hash}/0.webp`,
      `/media/${hash}/960.svg`,
    ]) {
      expect(srcsetFor(url)).toBeNull();
    }
    expect(parseMediaUrl(`/media/${hash}/480.avif`)).toEqual({ hash, width: 480, format: "avif" });
  });

  it("declares the stored variant's size, keeping the ratio", () => {
    expect(storedSize({ width: 4000, height: 3000 })).toEqual({ width: 1600, height: 1200 });
    expect(storedSize({ width: 800, height: 533 })).toEqual({ width: 800, height: 533 });
  });
});
