import { LRUCache } from "lru-cache";
import type { ServerBuild } from "react-router";
import { declaredQueryParameters } from "~/lib/site/page-query";
import { routeMatcher } from "./route-tree";

/**
 * The query parameters the page at a path reads (app/lib/site/page-query.ts), or "all" for a
 * request React Router answers itself (route discovery), whose query is its own.
 */
export type QueryRules = (path: string) => ReadonlySet<string> | "all";

const REMEMBERED_PATHS = 2_000;

/**
 * With EVENT_LOOP_PROBE (benchmarks only), every page is keyed on this parameter too, so
 * `npm run bench` can still ask for an uncached render of a page that reads no query
 * (scripts/lib/load.mjs, `cold`); no page reads it.
 */
export const BENCH_UNCACHED_PARAMETER = "bench";

/**
 * Reads each page's declaration from the routes React Router would match for a path (the same
 * matching it does), remembered per path so a cache hit costs a map lookup. `alsoKeyedOn` adds
 * parameters for every page (BENCH_UNCACHED_PARAMETER).
 */
export function queryRulesOf(build: Pick<ServerBuild, "routes" | "routeDiscovery">, alsoKeyedOn: readonly string[] = []): QueryRules {
  const { routes } = build;
  const matchesOf = routeMatcher(routes);
  const manifestPath = build.routeDiscovery?.mode === "lazy" ? build.routeDiscovery.manifestPath : null;
  const byPath = new LRUCache<string, ReadonlySet<string>>({ max: REMEMBERED_PATHS });
  return (path) => {
    if (path === manifestPath) return "all";
    let reads = byPath.get(path);
    if (reads === undefined) {
      const matches = matchesOf(path);
      const handles = matches.map((match) => (match.route.id ? routes[match.route.id]?.module.handle : undefined));
      reads = declaredQueryParameters([...handles, { query: alsoKeyedOn }]);
      byPath.set(path, reads);
    }
    return reads;
  };
}
