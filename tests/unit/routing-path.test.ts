import { createRequestHandler, matchRoutes } from "react-router";
import { describe, expect, it } from "vitest";
import { isBelow, routingPath } from "~/lib/platform/routing-path";
import { tabOfPath } from "~/routes/admin/admin-tabs";
import { routeTree } from "../../server/route-tree";
import { routeTableBuild } from "../support/route-table-build";

/** Spellings of limited and other routes a client can send, each reaching a route React Router runs. */
const SPELLINGS = [
  "/svcs/team",
  "/SVCS/TEAM",
  "/svcs/team/",
  "/svcs/team//",
  "/svcs/%74eam",
  "/svcs/%54EAM",
  "/svcs/x/../team",
  "/svcs/%2e%2e/svcs/team",
  "/svcs/%2E%2E/svcs/./team",
  "/svcs/.%2e/svcs/team",
  "/svcs/admin-dashboard/backups/upload/../../../team",
  "/svcs/admin-dashboard/backups/upload/%2e%2e/%2e%2e/%2e%2e/team",
  "/svcs\\team",
  "/svcs/team.data",
  "/svcs/team/.data",
  "/api/beacon",
  "/api/Beacon",
  "/API/BEACON/",
  "/api/x/../beacon",
  "/api/%62eacon",
  "/api/beacon.data",
  "/_root.data",
  "/svcs/admin-dashboard/media/upload",
  "/svcs/admin-dashboard/MEDIA/Upload/",
  "/svcs/admin-dashboard/posts/abc/edit",
  "/svcs/admin-dashboard/posts/a%2Fb/edit",
  "/svcs/admin-dashboard/posts/100%25/edit",
  "/svcs/admin-dashboard/posts/%252e%252e/edit",
  "/newsletter/some-slug",
  "/../../svcs/team",
];

describe("routing path", () => {
  it("spells every way of writing a path one way: decoded, dots resolved, slashes collapsed, no trailing slash, lower case", () => {
    for (const spelling of SPELLINGS.slice(0, 14)) expect(routingPath(spelling), spelling).toBe("/svcs/team");
    for (const spelling of SPELLINGS.slice(15, 21)) expect(routingPath(spelling), spelling).toBe("/api/beacon");
    expect(routingPath("/_root.data")).toBe("/");
    expect(routingPath("/svcs/team?x=/../y#z")).toBe("/svcs/team");
    expect(routingPath("/")).toBe("/");
    expect(routingPath("/../..")).toBe("/");
    expect(routingPath("/svcs/admin-dashboard/posts/a%2Fb/edit")).toBe("/svcs/admin-dashboard/posts/a%2Fb/edit");
    expect(routingPath("/svcs/admin-dashboard/posts/100%25/edit")).toBe("/svcs/admin-dashboard/posts/100%25/edit");
    expect(routingPath("/svcs/admin-dashboard/posts/%252e%252e/edit")).toBe("/svcs/admin-dashboard/posts/%252e%252e/edit");
  });

  it("is null for what is not a path or not valid percent-encoding", () => {
    expect(routingPath("http://evil.example/svcs/team")).toBeNull();
    expect(routingPath("*")).toBeNull();
    expect(routingPath("/svcs/%E0%A4%A")).toBeNull();
    expect(routingPath("/svcs/%zz")).toBeNull();
  });

  it("tells what lies below a route, however the route is written", () => {
    expect(isBelow("/svcs/admin-dashboard/posts/abc/edit", "/svcs/admin-dashboard/Posts/")).toBe(true);
    expect(isBelow("/svcs/admin-dashboard/posts", "/svcs/admin-dashboard/posts")).toBe(false);
    expect(isBelow("/svcs/admin-dashboard/postsx", "/svcs/admin-dashboard/posts")).toBe(false);
  });

  it("finds the very route React Router runs for every spelling", async () => {
    const build = routeTableBuild({});
    const handler = createRequestHandler(build, "production");
    const tree = routeTree(build.routes);
    for (const spelling of SPELLINGS) {
      // The WHATWG parser is what builds React Router's request URL from the raw target.
      const response = await handler(new Request(new URL(spelling, "http://localhost")), {} as never);
      const ran = (await response.text()).replace(/^rendered /, "");
      const matched = matchRoutes(tree, routingPath(spelling)!)?.at(-1)?.route.id;
      if (spelling.endsWith(".data")) expect(response.headers.get("content-type"), spelling).toMatch(/text\/x-script/);
      else expect(matched, spelling).toBe(ran);
    }
  });
});

describe("the admin tab a path belongs to", () => {
  it("is the tab the router runs, however the path is spelled", () => {
    for (const spelling of ["/svcs/admin-dashboard/backups", "/svcs/admin-dashboard/%62ackups/", "/SVCS/admin-dashboard/x/../Backups/upload"]) {
      expect(tabOfPath(spelling)?.id, spelling).toBe("backups");
    }
    expect(tabOfPath("/svcs/admin-dashboard")).toBeNull();
  });
});
