import { MENU_ENTRIES } from "~/content/navigation";

/**
 * Whether a menu entry's link is the page being shown, as React Router's NavLink with `end`
 * decides it (case-insensitive, whole path): the entry is then marked aria-current="page".
 */
export function isCurrentPage(pathname: string, href: string): boolean {
  return pathname.toLowerCase() === href.toLowerCase();
}

/** The href of the menu's own link (not a dropdown's) that is the page being shown, if one is. */
export function currentMenuHref(pathname: string): string | null {
  const current = MENU_ENTRIES.find((entry) => entry.kind === "link" && isCurrentPage(pathname, entry.link.href));
  return current?.kind === "link" ? current.link.href : null;
}
