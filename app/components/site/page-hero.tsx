import type { ReactNode } from "react";
import type { IconName } from "~/content/types";
import { mergeClasses } from "~/lib/ui/merge-classes";
import { ContentIcon } from "./content-icon";

/** A header picture; without `alt` (or with an empty one) it is decoration. */
export type HeroImage = { readonly src: string; readonly width: number; readonly height: number; readonly alt?: string };

type PageHeroProps = {
  eyebrow?: string;
  title: string;
  subtitle?: string;
  /** Shown in the eyebrow, and as a large decorative tile when there is no image. */
  icon?: IconName;
  /** Illustration shown beside the text on large screens. */
  image?: HeroImage;
  /** Breadcrumb trail above the title, e.g. Resources › Contribution Limits. */
  trail?: ReactNode;
  /** Calls to action under the subtitle. */
  children?: ReactNode;
};

/**
 * The dark banner that opens every content page. Its top padding leaves room for the fixed
 * site header (64-72 px), whose translucent dark style sits on this background.
 */
export function PageHero({ eyebrow, title, subtitle, icon, image, trail, children }: PageHeroProps) {
  return (
    <section className="relative isolate overflow-hidden bg-linear-to-br from-brand-900 via-brand-800 to-brand-700 pt-28 pb-14 text-white sm:pt-32 sm:pb-20">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(circle_at_88%_12%,rgb(15_143_111/0.28),transparent_42%),radial-gradient(circle_at_8%_100%,rgb(29_95_140/0.55),transparent_45%)]"
      />
      <div
        className={mergeClasses(
          "mx-auto grid max-w-6xl items-center gap-10 px-4 sm:px-6",
          image ? "lg:grid-cols-[minmax(0,1fr)_minmax(0,28rem)]" : icon && "lg:grid-cols-[minmax(0,1fr)_auto]",
        )}
      >
        <div>
          {trail ? <div className="mb-5 text-sm text-brand-100">{trail}</div> : null}
          {eyebrow ? (
            <p className="mb-3 inline-flex items-center gap-2 text-sm font-semibold tracking-wider text-emerald-200 uppercase">
              {icon ? <ContentIcon name={icon} className="size-4" /> : null}
              {eyebrow}
            </p>
          ) : null}
          <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl lg:text-5xl">{title}</h1>
          {subtitle ? <p className="mt-5 max-w-2xl text-lg leading-relaxed text-pretty text-brand-50">{subtitle}</p> : null}
          {children ? <div className="mt-8 flex flex-wrap gap-3">{children}</div> : null}
        </div>
        {image ? (
          <img
            src={image.src}
            width={image.width}
            height={image.height}
            alt={image.alt ?? ""}
            className="hidden h-auto w-full rounded-2xl shadow-2xl ring-1 ring-white/10 lg:block"
          />
        ) : icon ? (
          <div aria-hidden="true" className="hidden size-44 items-center justify-center rounded-3xl bg-white/10 ring-1 ring-white/20 lg:flex">
            <ContentIcon name={icon} className="size-20 text-emerald-200" strokeWidth={1.25} />
          </div>
        ) : null}
      </div>
    </section>
  );
}

/** Soft glow and rings behind dark bands that are not a full PageHero (e.g. the 404 page). */
export function HeroBackdrop() {
  return (
    <svg
      aria-hidden="true"
      className="absolute inset-0 -z-10 h-full w-full"
      preserveAspectRatio="xMidYMid slice"
      viewBox="0 0 1200 400"
      width="1200"
      height="400"
    >
      <defs>
        <radialGradient id="page-hero-glow" cx="80%" cy="10%" r="70%">
          <stop offset="0" stopColor="#1d5f8c" stopOpacity="0.9" />
          <stop offset="1" stopColor="#0d2c42" stopOpacity="0" />
        </radialGradient>
      </defs>
      <rect width="1200" height="400" fill="url(#page-hero-glow)" />
      <g fill="none" stroke="#ffffff" strokeOpacity="0.07">
        <circle cx="1050" cy="60" r="160" />
        <circle cx="1050" cy="60" r="240" />
        <circle cx="1050" cy="60" r="320" />
      </g>
    </svg>
  );
}
