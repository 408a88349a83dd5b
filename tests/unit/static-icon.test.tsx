import * as lucide from "lucide-react";
import { useId } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CONTENT_ICONS } from "~/components/site/content-icon";
import * as siteIcons from "~/components/site/icons";
import { type StaticIconProps, staticIcon, svgElementFromMarkup } from "~/lib/ui/static-icon";
import { StaticMarkupProvider } from "~/lib/ui/static-markup";

// The props public pages give icons, plus the ones lucide handles specially (a label, a size, a stroke width).
const VARIANTS: StaticIconProps[] = [
  {},
  { "aria-hidden": "true" },
  { "aria-hidden": true, className: "size-4 text-white" },
  { "aria-hidden": true, className: "hidden size-6 group-aria-expanded/toggle:block" },
  { className: "size-7", strokeWidth: 1.25 },
  { "aria-label": 'Say "hello" & <go>', size: 20 },
  { role: "img", ...{ "data-slot": "icon" }, absoluteStrokeWidth: true, size: 32 },
];

const ICONS = { ...siteIcons, ...CONTENT_ICONS };

/** Renders as an HTML-only page does: with a static markup renderer, twice, so that the second render reuses the first's element. */
function renderStatic(element: React.ReactElement): [string, string] {
  const render = () => renderToString(<StaticMarkupProvider value={renderToString}>{element}</StaticMarkupProvider>);
  return [render(), render()];
}

describe("staticIcon", () => {
  it.each(Object.keys(ICONS))("%s gives lucide's bytes in every variant, first and cached", (name) => {
    const Icon = ICONS[name as keyof typeof ICONS];
    const original = (lucide as unknown as Record<string, lucide.LucideIcon | undefined>)[name];
    expect(original, `lucide has ${name}`).toBeDefined();
    for (const props of VARIANTS) {
      const expected = renderToString(createOriginal(original!, props));
      const [first, cached] = renderStatic(<Icon {...props} />);
      expect(first).toBe(expected);
      expect(cached).toBe(expected);
    }
  });

  it("is lucide's component itself where no renderer is given (hydrating pages, the browser)", () => {
    const Mail = staticIcon(lucide.Mail);
    expect(renderToString(<Mail className="size-4" />)).toBe(renderToString(<lucide.Mail className="size-4" />));
  });

  it("does not cache props it cannot compare (a style object): each render asks lucide", () => {
    const Mail = staticIcon(lucide.Mail);
    const [red, blue] = [renderStatic(<Mail style={{ color: "red" }} />)[1], renderStatic(<Mail style={{ color: "blue" }} />)[1]];
    expect(red).toContain("color:red");
    expect(blue).toContain("color:blue");
  });

  it("leaves the surrounding render intact: ids and text around icons built during it", () => {
    const ArrowRight = staticIcon(lucide.ArrowRight);
    function Labelled({ text }: { text: string }) {
      const id = useId();
      return (
        <p id={id}>
          {text}
          <ArrowRight className={text} />
          {text}
        </p>
      );
    }
    const page = (
      <div>
        <Labelled text="one" />
        <Labelled text="two" />
      </div>
    );
    const [withRenderer] = renderStatic(page);
    expect(withRenderer).toBe(renderToString(page));
  });

  it("refuses markup that is not one svg element", () => {
    expect(() => svgElementFromMarkup("<span></span>")).toThrow("Not the markup of one <svg> element");
  });
});

function createOriginal(Icon: lucide.LucideIcon, props: StaticIconProps) {
  return <Icon {...props} />;
}
