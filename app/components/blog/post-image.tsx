import { cn } from "~/lib/ui/cn";
import { DEFAULT_POST_IMAGE } from "~/lib/blog/rules";
import { ENHANCE } from "~/lib/site/enhance-attributes";

type PostImageProps = { src: string | null; alt: string; className?: string; priority?: boolean; sizes?: string };

/** A post's image; a missing or broken one shows the self-hosted default instead (app/enhance/image-fallbacks.ts). */
export function PostImage({ src, alt, className, priority = false }: PostImageProps) {
  const current = src || DEFAULT_POST_IMAGE;
  return (
    <img
      src={current}
      alt={alt}
      width={1200}
      height={630}
      loading={priority ? "eager" : "lazy"}
      decoding="async"
      {...(current === DEFAULT_POST_IMAGE ? {} : { [ENHANCE.fallbackSrc]: DEFAULT_POST_IMAGE })}
      className={cn("aspect-[1200/630] w-full bg-slate-200 object-cover", className)}
    />
  );
}
