import { PageLink, PageLinkItems } from "~/components/site/page-link";
import { MENU_ENTRIES } from "~/content/navigation";

export const MOBILE_MENU_ID = "mobile-menu";
export const MOBILE_MENU_LABELS = { open: "Open menu", close: "Close menu" } as const;

/**
 * The compact menu (below 1024 px): the same groups as the desktop menu, without Contact Us. Sent hidden;
 * the header's menu button shows it (app/enhance/header.ts).
 */
export function MobileNav() {
  const linkClass = "block rounded-md px-3 py-2.5 text-base font-medium text-slate-800 hover:bg-brand-50 hover:text-brand-900";
  return (
    <nav
      id={MOBILE_MENU_ID}
      aria-label="Main"
      hidden
      className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-slate-200 bg-white px-4 pt-2 pb-6 shadow-lg lg:hidden"
    >
      <ul className="space-y-1">
        {MENU_ENTRIES.map((entry) =>
          entry.kind === "link" ? (
            <li key={entry.link.href}>
              <PageLink to={entry.link.href} className={linkClass}>
                {entry.link.label}
              </PageLink>
            </li>
          ) : (
            <li key={entry.id} className="pt-2">
              <p id={`mobile-group-${entry.id}`} className="px-3 pb-1 text-xs font-semibold tracking-wider text-slate-600 uppercase">
                {entry.label}
              </p>
              <ul aria-labelledby={`mobile-group-${entry.id}`} className="border-l-2 border-brand-100 pl-2">
                <PageLinkItems links={entry.links} className={linkClass} />
              </ul>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
