import type { ServerBuild } from "react-router";
import { BoundedMemo } from "~/lib/core/bounded-memo";
import { joinRoutePaths } from "~/lib/operations/metric-labels";
import { EVENT_LOOP_PROBE_PATH } from "./event-loop-probe";
import { LIVENESS_PATH, READINESS_PATH } from "./readiness";
import { routeMatcher } from "./route-tree";
import { TEST_HOOKS_PATH } from "./test-hooks";

/** Paths remembered with their template; a flood of distinct paths only empties it more often. */
const PATHS_KEPT = 2000;

/**
 * The route template a path is answered by (`/newsletter/:slug`), as React Router matches it, so
 * that metrics and span names never carry raw paths (which would make a series per URL). Every
 * route added to app/routes.ts is labelled by its own template without a change here.
 */
export function routeTemplates(build: ServerBuild): (path: string) => string {
  const matchesOf = routeMatcher(build.routes);
  // Every request asks (metrics on): the joined template is kept per path, as the matches are.
  const templates = new BoundedMemo<string>(PATHS_KEPT);
  const templateOf = (path: string): string => {
    if (path === LIVENESS_PATH || path === READINESS_PATH || path === EVENT_LOOP_PROBE_PATH) return path;
    if (path.startsWith(`${TEST_HOOKS_PATH}/`)) return `${TEST_HOOKS_PATH}/*`;
    if (path.startsWith("/assets/")) return "/assets/*";
    const matches = matchesOf(path);
    if (!matches.length) return "(unmatched)";
    return joinRoutePaths(matches.map((match) => match.route.path));
  };
  return (path) => templates.get(path, () => templateOf(path));
}
