import { type AppLoadContext, type EntryContext, type HandleErrorFunction, isRouteErrorResponse, type ServerBuild } from "react-router";
import { type RenderedDocument, renderDocument, renderHtmlOnlyDocument, STREAM_TIMEOUT_MS } from "~/lib/render/render-document";
import { entryContextFromRenderRequest, type RenderRequest, rendersHtmlOnly, toRenderRequest } from "~/lib/render/render-request";

// The server entry hands these to server/index.ts through the build, so that every service
// module exists once per process (see docs/decisions/003-services-through-the-build.md).
export { closeServices, createServices, startScheduledJobs } from "~/services/bootstrap.server";
export { ConfigError } from "~/services/platform";
// Operations (decisions 060, 061): what start-up is doing, metrics and traces, for server/index.ts.
export { loadConfig } from "~/services/platform";
export { observability, startupPhase } from "~/services/bootstrap.server";
export { addScrapeTimeGauges } from "~/services/observability";
import { sessionCookie } from "~/routes/admin/session-cookie.server";
import type { AppServices } from "~/services/platform";
import { createTestHooks as createTestHooksWith } from "~/services/test-hooks";

/** Browser-test shortcuts (null unless explicitly enabled); the admin routes own the cookie format. */
export function createTestHooks(services: AppServices, env: NodeJS.ProcessEnv = process.env) {
  return createTestHooksWith(services, (token) => sessionCookie(services.config).serialize(token), env);
}

export const streamTimeout = STREAM_TIMEOUT_MS;

/** Renders documents off the main thread (server/render-workers.ts); null when it cannot take this one. */
export type DocumentRenderer = { render(request: RenderRequest): Promise<RenderedDocument> | null };

let documentRenderer: DocumentRenderer | null = null;

/**
 * Set by the production server: HTML-only pages (all public pages) are then rendered by worker
 * threads, so the main thread only runs loaders and I/O. Pages that hydrate, development and tests
 * render here. See docs/decisions/029-render-speed.md.
 */
export function renderDocumentsWith(renderer: DocumentRenderer | null) {
  documentRenderer = renderer;
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const page = { url: request.url, nonce: loadContext.cspNonce, requestId: loadContext.requestId, enhancementScripts: loadContext.enhancementScripts };
  const htmlOnly = rendersHtmlOnly(routerContext);
  const offThread =
    documentRenderer && htmlOnly
      ? documentRenderer.render(
          toRenderRequest(routerContext, responseStatusCode, page, {
            acceptEncoding: request.headers.get("accept-encoding"),
            keepHtml: loadContext.pageCacheStores,
          }),
        )
      : null;
  const rendered = await (offThread ?? (htmlOnly ? renderHtmlOnlyDocument : renderDocument)(routerContext, responseStatusCode, page));
  for (const error of rendered.errors) loadContext.log.error({ err: error }, "render error");
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  const response = new Response(rendered.html, { headers: responseHeaders, status: rendered.status });
  // Carried on the response to server/rendered-page-response.ts, which sends it instead of compressing again.
  return rendered.precompressed ? Object.assign(response, { precompressed: rendered.precompressed }) : response;
}

/** In a render worker: renders a document the main thread prepared, with the worker's copy of the build. */
export function renderInWorker(build: ServerBuild, request: RenderRequest): Promise<RenderedDocument> {
  return renderHtmlOnlyDocument(entryContextFromRenderRequest(build, request), request.status, request.page);
}

export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  // A client's mistake (bad method, unknown page) is not our fault: the access log records it.
  if (isRouteErrorResponse(error) && error.status < 500) return;
  const log = (context as AppLoadContext | undefined)?.log;
  if (log) log.error({ err: error, url: request.url }, "unhandled route error");
  else console.error(error);
};
