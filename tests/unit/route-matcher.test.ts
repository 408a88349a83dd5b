import { matchRoutes } from "react-router";
import { describe, expect, it } from "vitest";
import { routeTemplates } from "../../server/route-template";
import { routeMatcher, routeTree } from "../../server/route-tree";
import { routeTableBuild } from "../support/route-table-build";

const PATHS = ["/", "/team", "/TEAM/", "/resources/contribution-limits", "/blog/some-post", "/svcs/admin-dashboard/posts/abc/edit", "/no/such/page"];

describe("the server's shared route matcher", () => {
  it("finds what React Router's matchRoutes finds, for pages, admin tabs and unknown paths", () => {
    const build = routeTableBuild({});
    const tree = routeTree(build.routes);
    const matchesOf = routeMatcher(build.routes);
    for (const path of PATHS) {
      const expected = (matchRoutes(tree, path) ?? []).map((match) => match.route.id);
      expect(
        matchesOf(path).map((match) => match.route.id),
        path,
      ).toEqual(expected);
    }
    expect(matchesOf("/no/such/page").at(-1)?.route.path).toBe("*");
  });

  it("is one matcher per build, which matches a path once", () => {
    const build = routeTableBuild({});
    const matchesOf = routeMatcher(build.routes);
    expect(routeMatcher(build.routes)).toBe(matchesOf);
    expect(matchesOf("/team")).toBe(routeMatcher(build.routes)("/team"));
    expect(routeMatcher(routeTableBuild({}).routes)).not.toBe(matchesOf);
  });
});

describe("the metrics' route templates", () => {
  it("label a path by the template of the routes that match it, never by the raw path", () => {
    const templateOf = routeTemplates(routeTableBuild({}));
    expect(templateOf("/")).toBe("/");
    expect(templateOf("/no/such/page")).toBe("/*");
    expect(templateOf("/assets/entry-abc.js")).toBe("/assets/*");
    expect(templateOf("/TEAM/")).toBe(templateOf("/team"));
    expect(templateOf("/blog/some-post")).toMatch(/^\/blog\/:[\w-]+$/);
  });
});
