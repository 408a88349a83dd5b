import { describe, expect, it } from "vitest";
import { sanitizeHtml } from "~/services/blog";
import { sanitizeHtmlForDisplay } from "~/services/blog/sanitize.server";

const hash = "cd".repeat(32);
const stored = `<p>Intro</p><img src="/media/${hash}/1600.webp" alt="A chart" width="1600" height="900"><img src="/images/blog/default.jpg" alt="curated">`;

describe("uploaded images in post HTML", () => {
  it("stays a plain <img> when saved", async () => {
    expect(await sanitizeHtml(stored)).toBe(stored);
  });

  it("gets srcset and sizes derived from its URL when displayed; other images are left alone", async () => {
    const shown = await sanitizeHtmlForDisplay(stored);
    expect(shown).toContain(`srcset="/media/${hash}/480.webp 480w, /media/${hash}/960.webp 960w, /media/${hash}/1600.webp 1600w"`);
    expect(shown).toContain(`sizes="(min-width: 800px) 768px, 100vw"`);
    expect(shown).toContain(`width="1600" height="900"`);
    expect(shown).toContain(`<img src="/images/blog/default.jpg" alt="curated">`);
    // The flag does not leak into the next save.
    expect(await sanitizeHtml(stored)).toBe(stored);
  });
});
