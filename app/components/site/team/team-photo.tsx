import { srcsetFor } from "~/lib/media/media-urls";
import { ENHANCE, flag } from "~/lib/site/enhance-attributes";
import { initialsOf } from "~/lib/site/initials";

export const TEAM_PHOTO_SIZE = 320;

/**
 * A member's photo; without one, or when the file is missing or broken, their initials on a
 * brand-coloured disc take its place (app/enhance/image-fallbacks.ts).
 */
export function TeamPhoto({ src, alt, name }: { src: string; alt: string; name: string }) {
  const srcSet = src ? srcsetFor(src) : null;
  return (
    <>
      {src ? (
        <img
          src={src}
          alt={alt}
          width={TEAM_PHOTO_SIZE}
          height={TEAM_PHOTO_SIZE}
          {...(srcSet ? { srcSet, sizes: "10rem" } : {})}
          loading="lazy"
          {...flag(ENHANCE.fallbackNext)}
          className="size-40 rounded-full bg-brand-100 object-cover shadow-md ring-4 ring-white"
        />
      ) : null}
      <span
        role="img"
        aria-label={alt}
        hidden={Boolean(src)}
        className="flex size-40 items-center justify-center rounded-full bg-gradient-to-br from-brand-600 to-brand-900 text-4xl font-semibold text-white"
      >
        {initialsOf(name)}
      </span>
    </>
  );
}
