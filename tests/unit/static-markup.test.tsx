import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { Footer } from "~/components/site/footer";
import { Header } from "~/components/site/header";
import { footerContent } from "~/content/footer";
import { markShared } from "~/lib/render/shared-values";
import { StaticMarkupProvider, staticContents, useStaticContents, variantKey } from "~/lib/ui/static-markup";
import { loadConfig } from "~/services/platform";

const identity = loadConfig({ DATA_DIR: "/tmp/static-markup-test", SESSION_SECRET: "s".repeat(40) }).identity;

function renderHtmlOnly(element: React.ReactElement) {
  return renderToString(<StaticMarkupProvider value={renderToString}>{element}</StaticMarkupProvider>);
}

describe("useStaticContents", () => {
  let renders = 0;
  const GREETING = staticContents(({ name, times }: { name: string; times: number }) => {
    renders += 1;
    return (
      <p>
        Hello {name}, {times} times
      </p>
    );
  });
  function Greeting(props: { name: string; times: number }) {
    return <section className="greeting" {...useStaticContents(GREETING, props)} />;
  }

  it("renders its contents once per variant of their props on an HTML-only page, in the bytes React gives them in place", () => {
    const inPlace = renderToString(<Greeting name="Ada" times={2} />);
    renders = 0;
    expect(renderHtmlOnly(<Greeting name="Ada" times={2} />)).toBe(inPlace);
    expect(renderHtmlOnly(<Greeting name="Ada" times={2} />)).toBe(inPlace);
    expect(renders).toBe(1);
    expect(renderHtmlOnly(<Greeting name="Grace" times={2} />)).toBe(renderToString(<Greeting name="Grace" times={2} />));
    expect(renders).toBe(3);
  });

  it("renders them in place, each time, where no renderer is given (pages that hydrate)", () => {
    renders = 0;
    renderToString(<Greeting name="Ada" times={2} />);
    renderToString(<Greeting name="Ada" times={2} />);
    expect(renders).toBe(2);
  });
});

describe("variantKey", () => {
  it("writes published content (shared values) as its number, and everything else as JSON does", () => {
    const content = markShared({ heading: "HSA limits", years: [{ year: 2026 }] });
    const key = variantKey({ content, today: "2026-11-27", figures: { current: content.years[0], history: [] } });
    expect(key).not.toContain("HSA limits");
    expect(key).toContain('"today":"2026-11-27"');
    expect(key).toBe(variantKey({ content, today: "2026-11-27", figures: { current: content.years[0], history: [] } }));
    expect(variantKey({ content: markShared({ heading: "HSA limits", years: [{ year: 2026 }] }) })).not.toBe(variantKey({ content }));
    expect(variantKey({ a: "#1", b: [1, null, undefined], c: { d: true } })).toBe('{"a":"#1","b":[1,null,undefined],"c":{"d":true,},}');
    expect(variantKey({ a: "#1" })).not.toBe(variantKey({ a: markShared({}) }));
    expect(variantKey({ when: new Date(0) })).not.toBe(variantKey({ when: new Date(1) }));
  });
});

describe("the public header and footer rendered once per variant", () => {
  function renderPage(path: string, htmlOnly: boolean, featured = [{ id: "p1", title: "Featured one" }]) {
    const Page = () => (
      <>
        <Header />
        <Footer featured={featured} year={2026} content={footerContent.documents[0]!.defaults} />
      </>
    );
    const Stub = createRoutesStub([{ id: "root", path: "*", Component: Page }]);
    const page = <Stub initialEntries={[path]} hydrationData={{ loaderData: { root: { identity } } }} />;
    return htmlOnly ? renderHtmlOnly(page) : renderToString(page);
  }

  it.each(["/", "/team", "/Team", "/newsletter", "/blog/some-post", "/contact"])("%s: the same bytes as rendered in place, first and again", (path) => {
    const inPlace = renderPage(path, false);
    expect(renderPage(path, true)).toBe(inPlace);
    expect(renderPage(path, true)).toBe(inPlace);
  });

  it("marks the current entry per page and follows the featured articles", () => {
    expect(renderPage("/team", true)).toMatch(/aria-current="page"[^>]*href="\/team"|href="\/team"[^>]*aria-current="page"/);
    expect(renderPage("/contact", true)).not.toContain('aria-current="page"');
    const changed = renderPage("/", true, [{ id: "p2", title: "Featured two" }]);
    expect(changed).toContain("Featured two");
    expect(changed).not.toContain("Featured one");
  });
});
