import type { RouteObject, ServerBuild } from "react-router";

/** The build's flat route manifest as the nested tree `matchRoutes` expects: the routes React Router itself matches. */
export function routeTree(routes: ServerBuild["routes"], parentId?: string): RouteObject[] {
  return Object.values(routes)
    .filter((route) => route?.parentId === parentId)
    .map((route) => {
      const base = { id: route!.id, path: route!.path, caseSensitive: route!.caseSensitive };
      return route!.index ? { ...base, index: true as const } : { ...base, children: routeTree(routes, route!.id) };
    });
}
