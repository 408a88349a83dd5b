import { useLocation } from "react-router";
import { MENU_ENTRIES } from "~/content/navigation";
import { useIdentity } from "~/lib/identity/root-data";
import { currentMenuHref } from "~/lib/site/current-page";
import { ENHANCE, flag } from "~/lib/site/enhance-attributes";
import { headerIsOpaque } from "~/lib/site/header-look";
import { staticContents, useStaticContents } from "~/lib/ui/static-markup";
import { DesktopNav } from "./desktop-nav";
import { HeaderSearch } from "./header-search";
import { Logo } from "./logo";
import { MobileNav } from "./mobile-nav";

type HeaderContentsProps = { opaque: boolean; currentHref: string | null; siteName: string };

/** The menu's own links, which can be the page shown (a dropdown's entries are not marked). */
const MENU_LINKS = MENU_ENTRIES.flatMap((entry) => (entry.kind === "link" ? [entry.link.href] : []));

// Rendered once per look and current entry on HTML-only pages (app/lib/ui/static-markup.tsx).
const HEADER_CONTENTS = staticContents(HeaderContents);

/**
 * Fixed site header: opaque white on light-topped pages, once scrolled or while the compact menu
 * is open; otherwise dark and translucent. The server renders the look at the top of the
 * page; the enhancement script switches `data-look`, and every colour follows it in CSS.
 */
export function Header() {
  const { pathname } = useLocation();
  const opaque = headerIsOpaque(pathname, false);
  const contents = useStaticContents(HEADER_CONTENTS, { opaque, currentHref: currentMenuHref(pathname, MENU_LINKS), siteName: useIdentity().siteName });
  return (
    <header
      {...flag(ENHANCE.siteHeader)}
      data-look={opaque ? "opaque" : "translucent"}
      className="group/header fixed inset-x-0 top-0 z-50 bg-brand-900/85 text-white backdrop-blur-md transition-colors duration-200 data-[look=opaque]:border-b data-[look=opaque]:border-slate-200 data-[look=opaque]:bg-white data-[look=opaque]:text-slate-900 data-[look=opaque]:shadow-sm"
      {...contents}
    />
  );
}

function HeaderContents({ opaque, currentHref, siteName }: HeaderContentsProps) {
  return (
    <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
      <Logo siteName={siteName} className="text-white group-data-[look=opaque]/header:text-brand-900" />
      <div className="flex shrink-0 items-center gap-2">
        <DesktopNav opaque={opaque} currentHref={currentHref} />
        <HeaderSearch />
        <MobileNav />
      </div>
    </div>
  );
}
