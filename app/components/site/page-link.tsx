import type { AnchorHTMLAttributes } from "react";

export type PageLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & { to: string };

/**
 * A link on an HTML-only page (decision 012: every public page). Such a page runs no client-side
 * router, so React Router's <PageLink> ends as a plain anchor anyway, after resolving the path and
 * preparing click and prefetch handlers that never run: about a fifth of a public page's render
 * (docs/decisions/029-render-speed.md). Every `to` on the public site is an absolute path or URL.
 */
export function PageLink({ to, ...props }: PageLinkProps) {
  return <a {...props} href={to} />;
}

/** One list item per link, each a `PageLink` (the footer's groups, the compact menu's groups). */
export function PageLinkItems({ links, className }: { links: readonly { href: string; label: string }[]; className: string }) {
  return links.map((link) => (
    <li key={link.href}>
      <PageLink to={link.href} className={className}>
        {link.label}
      </PageLink>
    </li>
  ));
}
