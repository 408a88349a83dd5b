import { Menu, X } from "~/components/site/icons";
import { PageLink, PageLinkItems } from "~/components/site/page-link";
import { MENU_ENTRIES } from "~/content/navigation";
import { ENHANCE, flag } from "~/lib/site/enhance-attributes";

export const MOBILE_MENU_ID = "mobile-menu";
export const MOBILE_MENU_LABEL = "Menu";

/**
 * The compact menu (below 1024 px): the same groups as the desktop menu, without Contact Us. A
 * native disclosure, so the hamburger opens it without JavaScript; the enhancement script
 * (app/enhance/disclosures.ts) closes it on Escape (focus back to the hamburger), on a choice, on a
 * press outside and when focus leaves it, so focus never lands on the page hidden under it.
 */
export function MobileNav() {
  const linkClass = "block rounded-md px-3 py-2.5 text-base font-medium text-slate-800 hover:bg-brand-50 hover:text-brand-900";
  return (
    <details className="group/compact lg:hidden" {...flag(ENHANCE.disclosure)} {...flag(ENHANCE.compactMenu)}>
      <summary
        aria-label={MOBILE_MENU_LABEL}
        aria-controls={MOBILE_MENU_ID}
        className="inline-flex size-10 cursor-pointer list-none items-center justify-center rounded-md text-white hover:bg-white/10 group-data-[look=opaque]/header:text-brand-900 group-data-[look=opaque]/header:hover:bg-brand-50 [&::-webkit-details-marker]:hidden"
      >
        <Menu aria-hidden="true" className="size-6 group-open/compact:hidden" />
        <X aria-hidden="true" className="hidden size-6 group-open/compact:block" />
      </summary>
      <nav
        id={MOBILE_MENU_ID}
        aria-label="Main"
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-slate-200 bg-white px-4 pt-2 pb-6 shadow-lg"
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
    </details>
  );
}
