import { describe, expect, it } from "vitest";
import { matchesPathPattern, pathPattern } from "~/lib/platform/path-pattern";
import { routingPath } from "~/lib/platform/routing-path";

describe("route path patterns", () => {
  const session = pathPattern("/training/sessions/:sessionId");
  it("takes any one segment for a :param and every spelling of the literal ones", () => {
    for (const target of ["/training/sessions/abc", "/Training/SESSIONS/abc/", "/training/./sessions/x.data", "/training//sessions/%61"])
      expect(matchesPathPattern(session, routingPath(target)!), target).toBe(true);
  });
  it("refuses other lengths and other literal segments", () => {
    for (const target of ["/training/sessions", "/training/sessions/a/b", "/training/session/a", "/verify"])
      expect(matchesPathPattern(session, routingPath(target)!), target).toBe(false);
    expect(matchesPathPattern(pathPattern("/"), routingPath("/")!)).toBe(true);
    expect(matchesPathPattern(pathPattern("/contact"), routingPath("/contact/x")!)).toBe(false);
  });
});
