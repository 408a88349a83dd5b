/** Labels of the request metrics: few values each, so a flood of odd URLs cannot grow the series. */

/** "2xx", "3xx", "4xx" or "5xx" (anything else: "other"). */
export function statusClass(status: number): string {
  return status >= 100 && status < 600 ? `${Math.floor(status / 100)}xx` : "other";
}

const KNOWN_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/** The request's method, or "other" for any method the site does not know. */
export function methodLabel(method: string | undefined): string {
  return method && KNOWN_METHODS.has(method) ? method : "other";
}

/**
 * A route's template from the paths of its matched routes, outermost first, as React Router nests
 * them (layouts and index routes have none): ["svcs/preview", "blog/:slug"] gives
 * "/svcs/preview/blog/:slug"; none gives "/".
 */
export function joinRoutePaths(paths: readonly (string | undefined)[]): string {
  const parts = paths.flatMap((part) => (part ? part.split("/").filter(Boolean) : []));
  return `/${parts.join("/")}`;
}
