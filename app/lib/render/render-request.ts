import type { EntryContext, ServerBuild } from "react-router";
import { pageHydrates } from "~/lib/ui/hydration";
import type { PageRenderValues } from "./render-document";

type StaticHandlerContext = EntryContext["staticHandlerContext"];

/**
 * Everything a render worker needs to render a document, as structured-cloneable data: the
 * loaders' results and the matched route ids. Functions (route modules, the routes themselves)
 * are not sent; the worker takes them from its own copy of the same build.
 */
export type RenderRequest = {
  status: number;
  page: PageRenderValues;
  /** The client's Accept-Encoding: a render worker also compresses the document it renders. */
  acceptEncoding: string | null;
  /**
   * Return the uncompressed document even when a compressed one is sent: the page cache stores it.
   * Otherwise a worker that compressed the page returns only that, a fraction of the bytes for
   * the main thread to receive and collect (docs/decisions/029-render-speed.md).
   */
  keepHtml: boolean;
  criticalCss: EntryContext["criticalCss"];
  serverHandoffString: EntryContext["serverHandoffString"];
  isSpaMode: boolean;
  handler: {
    basename: StaticHandlerContext["basename"];
    location: StaticHandlerContext["location"];
    /** React Router's static router finds each match's route by id in the routes it builds itself. */
    matches: { params: StaticHandlerContext["matches"][number]["params"]; pathname: string; pathnameBase: string; routeId: string }[];
    loaderData: StaticHandlerContext["loaderData"];
    actionData: StaticHandlerContext["actionData"];
    errors: StaticHandlerContext["errors"];
    statusCode: number;
    deepestRenderedBoundaryId: string | null | undefined;
  };
};

/** True when any matched route is sent as HTML only (never hydrated): such a render needs nothing but data. */
export function rendersHtmlOnly(context: EntryContext): boolean {
  return !pageHydrates(context.staticHandlerContext.matches.map((match) => ({ handle: context.routeModules[match.route.id]?.handle })));
}

export type RenderDelivery = { acceptEncoding: string | null; keepHtml: boolean };

export function toRenderRequest(
  context: EntryContext,
  status: number,
  page: PageRenderValues,
  delivery: RenderDelivery = { acceptEncoding: null, keepHtml: true },
): RenderRequest {
  const handler = context.staticHandlerContext;
  return {
    status,
    page,
    ...delivery,
    criticalCss: context.criticalCss,
    serverHandoffString: context.serverHandoffString,
    isSpaMode: context.isSpaMode,
    handler: {
      basename: handler.basename,
      location: handler.location,
      matches: handler.matches.map((match) => ({ params: match.params, pathname: match.pathname, pathnameBase: match.pathnameBase, routeId: match.route.id })),
      loaderData: handler.loaderData,
      actionData: handler.actionData,
      errors: handler.errors,
      statusCode: handler.statusCode,
      deepestRenderedBoundaryId: handler._deepestRenderedBoundaryId,
    },
  };
}

/** Production builds never show error details (as React Router's own serializeError in production mode). */
const serializeError = () => ({ message: "Unexpected Server Error", stack: undefined });

/** Rebuilds React Router's entry context in a render worker from a request and the worker's copy of the build. */
const routeModulesByBuild = new WeakMap<ServerBuild, EntryContext["routeModules"]>();

function routeModulesOf(build: ServerBuild): EntryContext["routeModules"] {
  let modules = routeModulesByBuild.get(build);
  if (!modules) {
    modules = Object.fromEntries(Object.entries(build.routes).flatMap(([id, route]) => (route ? [[id, route.module]] : []))) as EntryContext["routeModules"];
    routeModulesByBuild.set(build, modules);
  }
  return modules;
}

export function entryContextFromRenderRequest(build: ServerBuild, request: RenderRequest): EntryContext {
  const { handler } = request;
  const staticHandlerContext = {
    basename: handler.basename,
    location: handler.location,
    matches: handler.matches.map(({ routeId, ...match }) => ({ ...match, route: { id: routeId } })),
    loaderData: handler.loaderData,
    actionData: handler.actionData,
    errors: handler.errors,
    statusCode: handler.statusCode,
    loaderHeaders: {},
    actionHeaders: {},
    _deepestRenderedBoundaryId: handler.deepestRenderedBoundaryId,
  } as unknown as StaticHandlerContext;
  return {
    manifest: build.assets,
    routeModules: routeModulesOf(build),
    staticHandlerContext,
    criticalCss: request.criticalCss,
    serverHandoffString: request.serverHandoffString,
    renderMeta: {},
    future: build.future,
    ssr: build.ssr,
    routeDiscovery: build.routeDiscovery,
    isSpaMode: request.isSpaMode,
    serializeError,
    // Precomputed route branches are an optimisation of the main thread's handler; without them the router ranks its own.
    branches: undefined,
  } as unknown as EntryContext;
}
