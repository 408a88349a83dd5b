import { matchRoutes, type RouteMatch, type RouteObject, type ServerBuild } from "react-router";
import { BoundedMemo } from "~/lib/core/bounded-memo";

/** The build's flat route manifest as the nested tree `matchRoutes` expects: the routes React Router itself matches. */
export function routeTree(routes: ServerBuild["routes"], parentId?: string): RouteObject[] {
  return Object.values(routes)
    .filter((route) => route?.parentId === parentId)
    .map((route) => {
      const base = { id: route!.id, path: route!.path, caseSensitive: route!.caseSensitive };
      return route!.index ? { ...base, index: true as const } : { ...base, children: routeTree(routes, route!.id) };
    });
}

/** The routes a path matches, outermost first; empty when none does. */
export type PathMatcher = (path: string) => readonly RouteMatch<string, RouteObject>[];

/** Paths remembered with their matches; a flood of distinct paths only empties it more often. */
const PATHS_KEPT = 2000;
const matchers = new WeakMap<ServerBuild["routes"], PathMatcher>();

/**
 * The routes React Router matches for a path among a build's routes (its public `matchRoutes` over
 * `routeTree`), remembered per path and shared by the server code that asks: the submission guard,
 * the page cache's query rules and the metrics' route templates. `matchRoutes` flattens and ranks
 * the whole table on every call (about 0.5 ms), so a path is matched once, not once by each.
 */
export function routeMatcher(routes: ServerBuild["routes"]): PathMatcher {
  let matcher = matchers.get(routes);
  if (!matcher) {
    const tree = routeTree(routes);
    const memo = new BoundedMemo<readonly RouteMatch<string, RouteObject>[]>(PATHS_KEPT);
    matcher = (path) => memo.get(path, () => matchRoutes(tree, path) ?? []);
    matchers.set(routes, matcher);
  }
  return matcher;
}
