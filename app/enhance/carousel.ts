import { ENHANCE } from "~/lib/site/enhance-attributes";
import { wrapIndex } from "~/lib/site/carousel";

/** Previous/next (wrapping at both ends) and dots of each server-rendered carousel. */
export function enhanceCarousels(): void {
  for (const carousel of document.querySelectorAll<HTMLElement>(`[${ENHANCE.carousel}]`)) {
    const slides = [...carousel.querySelectorAll<HTMLElement>(`[${ENHANCE.carouselSlide}]`)];
    const dots = [...carousel.querySelectorAll<HTMLElement>(`[${ENHANCE.carouselDot}]`)];
    let index = Math.max(
      0,
      slides.findIndex((slide) => !slide.hidden),
    );
    const show = (next: number) => {
      index = next;
      slides.forEach((slide, position) => (slide.hidden = position !== index));
      dots.forEach((dot, position) => (position === index ? dot.setAttribute("aria-current", "true") : dot.removeAttribute("aria-current")));
    };
    for (const button of carousel.querySelectorAll<HTMLElement>(`[${ENHANCE.carouselStep}]`)) {
      const step = Number(button.getAttribute(ENHANCE.carouselStep));
      button.addEventListener("click", () => show(wrapIndex(index, step, slides.length)));
    }
    dots.forEach((dot, position) => dot.addEventListener("click", () => show(position)));
  }
}
