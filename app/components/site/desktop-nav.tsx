import { ChevronDown } from "~/components/site/icons";
import { PageLink } from "~/components/site/page-link";
import { CONTACT_LINK, MENU_ENTRIES, type HeaderEntry } from "~/content/navigation";
import { mergeClasses } from "~/lib/ui/merge-classes";
import { ENHANCE, flag } from "~/lib/site/enhance-attributes";

// Colours follow the header's data-look (group/header), which the enhancement script switches.
const ITEM_CLASS =
  "inline-flex items-center gap-1 rounded-md px-2 py-2 whitespace-nowrap xl:px-3 text-sm font-medium text-white transition-colors hover:bg-white/10 group-data-[look=opaque]/header:text-slate-700 group-data-[look=opaque]/header:hover:bg-brand-50 group-data-[look=opaque]/header:hover:text-brand-900";

/**
 * The bar's menu. Its entries show from 1024 px (narrower, they do not fit beside the firm's name
 * and the compact menu takes over); Contact Us shows from 768 px, beside the compact menu too, so it
 * sits outside the "Main" landmark: between 768 and 1023 px the open compact menu is the only one.
 * Each dropdown is a native disclosure (<details>/<summary>, one open at a time by its shared name),
 * so it opens and its links work without JavaScript; the enhancement script (app/enhance/disclosures.ts)
 * adds closing on a choice, an outside press, Escape and focus leaving it, and arrow keys between its links.
 */
export function DesktopNav({ opaque, currentHref }: { opaque: boolean; currentHref: string | null }) {
  return (
    <div className="hidden items-center gap-2 md:flex">
      <nav aria-label="Main" className="hidden items-center lg:flex xl:gap-1">
        {MENU_ENTRIES.map((entry) =>
          entry.kind === "dropdown" ? (
            <NavDropdown key={entry.id} entry={entry} />
          ) : (
            <PageLink
              key={entry.link.href}
              to={entry.link.href}
              aria-current={entry.link.href === currentHref ? "page" : undefined}
              className={mergeClasses(
                ITEM_CLASS,
                "aria-[current=page]:underline aria-[current=page]:underline-offset-8 group-data-[look=opaque]/header:aria-[current=page]:text-brand-800 group-data-[look=opaque]/header:aria-[current=page]:no-underline",
                // NavLink's class for the current entry, kept so the markup stays as it was.
                entry.link.href === currentHref && "active",
              )}
            >
              {entry.link.label}
            </PageLink>
          ),
        )}
      </nav>
      <ContactLink opaque={opaque} />
    </div>
  );
}

/** The name the bar's dropdowns share: the browser keeps at most one of them open. */
const DROPDOWN_GROUP = "header-menu";

function NavDropdown({ entry }: { entry: Extract<HeaderEntry, { kind: "dropdown" }> }) {
  return (
    <details name={DROPDOWN_GROUP} className="group/menu relative" {...flag(ENHANCE.disclosure)}>
      <summary className={mergeClasses(ITEM_CLASS, "cursor-pointer list-none group-open/menu:bg-black/5 [&::-webkit-details-marker]:hidden")}>
        {entry.label}
        <ChevronDown aria-hidden="true" className="size-4 transition-transform group-open/menu:rotate-180" />
      </summary>
      <ul className="absolute top-full left-0 z-[60] mt-2.5 min-w-60 rounded-xl border border-slate-200 bg-white p-1.5 shadow-xl shadow-slate-900/10">
        {entry.links.map((link) => (
          <li key={link.href}>
            <a
              href={link.href}
              className="block rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-brand-50 hover:text-brand-900 focus-visible:bg-brand-50"
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}

/** Outlined button on the white header; a solid badge on the dark translucent one. */
function ContactLink({ opaque }: { opaque: boolean }) {
  return (
    <PageLink
      to={CONTACT_LINK.href}
      {...flag(ENHANCE.contactLink)}
      data-look={opaque ? "outline" : "badge"}
      className="inline-flex shrink-0 items-center px-4 text-sm whitespace-nowrap font-semibold transition-colors hover:bg-brand-50 data-[look=badge]:h-8 data-[look=badge]:rounded-full data-[look=badge]:bg-white data-[look=badge]:text-brand-900 data-[look=badge]:shadow-sm data-[look=outline]:h-9 data-[look=outline]:rounded-md data-[look=outline]:border data-[look=outline]:border-brand-700 data-[look=outline]:text-brand-800"
    >
      {CONTACT_LINK.label}
    </PageLink>
  );
}
