import { ENHANCE } from "~/lib/site/enhance-attributes";

function replaceBroken(image: HTMLImageElement): void {
  const fallbackSrc = image.getAttribute(ENHANCE.fallbackSrc);
  if (fallbackSrc) {
    // Only once: a broken fallback must not loop.
    image.removeAttribute(ENHANCE.fallbackSrc);
    // A srcset would win over the new src: the fallback is one plain image.
    image.removeAttribute("srcset");
    image.removeAttribute("sizes");
    image.src = fallbackSrc;
  } else if (image.hasAttribute(ENHANCE.fallbackNext) && image.nextElementSibling instanceof HTMLElement) {
    image.nextElementSibling.hidden = false;
    image.hidden = true;
  }
}

/** Broken images with a fallback get it, whether they failed before this script ran or later. */
export function enhanceImageFallbacks(): void {
  const selector = `img[${ENHANCE.fallbackSrc}], img[${ENHANCE.fallbackNext}]`;
  for (const image of document.querySelectorAll<HTMLImageElement>(selector)) {
    if (image.complete && image.naturalWidth === 0 && image.getAttribute("src")) replaceBroken(image);
  }
  // Load errors do not bubble, but they can be caught on their way down.
  document.addEventListener(
    "error",
    (event) => {
      if (event.target instanceof HTMLImageElement && event.target.matches(selector)) replaceBroken(event.target);
    },
    { capture: true },
  );
}
