import { href } from "react-router";
import { matchesPathPattern, pathPattern } from "~/lib/platform/path-pattern";
import { routingPath } from "~/lib/platform/routing-path";

/**
 * Routes whose query string carries a secret (a mailed link's token): the request log keeps their
 * path and writes the whole query as redacted. A new page opened from a mailed link adds its route
 * path here.
 */
export const SECRET_QUERY_ROUTES: string[] = [
  href("/svcs/team/reset-password"),
  href("/subscribe/confirm"),
  href("/unsubscribe"),
  href("/unsubscribe/one-click"),
  href("/consultation/booked"),
  href("/consultation/booking"),
];

/** Routes whose path carries a mailed link's token: the log keeps the route's shape, never the token. */
export const SECRET_PATH_ROUTES: string[] = ["/training/registration/:token", "/training/certificate/:token", "/n/c/:token"];
const secretPathPatterns = SECRET_PATH_ROUTES.map((route) => ({ route, pattern: pathPattern(route) }));

/** Query parameters never logged with their value, whatever the route. */
const SECRET_PARAMETER = /token|secret|signature|^sig$|key|password/i;
export const REDACTED_QUERY = "[redacted]";

const secretQueryPaths = new Set(SECRET_QUERY_ROUTES.map((path) => routingPath(path)));

/** The request target as the log may keep it: the path, and the query without secrets. */
export function loggableUrl(url: string): string {
  const routed = routingPath(url);
  const secretPath = routed === null ? undefined : secretPathPatterns.find(({ pattern }) => matchesPathPattern(pattern, routed));
  if (secretPath) return secretPath.route.replace(/:[^/]+/g, REDACTED_QUERY);
  const question = url.indexOf("?");
  if (question === -1) return url;
  const path = url.slice(0, question);
  if (secretQueryPaths.has(routingPath(path))) return `${path}?${REDACTED_QUERY}`;
  const parameters = url
    .slice(question + 1)
    .split("&")
    .map((pair) => {
      const equals = pair.indexOf("=");
      const name = equals === -1 ? pair : pair.slice(0, equals);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name.replace(/\+/g, " "));
      } catch {
        // An undecodable name is judged as written.
      }
      return equals !== -1 && SECRET_PARAMETER.test(decoded) ? `${name}=${REDACTED_QUERY}` : pair;
    });
  return `${path}?${parameters.join("&")}`;
}
