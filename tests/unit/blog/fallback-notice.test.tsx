import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { FallbackNotice } from "~/components/blog/blog-status";

function render(active: boolean) {
  const Stub = createRoutesStub([{ path: "/", Component: () => <FallbackNotice active={active} /> }]);
  return renderToString(<Stub initialEntries={["/"]} />);
}

describe("FallbackNotice", () => {
  it("shows the cached-posts texts in the page when the fallback copy is used", () => {
    const html = render(true);
    expect(html).toContain("Using cached blog posts");
    expect(html).toContain("Could not connect to the database. Using locally cached posts instead.");
  });

  it("shows nothing otherwise", () => {
    expect(render(false)).not.toContain("Using cached blog posts");
  });
});
