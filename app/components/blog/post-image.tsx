import { useEffect, useRef, useState } from "react";
import { cn } from "~/lib/cn";
import { DEFAULT_POST_IMAGE } from "~/lib/blog/rules";

type PostImageProps = { src: string | null; alt: string; className?: string; priority?: boolean; sizes?: string };

/** A post's image; a missing or broken one shows the self-hosted default instead. */
export function PostImage({ src, alt, className, priority = false }: PostImageProps) {
  const [current, setCurrent] = useState(src || DEFAULT_POST_IMAGE);
  const ref = useRef<HTMLImageElement>(null);
  const showDefault = () => setCurrent((value) => (value === DEFAULT_POST_IMAGE ? value : DEFAULT_POST_IMAGE));

  // An image can fail before React hydrates and attaches onError: check once after hydration.
  useEffect(() => {
    const image = ref.current;
    if (image?.complete && image.naturalWidth === 0) showDefault();
  }, []);

  return (
    <img
      ref={ref}
      src={current}
      alt={alt}
      width={1200}
      height={630}
      loading={priority ? "eager" : "lazy"}
      decoding="async"
      onError={showDefault}
      className={cn("aspect-[1200/630] w-full bg-slate-200 object-cover", className)}
    />
  );
}
