import type { PostType } from "./types";
import { DEFAULT_POST_IMAGE } from "./rules";

/** A self-hosted image staff may choose as a post's featured image: original artwork rendered by scripts/render-blog-images.mjs. */
export type CuratedImage = { src: string; label: string };

const NEWSLETTER_IMAGE = "/images/blog/newsletter.jpg";

/** The curated images, grouped as the spec groups them: for blog posts and for newsletters. */
export const CURATED_IMAGES: { blog: readonly CuratedImage[]; newsletter: readonly CuratedImage[] } = {
  blog: [
    { src: DEFAULT_POST_IMAGE, label: "HSA overview" },
    { src: "/images/blog/compliance.jpg", label: "Compliance" },
    { src: "/images/blog/telehealth.jpg", label: "Telehealth" },
    { src: "/images/blog/investment.jpg", label: "Investment" },
    { src: "/images/blog/savings.jpg", label: "Savings growth" },
    { src: "/images/blog/eligibility.jpg", label: "Eligibility" },
    { src: "/images/blog/employer-benefits.jpg", label: "Employer benefits" },
  ],
  newsletter: [
    { src: NEWSLETTER_IMAGE, label: "Newsletter" },
    { src: "/images/blog/newsletter-washington.jpg", label: "News from Washington" },
    { src: "/images/blog/newsletter-quarterly.jpg", label: "Quarterly roundup" },
    { src: "/images/blog/newsletter-limits.jpg", label: "Limits and rates" },
    { src: "/images/blog/newsletter-webinar.jpg", label: "Webinar recap" },
    { src: "/images/blog/newsletter-interview.jpg", label: "Interview" },
    { src: "/images/blog/newsletter-industry.jpg", label: "Industry news" },
  ],
};

/** Which group of images a post type chooses from. */
export function imageGroupFor(type: PostType | null): keyof typeof CURATED_IMAGES {
  return type === "newsletter" ? "newsletter" : "blog";
}

/** The image a post of this type shows when none was chosen. */
export function defaultImageFor(type: PostType | null): string {
  return type === "newsletter" ? NEWSLETTER_IMAGE : DEFAULT_POST_IMAGE;
}

/** Every curated image, for checking that a submitted choice is one of them. */
export function isCuratedImage(src: string): boolean {
  return [...CURATED_IMAGES.blog, ...CURATED_IMAGES.newsletter].some((image) => image.src === src);
}
