import { ENHANCE } from "~/lib/site/enhance-attributes";
import { headerIsOpaque, isScrolledPastThreshold } from "~/lib/site/header-look";
import { enhanceMenuButtons } from "./menu-buttons";

/**
 * The header's look follows scrolling (and the open narrow-screen menu, which is white); its
 * dropdowns become menu buttons; the hamburger shows and hides the narrow-screen menu.
 */
export function enhanceHeader(): void {
  const header = document.querySelector<HTMLElement>(`[${ENHANCE.siteHeader}]`);
  if (!header) return;
  const contact = header.querySelector<HTMLElement>(`[${ENHANCE.contactLink}]`);
  const toggle = header.querySelector<HTMLButtonElement>("button[data-label-open]");
  const mobileMenu = toggle ? document.getElementById(toggle.getAttribute("aria-controls") ?? "") : null;
  let menuOpen = false;

  const updateLook = () => {
    const opaque = headerIsOpaque(window.location.pathname, isScrolledPastThreshold(window.scrollY)) || menuOpen;
    const look = opaque ? "opaque" : "translucent";
    if (header.dataset.look !== look) header.dataset.look = look;
    contact?.setAttribute("data-look", opaque ? "outline" : "badge");
  };
  const setMenuOpen = (open: boolean) => {
    if (!toggle || !mobileMenu) return;
    menuOpen = open;
    mobileMenu.hidden = !open;
    toggle.setAttribute("aria-expanded", String(open));
    toggle.setAttribute("aria-label", (open ? toggle.dataset.labelClose : toggle.dataset.labelOpen) ?? "");
    updateLook();
  };

  window.addEventListener("scroll", updateLook, { passive: true });
  window.addEventListener("pageshow", (event) => {
    if (event.persisted) setMenuOpen(false);
  });
  toggle?.addEventListener("click", () => setMenuOpen(!menuOpen));
  mobileMenu?.addEventListener("click", (event) => {
    if (event.target instanceof Element && event.target.closest("a[href]")) setMenuOpen(false);
  });
  updateLook();
  enhanceMenuButtons(header);
}
