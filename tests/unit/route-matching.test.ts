import { createRequestHandler, matchRoutes, type RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { routeTree } from "../../server/route-tree";
import { routeTableBuild } from "../support/route-table-build";

/** Every route's whole path in the site's route table, with its parameters as written (":slug", "*"). */
function wholePaths(routes: RouteObject[], parent = ""): string[] {
  return routes.flatMap((route) => {
    const path = route.path ? `${parent}/${route.path}`.replace(/\/+/g, "/") : parent;
    return [...(route.path ? [path || "/"] : []), ...(route.index ? [path || "/"] : []), ...wholePaths(route.children ?? [], path)];
  });
}

/** A URL for a route's path (each parameter given a value), and the ways a client may also spell it. */
function spellingsOf(path: string): string[] {
  const url = path.replace(/:[\w-]+\??/g, "x1").replace(/\*$/, "a/b") || "/";
  const below = url === "/" ? "" : url;
  const spellings = [url, `${below}/`, url.toUpperCase(), `/${url.slice(1).replace(/\//g, "//")}`, `${below}/extra`, `${below}.txt`];
  // A parameter's value with characters a slug or token may hold, encoded as a browser sends them.
  if (path.includes(":")) spellings.push(path.replace(/:[\w-]+\??/g, "a%20b%2Fc.d"), path.replace(/:[\w-]+\??/g, "100%25"));
  return spellings;
}

/**
 * React Router's server matching is patched (patches/react-router+7.18.4.patch, decision 098): a
 * branch whose whole path cannot match is skipped without matching it route by route. Its plain
 * matching (`matchRoutes` without precomputed branches) is not patched, so the two must agree on
 * every route of the site and every way of spelling its address.
 */
describe("React Router's server matching", () => {
  it("runs the route its plain matching finds, for every route in the table and every spelling of it", async () => {
    const build = routeTableBuild({});
    const handler = createRequestHandler(build, "production");
    const tree = routeTree(build.routes);
    const paths = [...new Set(wholePaths(tree))];
    expect(paths.length).toBeGreaterThan(60);

    const urls = [...new Set(paths.flatMap(spellingsOf))];
    for (const url of urls) {
      const response = await handler(new Request(new URL(url, "http://localhost")), {} as never);
      const ran = (await response.text()).replace(/^rendered /, "");
      const pathname = new URL(url, "http://localhost").pathname;
      const matched = matchRoutes(tree, pathname)?.at(-1)?.route.id ?? "";
      expect(ran, url).toBe(matched);
    }
  });

  it("finds a page's own route, not the not-found page, for pages ranked after many others", async () => {
    const build = routeTableBuild({});
    const handler = createRequestHandler(build, "production");
    const ran = async (url: string) => (await (await handler(new Request(`http://localhost${url}`), {} as never)).text()).replace(/^rendered /, "");
    expect(await ran("/")).toBe("routes/site/home");
    expect(await ran("/resources/contribution-limits")).toBe("routes/site/resource");
    expect(await ran("/Resources/Contribution-Limits/")).toBe("routes/site/resource");
    expect(await ran("/newsletter/a-post")).toBe("routes/blog/post");
    expect(await ran("/no/such/page")).toBe("routes/site/not-found");
  });
});
