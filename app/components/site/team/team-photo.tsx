import { ENHANCE, flag } from "~/lib/site/enhance-attributes";
import { initialsOf } from "~/lib/site/initials";

export const TEAM_PHOTO_SIZE = 320;

/**
 * A member's photo; when the file is missing or broken, their initials on a brand-coloured disc
 * take its place (app/enhance/image-fallbacks.ts).
 */
export function TeamPhoto({ src, name }: { src: string; name: string }) {
  return (
    <>
      <img
        src={src}
        alt={name}
        width={TEAM_PHOTO_SIZE}
        height={TEAM_PHOTO_SIZE}
        loading="lazy"
        {...flag(ENHANCE.fallbackNext)}
        className="size-40 rounded-full bg-brand-100 object-cover shadow-md ring-4 ring-white"
      />
      <span
        role="img"
        aria-label={name}
        hidden
        className="flex size-40 items-center justify-center rounded-full bg-gradient-to-br from-brand-600 to-brand-900 text-4xl font-semibold text-white"
      >
        {initialsOf(name)}
      </span>
    </>
  );
}
