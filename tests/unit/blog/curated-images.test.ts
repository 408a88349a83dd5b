import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CURATED_IMAGES, defaultImageFor, isCuratedImage } from "~/lib/blog/curated-images";

const publicDir = path.resolve(import.meta.dirname, "../../../public");

describe("curated featured images", () => {
  it("offer seven self-hosted images for each of the blog and newsletter types, each labelled once", () => {
    for (const group of [CURATED_IMAGES.blog, CURATED_IMAGES.newsletter]) {
      expect(group).toHaveLength(7);
      expect(new Set(group.map((image) => image.label)).size).toBe(7);
      for (const image of group) expect(existsSync(path.join(publicDir, image.src)), image.src).toBe(true);
    }
  });

  it("keep a default per type among them", () => {
    expect(isCuratedImage(defaultImageFor("news"))).toBe(true);
    expect(CURATED_IMAGES.newsletter.map((image) => image.src)).toContain(defaultImageFor("newsletter"));
    expect(isCuratedImage("/images/blog/nowhere.jpg")).toBe(false);
  });
});
