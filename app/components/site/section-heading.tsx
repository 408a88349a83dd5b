import type { ReactNode } from "react";
import { mergeClasses } from "~/lib/ui/merge-classes";

type SectionHeadingProps = {
  id?: string;
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  align?: "left" | "center";
  /** Heading level; sections directly under the page title are h2. */
  level?: 2 | 3;
  className?: string;
};

export function SectionHeading({ id, eyebrow, title, intro, align = "left", level = 2, className }: SectionHeadingProps) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <div className={mergeClasses("mb-8", align === "center" && "mx-auto max-w-2xl text-center", className)}>
      {eyebrow ? <p className="mb-2 text-sm font-semibold tracking-wider text-accent-600 uppercase">{eyebrow}</p> : null}
      <Heading id={id} className="text-2xl font-bold tracking-tight text-brand-900 sm:text-3xl">
        {title}
      </Heading>
      {intro ? <div className="mt-3 text-base leading-relaxed text-slate-700">{intro}</div> : null}
    </div>
  );
}
