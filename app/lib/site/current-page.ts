/**
 * Whether a menu entry's link is the page being shown, as React Router's NavLink with `end`
 * decides it (case-insensitive, whole path): the entry is then marked aria-current="page".
 */
export function isCurrentPage(pathname: string, href: string): boolean {
  return pathname.toLowerCase() === href.toLowerCase();
}
