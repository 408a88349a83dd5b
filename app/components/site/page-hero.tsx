import type { ReactNode } from "react";

/**
 * Dark top band for pages whose header starts translucent: it sits under the fixed header, so
 * the white header text stays readable before the visitor scrolls.
 */
export function PageHero({ eyebrow, title, children }: { eyebrow?: string; title: string; children?: ReactNode }) {
  return (
    <section className="relative isolate overflow-hidden bg-brand-900 pt-32 pb-16 text-white sm:pb-20">
      <HeroBackdrop />
      <div className="mx-auto max-w-4xl px-4 text-center sm:px-6 lg:px-8">
        {eyebrow ? <p className="text-sm font-semibold tracking-wider text-emerald-300 uppercase">{eyebrow}</p> : null}
        <h1 className="mt-3 text-4xl font-bold tracking-tight sm:text-5xl">{title}</h1>
        {children ? <div className="mx-auto mt-5 max-w-2xl text-lg text-slate-200">{children}</div> : null}
      </div>
    </section>
  );
}

export function HeroBackdrop() {
  return (
    <svg aria-hidden="true" className="absolute inset-0 -z-10 h-full w-full" preserveAspectRatio="xMidYMid slice" viewBox="0 0 1200 400" width="1200" height="400">
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
