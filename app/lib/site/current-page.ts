/**
 * Whether a menu entry's link is the page being shown, as React Router's NavLink with `end`
 * decides it (case-insensitive, whole path): the entry is then marked aria-current="page".
 */
export function isCurrentPage(pathname: string, href: string): boolean {
  return pathname.toLowerCase() === href.toLowerCase();
}

/** Of the menu's own links (not a dropdown's), the href of the page being shown, if one is. */
export function currentMenuHref(pathname: string, menuLinks: readonly string[]): string | null {
  return menuLinks.find((href) => isCurrentPage(pathname, href)) ?? null;
}
