/**
 * The path a request reaches, spelled one way, so that every limit keyed by path (body caps, rate
 * limits, the method guard) decides on the route React Router will run rather than on how the
 * client chose to write it. React Router takes the WHATWG URL's pathname (backslashes read as
 * slashes, `.` and `..` resolved, `%2e` counted as a dot), drops a `.data` suffix and a trailing
 * slash, decodes each segment and matches case-insensitively; this does the same, and also
 * collapses repeated slashes, which can only make a limit apply to more spellings, never fewer.
 *
 * The result is lower-case, decoded, with `%` and `/` inside a segment written `%25` and `%2F`, so
 * it can be handed to React Router's `matchRoutes` (which decodes once more) and still match the
 * same route. `null` when the target is not a path (origin-form, starting with `/`) or a segment
 * is not valid percent-encoded UTF-8.
 */
export function routingPath(target: string): string | null {
  if (!target.startsWith("/")) return null;
  const end = target.search(/[?#]/);
  const path = (end === -1 ? target : target.slice(0, end)).replaceAll("\\", "/");
  const kept: string[] = [];
  for (const segment of path.split("/").slice(1)) {
    const decoded = decodeSegment(segment);
    if (decoded === null) return null;
    if (decoded === ".") continue;
    if (decoded === "..") kept.pop();
    else kept.push(segment);
  }
  let resolved = `/${kept.join("/")}`;
  // React Router's single-fetch twin of a page (`/page.data`, the root's `/_root.data`) runs the page's own route.
  if (resolved === "/_root.data") resolved = "/";
  else if (resolved.endsWith(".data")) resolved = resolved.slice(0, -".data".length);
  const segments: string[] = [];
  for (const segment of resolved.split("/")) {
    if (segment === "") continue;
    const decoded = decodeSegment(segment)!;
    segments.push(decoded.toLowerCase().replaceAll("%", "%25").replaceAll("/", "%2F"));
  }
  return `/${segments.join("/")}`;
}

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** Whether the routing path `path` lies below `route` (a path as written in the code). */
export function isBelow(path: string, route: string): boolean {
  return path.startsWith(`${routingPath(route)}/`);
}
