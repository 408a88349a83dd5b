import type { ReactNode } from "react";
import {
  createStaticHandler,
  data,
  type EntryContext,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  type ServerBuild,
  useLoaderData,
  useRouteError,
} from "react-router";
import { describe, expect, it } from "vitest";
import { renderDocument, renderHtmlOnlyDocument } from "~/lib/render/render-document";
import { entryContextFromRenderRequest, rendersHtmlOnly, toRenderRequest } from "~/lib/render/render-request";
import { HTML_ONLY_HANDLE } from "~/lib/ui/hydration";
import { manifestRoute as routeOf } from "../support/manifest-route";

// A small app shaped like the real one (a root layout, an HTML-only page with loader data, error
// boundaries), rendered on "the main thread" and from a render request that went through
// structuredClone as it does on its way to a render worker: both documents must be identical.

function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <Meta />
        <Links />
      </head>
      <body>{children}</body>
    </html>
  );
}

function Post() {
  const { title, published, tags } = useLoaderData<{ title: string; published: Date; tags: Set<string> }>();
  return (
    <main>
      <h1>{title}</h1>
      <p>{published.toISOString()}</p>
      <p>{[...tags].join(", ")}</p>
    </main>
  );
}

function ErrorBoundary() {
  const error = useRouteError();
  return <p>{isRouteErrorResponse(error) ? `status ${error.status}: ${String(error.data)}` : `failed: ${(error as Error).message}`}</p>;
}

const routeModules = {
  root: { default: Outlet, Layout, ErrorBoundary, meta: () => [{ title: "Site" }], links: () => [{ rel: "icon", href: "/favicon.svg" }] },
  post: { default: Post, ErrorBoundary, handle: HTML_ONLY_HANDLE, meta: ({ data: page }: { data?: { title: string } }) => [{ title: page?.title ?? "none" }] },
  admin: { default: () => <main>admin</main> },
} as unknown as EntryContext["routeModules"];

const manifestRoute = (id: string, path: string, parentId?: string) => routeOf(id, path, parentId, { loader: id !== "admin", errorBoundary: id !== "admin" });

const manifest = {
  routes: { root: manifestRoute("root", ""), post: manifestRoute("post", "posts/:slug", "root"), admin: manifestRoute("admin", "admin", "root") },
  entry: { module: "/assets/entry.js", imports: [] },
  url: "/assets/manifest.js",
  version: "test",
} as unknown as EntryContext["manifest"];

const handler = createStaticHandler([
  {
    id: "root",
    path: "/",
    loader: () => ({ site: "Site" }),
    children: [
      {
        id: "post",
        path: "posts/:slug",
        loader: ({ params }) => {
          if (params.slug === "missing") throw data("no such post", { status: 404 });
          if (params.slug === "broken") throw new Error("database unavailable");
          return { title: `Post ${params.slug}`, published: new Date(Date.UTC(2026, 10, 23)), tags: new Set(["hsa", "limits"]) };
        },
      },
      { id: "admin", path: "admin" },
    ],
  },
]);

const build = {
  routes: Object.fromEntries(Object.entries(manifest.routes).map(([id, route]) => [id, { ...route, module: routeModules[id] }])),
  assets: manifest,
  future: {},
  ssr: true,
  routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
} as unknown as ServerBuild;

async function mainThreadContext(path: string): Promise<EntryContext> {
  const result = await handler.query(new Request(`http://localhost${path}`));
  if (result instanceof Response) throw new Error(`unexpected response for ${path}`);
  // As React Router's request handler builds it.
  return {
    manifest,
    routeModules,
    staticHandlerContext: result,
    branches: handler._internalRouteBranches,
    criticalCss: undefined,
    serverHandoffString: JSON.stringify({ basename: "/", ssr: true, isSpaMode: false }),
    renderMeta: {},
    future: build.future,
    ssr: true,
    routeDiscovery: build.routeDiscovery,
    isSpaMode: false,
    serializeError: () => ({ message: "Unexpected Server Error", stack: undefined }),
  } as unknown as EntryContext;
}

const page = (path: string) => ({
  url: `http://localhost${path}`,
  nonce: "test-nonce",
  requestId: "request-1",
  enhancementScripts: { site: "/assets/site.js", "sign-in": "/assets/sign-in.js" },
});
const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

describe("render requests sent to a render worker", () => {
  it.each([
    ["a page with loader data (dates, sets)", "/posts/limits", "<h1>Post limits</h1>"],
    ["a 404 thrown by a loader", "/posts/missing", "status 404: no such post"],
    ["an error thrown by a loader", "/posts/broken", "failed: "],
  ])("render %s exactly as the main thread does", async (_label, path, expected) => {
    const context = await mainThreadContext(path);
    const status = context.staticHandlerContext.statusCode;
    const request = structuredClone(toRenderRequest(context, status, page(path)));
    const inWorker = await renderHtmlOnlyDocument(entryContextFromRenderRequest(build, request), request.status, request.page);
    const onMainThread = await renderHtmlOnlyDocument(await mainThreadContext(path), status, page(path));
    expect(text(inWorker.html)).toContain(expected);
    expect(text(inWorker.html)).toBe(text(onMainThread.html));
    expect(inWorker.status).toBe(onMainThread.status);
  });

  it.each(["/posts/limits", "/posts/missing", "/posts/broken"])("render %s as HTML only in the same bytes as the streaming renderer", async (path) => {
    const context = await mainThreadContext(path);
    const status = context.staticHandlerContext.statusCode;
    const asString = await renderHtmlOnlyDocument(context, status, page(path));
    const streamed = await renderDocument(await mainThreadContext(path), status, page(path));
    expect(text(asString.html)).toMatch(/^<!DOCTYPE html><html lang="en">/);
    expect(text(asString.html)).toBe(text(streamed.html));
    expect(asString.status).toBe(streamed.status);
  });

  it("fail as the streaming renderer does when a page cannot render", async () => {
    const context = await mainThreadContext("/posts/limits");
    const failingPost = {
      ...context.routeModules.post,
      default: () => {
        throw new Error("render failed");
      },
    };
    const failing = { ...context, routeModules: { ...context.routeModules, post: failingPost } } as unknown as EntryContext;
    await expect(renderHtmlOnlyDocument(failing, 200, page("/posts/limits"))).rejects.toThrow("render failed");
    await expect(renderDocument(failing, 200, page("/posts/limits"))).rejects.toThrow("render failed");
  });

  it("are made only for pages that are sent as HTML only", async () => {
    expect(rendersHtmlOnly(await mainThreadContext("/posts/limits"))).toBe(true);
    expect(rendersHtmlOnly(await mainThreadContext("/admin"))).toBe(false);
  });
});
