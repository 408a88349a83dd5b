import type { ServerBuild } from "react-router";
import routeConfig from "~/routes";

type ConfigEntry = { id?: string; path?: string; index?: boolean; caseSensitive?: boolean; file: string; children?: ConfigEntry[] };
type RouteModule = Record<string, unknown>;

/** A page without loader or action: it renders, and takes no submissions. */
const PAGE: RouteModule = { default: () => null };

/**
 * A server build with the site's real route table (app/routes.ts) and React Router's real request
 * handling, whose route modules are stubs except the ones given: enough to send requests through
 * the Express app under any spelling and see which route React Router runs, without a build.
 * A document is "rendered" as a plain 200 naming the route that answered.
 */
export function routeTableBuild(modules: Record<string, RouteModule>): ServerBuild {
  const routes: ServerBuild["routes"] = {
    root: { id: "root", path: "", module: PAGE as never },
  };
  const add = (entries: ConfigEntry[], parentId: string) => {
    for (const entry of entries) {
      const id = entry.id ?? entry.file.replace(/\.[jt]sx?$/, "");
      routes[id] = { id, parentId, path: entry.path, index: entry.index, caseSensitive: entry.caseSensitive, module: (modules[id] ?? PAGE) as never };
      if (entry.children) add(entry.children, id);
    }
  };
  add(routeConfig as ConfigEntry[], "root");
  return {
    mode: "production",
    routes,
    entry: {
      module: {
        default: (_request: Request, status: number, headers: Headers, context: { staticHandlerContext: { matches: { route: { id: string } }[] } }) =>
          new Response(`rendered ${context.staticHandlerContext.matches.at(-1)?.route.id ?? ""}`, { status, headers }),
      },
    },
    assets: { version: "test", url: "/assets/manifest.js", entry: { module: "/assets/entry.js", imports: [] }, routes: {} },
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    basename: "/",
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "initial" },
  } as unknown as ServerBuild;
}
