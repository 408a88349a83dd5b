import { describe, expect, it } from "vitest";
import { addResponsiveSources } from "~/lib/blog/responsive-images";
import { sanitizeHtml } from "~/services/blog";
import { sanitizeHtmlForDisplay } from "~/services/blog/sanitize.server";

const hash = "cd".repeat(32);
const media = (width: number, format = "webp") => `/media/${hash}/${width}.${format}`;

/** Post HTML as staff might type it; each is saved (sanitized) first, as the save path does. */
const SAMPLES = [
  "<p>No images at all</p>",
  `<p>Intro</p><img src="${media(1600)}" alt="A chart" width="1600" height="900"><img src="/images/blog/default.jpg" alt="curated">`,
  `<figure><img alt='quotes "inside" &amp; out' src="${media(600)}"><figcaption>Small</figcaption></figure>`,
  `<img src="${media(2400, "avif")}" srcset="/other.jpg 1x" loading="eager" title="kept in place">`,
  `<p>Text mentioning &lt;img src="${media(1600)}"&gt; is not an image</p><img src="${media(1600)}"/>`,
  `<img src="https://elsewhere.example/${hash}/1600.webp"><img src="/media/${hash}/0.webp"><img>`,
  `<table><tr><th>Headline</th><td><img src="${media(960)}" alt=""></td></tr></table>`,
];

describe("responsive sources on sanitized post HTML", () => {
  it.each(SAMPLES)("gives the same HTML as the display sanitizer: %s", async (typed) => {
    const saved = await sanitizeHtml(typed);
    expect(addResponsiveSources(saved)).toBe(await sanitizeHtmlForDisplay(saved));
  });

  it("adds srcset, sizes and lazy loading to uploaded images only", () => {
    const shown = addResponsiveSources(`<img src="${media(1600)}" alt="x"><img src="/images/a.jpg">`);
    expect(shown).toBe(
      `<img src="${media(1600)}" alt="x" srcset="${media(480)} 480w, ${media(960)} 960w, ${media(1600)} 1600w" sizes="(min-width: 800px) 768px, 100vw" loading="lazy" decoding="async"><img src="/images/a.jpg">`,
    );
  });
});
