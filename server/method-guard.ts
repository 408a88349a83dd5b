import type { RequestHandler, Response } from "express";
import type { ServerBuild } from "react-router";
import { renderPlainPage } from "./error-page";
import { type PathMatcher, routeMatcher } from "./route-tree";
import { routingPathOf } from "./routing-path";

type BuildSource = ServerBuild | (() => Promise<ServerBuild>);
/** `matchesOf`: the build's shared matcher, which remembers each path's matches (every page view sends a beacon). */
type ActionTable = { matchesOf: PathMatcher; hasAction: Set<string> };

const READ_METHODS = new Set(["GET", "HEAD"]);
/** Methods an action may receive (React Router runs actions for these). */
const SUBMIT_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);
/** Methods HTTP defines that no page here supports: answered 405 with what the page does allow. */
const REFUSED_METHODS = new Set(["TRACE", "TRACK", "CONNECT"]);

function actionTable(build: ServerBuild): ActionTable {
  const hasAction = new Set(Object.values(build.routes).flatMap((route) => (route?.module.action ? [route.id] : [])));
  return { matchesOf: routeMatcher(build.routes), hasAction };
}

/** The page a submission to `path` goes to: React Router's rule (an index route only with `?index`). */
function submissionTarget(table: ActionTable, path: string, query: URLSearchParams): string | undefined {
  const matches = table.matchesOf(path);
  if (!matches.length) return undefined;
  const last = matches[matches.length - 1]!;
  if (last.route.index && query.has("index")) return last.route.id;
  const withPath = matches.filter((match, position) => position === 0 || (match.route.path?.length ?? 0) > 0);
  return withPath[withPath.length - 1]?.route.id;
}

function refuse(res: Response, status: 405, allow: string, title: string, message: string, siteName: string) {
  res
    .status(status)
    .set({ Allow: allow, "Cache-Control": "no-store" })
    .type("html")
    .send(renderPlainPage({ title, body: `<p>${message} <a href="/">Back to the home page</a></p>`, siteName }));
}

/**
 * Answers, before React Router sees them, what it would turn into a logged error: a form
 * submission to a page without an action (a plain 405), OPTIONS (204 with the methods allowed),
 * TRACE and any method the site does not know (405: a 5xx would blame the site for the client's
 * request, and monitors count it as an outage). These are the client's mistakes and
 * show only in the access log. The page is found by the routing path, as React Router finds it.
 */
export function refuseSubmissionsWithoutAction(build: BuildSource, siteName: string): RequestHandler {
  const tables = new Map<string, ActionTable>();
  return async (req, res, next) => {
    if (READ_METHODS.has(req.method)) return next();
    if (!SUBMIT_METHODS.has(req.method) && !REFUSED_METHODS.has(req.method) && req.method !== "OPTIONS") {
      return refuse(res, 405, "GET, HEAD, POST", "Method not allowed", `This site does not answer ${req.method} requests.`, siteName);
    }
    let table: ActionTable;
    try {
      const resolved = typeof build === "function" ? await build() : build;
      table = tables.get(resolved.assets.version) ?? actionTable(resolved);
      tables.set(resolved.assets.version, table);
    } catch {
      return next();
    }
    const path = routingPathOf(req);
    const target = path === null ? undefined : submissionTarget(table, path, new URL(req.originalUrl, "http://localhost").searchParams);
    const acceptsForms = target !== undefined && table.hasAction.has(target);
    const allow = acceptsForms ? "GET, HEAD, POST" : "GET, HEAD";
    if (req.method === "OPTIONS") {
      res.status(204).set({ Allow: allow, "Cache-Control": "no-store" }).end();
      return;
    }
    if (REFUSED_METHODS.has(req.method)) return refuse(res, 405, allow, "Method not allowed", `This site does not answer ${req.method} requests.`, siteName);
    if (target === undefined || acceptsForms) return next();
    refuse(res, 405, allow, "Method not allowed", "This page does not accept form submissions.", siteName);
  };
}
