import { PageLink } from "~/components/site/page-link";
import { HOME_PATH } from "~/lib/site/public-paths";
import { mergeClasses } from "~/lib/ui/merge-classes";

/** The firm's mark and name, linking home. `className` sets the name's colour. */
export function Logo({ siteName, className }: { siteName: string; className?: string }) {
  return (
    <PageLink to={HOME_PATH} className={mergeClasses("flex min-w-0 items-center gap-2.5 rounded-md font-bold tracking-tight", className)}>
      <LogoMark className="size-9 shrink-0" />
      <span className="text-base leading-tight sm:text-lg">{siteName}</span>
    </PageLink>
  );
}

export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" aria-hidden="true" className={className} width="36" height="36">
      <rect width="40" height="40" rx="10" fill="#174d72" />
      <path d="M9 28 L16 14 L21 23 L25 17 L31 28 Z" fill="#ffffff" opacity="0.95" />
      <circle cx="28" cy="12" r="3.5" fill="#34d399" />
    </svg>
  );
}
