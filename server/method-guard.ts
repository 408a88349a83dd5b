import type { RequestHandler } from "express";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { renderPlainPage } from "./error-page";

type BuildSource = ServerBuild | (() => Promise<ServerBuild>);
type ActionTable = { routes: RouteObject[]; hasAction: Set<string> };

const READ_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

function routeTree(build: ServerBuild, parentId: string | undefined): RouteObject[] {
  return Object.values(build.routes)
    .filter((route) => route?.parentId === parentId)
    .map((route) => {
      const base = { id: route!.id, path: route!.path, caseSensitive: route!.caseSensitive };
      return route!.index ? { ...base, index: true as const } : { ...base, children: routeTree(build, route!.id) };
    });
}

function actionTable(build: ServerBuild): ActionTable {
  const hasAction = new Set(Object.values(build.routes).flatMap((route) => (route?.module.action ? [route.id] : [])));
  return { routes: routeTree(build, undefined), hasAction };
}

/** The page a submission to `url` goes to: React Router's rule (an index route only with `?index`). */
function submissionTarget(table: ActionTable, url: URL): string | undefined {
  const pathname = url.pathname === "/_root.data" ? "/" : url.pathname.replace(/\.data$/, "");
  const matches = matchRoutes(table.routes, pathname);
  if (!matches?.length) return undefined;
  const last = matches[matches.length - 1]!;
  if (last.route.index && url.searchParams.has("index")) return last.route.id;
  const withPath = matches.filter((match, position) => position === 0 || (match.route.path?.length ?? 0) > 0);
  return withPath[withPath.length - 1]?.route.id;
}

/**
 * Answers a form submission to a page without an action with a plain 405 before React Router
 * sees it: React Router's own answer names the internal route and is logged as an error,
 * while this is the client's mistake and only shows in the access log.
 */
export function refuseSubmissionsWithoutAction(build: BuildSource, siteName: string): RequestHandler {
  const tables = new Map<string, ActionTable>();
  return async (req, res, next) => {
    if (READ_METHODS.has(req.method)) return next();
    let table: ActionTable;
    try {
      const resolved = typeof build === "function" ? await build() : build;
      table = tables.get(resolved.assets.version) ?? actionTable(resolved);
      tables.set(resolved.assets.version, table);
    } catch {
      return next();
    }
    const target = submissionTarget(table, new URL(req.originalUrl, "http://localhost"));
    if (target === undefined || table.hasAction.has(target)) return next();
    res
      .status(405)
      .set({ Allow: "GET, HEAD", "Cache-Control": "no-store" })
      .type("html")
      .send(
        renderPlainPage({
          title: "Method not allowed",
          body: '<p>This page does not accept form submissions. <a href="/">Back to the home page</a></p>',
          siteName,
        }),
      );
  };
}
