import { readFileSync } from "node:fs";
import path from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { GA_LOADER_PATH, GaLoaderScript } from "~/components/site/analytics-tag";

describe("GA4 loader script", () => {
  it("is rendered from our own origin with the nonce and the ID only when an ID is configured", () => {
    const html = renderToStaticMarkup(<GaLoaderScript measurementId="G-TEST12345" nonce="n0nce" />);
    expect(html).toBe(`<script src="${GA_LOADER_PATH}" data-measurement-id="G-TEST12345" nonce="n0nce" async=""></script>`);
    expect(renderToStaticMarkup(<GaLoaderScript measurementId={null} nonce="n0nce" />)).toBe("");
  });

  it("loads the provider's tag only for a well-formed ID and leaves the first page view to the tag", () => {
    const loader = readFileSync(path.resolve("public", GA_LOADER_PATH.slice(1)), "utf8");
    expect(loader).toContain("/^G-[A-Z0-9]{4,20}$/.test(id)");
    expect(loader).toContain("https://www.googletagmanager.com/gtag/js?id=");
    expect(loader).not.toContain("send_page_view: false");
  });
});
