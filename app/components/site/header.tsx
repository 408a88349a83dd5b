import { Menu, X } from "lucide-react";
import { useState } from "react";
import { useLocation } from "react-router";
import { cn } from "~/lib/cn";
import { headerIsOpaque } from "~/lib/header-look";
import { DesktopNav } from "./desktop-nav";
import { Logo } from "./logo";
import { MOBILE_MENU_ID, MobileNav } from "./mobile-nav";
import { useScrolledPastThreshold } from "./use-scroll-y";

/** Fixed site header: opaque white on light-topped pages or once scrolled, else dark and translucent. */
export function Header() {
  const { pathname } = useLocation();
  const scrolled = useScrolledPastThreshold();
  const [menuOpen, setMenuOpen] = useState(false);
  // An open mobile menu is white, so the bar above it turns white too.
  const opaque = headerIsOpaque(pathname, scrolled) || menuOpen;
  const close = () => setMenuOpen(false);
  return (
    <header
      data-look={opaque ? "opaque" : "translucent"}
      className={cn(
        "fixed inset-x-0 top-0 z-50 transition-colors duration-200",
        opaque ? "border-b border-slate-200 bg-white text-slate-900 shadow-sm" : "bg-brand-900/85 text-white backdrop-blur-md",
      )}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Logo inverted={!opaque} onNavigate={close} />
        <DesktopNav opaque={opaque} />
        <button
          type="button"
          className={cn("inline-flex size-10 items-center justify-center rounded-md md:hidden", opaque ? "text-brand-900 hover:bg-brand-50" : "text-white hover:bg-white/10")}
          aria-expanded={menuOpen}
          aria-controls={MOBILE_MENU_ID}
          aria-label={menuOpen ? "Close menu" : "Open menu"}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
        </button>
      </div>
      {menuOpen ? <MobileNav onNavigate={close} /> : null}
    </header>
  );
}
