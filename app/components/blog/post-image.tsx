import { mergeClasses } from "~/lib/ui/merge-classes";
import { DEFAULT_POST_IMAGE } from "~/lib/blog/rules";
import { ENHANCE } from "~/lib/site/enhance-attributes";
import { srcsetFor } from "~/lib/media/media-urls";

/** A card in the lists' grid: a third of the 72rem container from 1024 px, half from 640 px. */
export const CARD_IMAGE_SIZES = "(min-width: 1024px) 370px, (min-width: 640px) 50vw, 100vw";

type PostImageProps = { src: string | null; alt: string; className?: string; priority?: boolean; sizes?: string };

/** A post's image at the 1200x630 card ratio (so nothing shifts while it loads); a missing or broken one shows the self-hosted default instead (app/enhance/image-fallbacks.ts). */
export function PostImage({ src, alt, className, priority = false, sizes = CARD_IMAGE_SIZES }: PostImageProps) {
  const current = src || DEFAULT_POST_IMAGE;
  // Uploaded images come in several widths; the browser picks the one the layout needs.
  const srcset = srcsetFor(current);
  return (
    <img
      src={current}
      srcSet={srcset ?? undefined}
      sizes={srcset ? sizes : undefined}
      alt={alt}
      width={1200}
      height={630}
      loading={priority ? "eager" : "lazy"}
      decoding="async"
      {...(current === DEFAULT_POST_IMAGE ? {} : { [ENHANCE.fallbackSrc]: DEFAULT_POST_IMAGE })}
      className={mergeClasses("aspect-[1200/630] w-full bg-slate-200 object-cover", className)}
    />
  );
}
