import { routingPath } from "./routing-path";

/**
 * A route path as a guard matches it against a request's routing path: literal segments compare
 * as `routingPath` spells them, a `:param` segment takes any one segment. So a limit or a log rule
 * written for `/training/sessions/:sessionId` covers every session, as the route does.
 */
export type PathPattern = readonly (string | null)[];

/** The pattern of a route path (`href` output or a literal path); `:name` segments match any segment. */
export function pathPattern(routePath: string): PathPattern {
  return routePath
    .split("/")
    .filter(Boolean)
    .map((segment) => (segment.startsWith(":") ? null : routingPath(`/${segment}`)!.slice(1)));
}

/** Whether a routing path (from `routingPath`) is one the pattern names. */
export function matchesPathPattern(pattern: PathPattern, path: string): boolean {
  const segments = path.split("/").filter(Boolean);
  return segments.length === pattern.length && pattern.every((segment, index) => segment === null || segment === segments[index]);
}
