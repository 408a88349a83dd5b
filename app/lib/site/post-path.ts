/** The post slug (or id) in a /newsletter/{slug} or /blog/{id} path; null for any other path. */
export function postKeyFromPath(path: string): string | null {
  const match = /^\/(?:newsletter|blog)\/([^/?#]+)\/?$/.exec(path);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}
