/** Staff see any public page with the saved drafts of site content at this prefix plus the page's path. */
export const PREVIEW_PREFIX = "/svcs/preview";

export function isPreviewPath(pathname: string): boolean {
  const lower = pathname.toLowerCase();
  return lower === PREVIEW_PREFIX || lower.startsWith(`${PREVIEW_PREFIX}/`);
}

/** The preview address of a public page ("/team" -> "/svcs/preview/team"). */
export function previewPathOf(publicPath: string): string {
  return publicPath === "/" ? PREVIEW_PREFIX : `${PREVIEW_PREFIX}${publicPath}`;
}

/** The public page a preview address shows ("/svcs/preview/team" -> "/team"). */
export function publicPathOf(pathname: string): string {
  return isPreviewPath(pathname) ? pathname.slice(PREVIEW_PREFIX.length) || "/" : pathname;
}
