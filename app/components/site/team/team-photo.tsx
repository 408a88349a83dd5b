import { useEffect, useRef, useState } from "react";
import { initialsOf } from "~/lib/initials";

export const TEAM_PHOTO_SIZE = 320;

/** A member's photo; when the file is missing or broken, their initials on a brand-coloured disc. */
export function TeamPhoto({ src, name }: { src: string; name: string }) {
  const [failed, setFailed] = useState(false);
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    // The image may have failed before hydration attached onError.
    const element = image.current;
    if (element?.complete && element.naturalWidth === 0) setFailed(true);
  }, []);
  if (failed) {
    return (
      <span
        role="img"
        aria-label={name}
        className="flex size-40 items-center justify-center rounded-full bg-gradient-to-br from-brand-600 to-brand-900 text-4xl font-semibold text-white"
      >
        {initialsOf(name)}
      </span>
    );
  }
  return (
    <img
      ref={image}
      src={src}
      alt={name}
      width={TEAM_PHOTO_SIZE}
      height={TEAM_PHOTO_SIZE}
      loading="lazy"
      onError={() => setFailed(true)}
      className="size-40 rounded-full bg-brand-100 object-cover shadow-md ring-4 ring-white"
    />
  );
}
