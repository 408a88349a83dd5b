import { ENHANCE } from "~/lib/site/enhance-attributes";
import { headerIsOpaque, isScrolledPastThreshold } from "~/lib/site/header-look";
import { enhanceDisclosures } from "./disclosures";

/**
 * The header's look follows scrolling (and the open compact menu, which is white); its menus
 * (native disclosures) close as the disclosure navigation pattern expects.
 */
export function enhanceHeader(): void {
  const header = document.querySelector<HTMLElement>(`[${ENHANCE.siteHeader}]`);
  if (!header) return;
  const contact = header.querySelector<HTMLElement>(`[${ENHANCE.contactLink}]`);
  const compactMenu = header.querySelector<HTMLDetailsElement>(`details[${ENHANCE.compactMenu}]`);

  const updateLook = () => {
    const opaque = headerIsOpaque(window.location.pathname, isScrolledPastThreshold(window.scrollY)) || Boolean(compactMenu?.open);
    const look = opaque ? "opaque" : "translucent";
    if (header.dataset.look !== look) header.dataset.look = look;
    contact?.setAttribute("data-look", opaque ? "outline" : "badge");
  };

  window.addEventListener("scroll", updateLook, { passive: true });
  updateLook();
  enhanceDisclosures(header, (menu) => {
    if (menu === compactMenu) updateLook();
  });
}
