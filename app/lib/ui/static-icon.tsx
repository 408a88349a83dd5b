import type { LucideIcon, LucideProps } from "lucide-react";
import { createElement, type ReactElement } from "react";
import { BoundedMemo } from "~/lib/core/bounded-memo";
import { useStaticMarkupRenderer } from "./static-markup";

export type StaticIconProps = Omit<LucideProps, "ref">;
export type StaticIcon = ((props: StaticIconProps) => ReactElement) & { displayName: string };

// Variants come from the code's class names, so a few per icon.
const MAX_VARIANTS_PER_ICON = 64;

/**
 * A lucide icon that, on a page that is never hydrated, is built once per set of props: lucide's
 * component spends more per icon (default attributes, class merging) than React spends on the
 * rest of the icon, and a public page has dozens of them. The first render of a variant asks
 * lucide for its markup; later ones reuse one `<svg>` element whose drawing is that markup. With
 * no renderer given (hydrating pages, tests, the browser) it is lucide's component unchanged.
 * The output is byte for byte lucide's (tests/unit/static-icon.test.tsx).
 */
export function staticIcon(Icon: LucideIcon): StaticIcon {
  const variants = new BoundedMemo<ReactElement>(MAX_VARIANTS_PER_ICON);
  function Component(props: StaticIconProps): ReactElement {
    const renderMarkup = useStaticMarkupRenderer();
    const key = renderMarkup ? variantKey(props) : null;
    if (!renderMarkup || key === null) return createElement(Icon, props);
    return variants.get(key, () => svgElementFromMarkup(renderMarkup(createElement(Icon, props))));
  }
  Component.displayName = `Static${Icon.displayName ?? "Icon"}`;
  return Component;
}

/** A key for props made of plain values only; null when one is a function, element or object (not cached). */
function variantKey(props: StaticIconProps): string | null {
  for (const value of Object.values(props)) {
    if (value !== undefined && value !== null && typeof value === "object") return null;
    if (typeof value === "function") return null;
  }
  return JSON.stringify(props);
}

const SVG_MARKUP = /^<svg((?:\s+[^\s=>]+="[^"]*")*)>([\s\S]*)<\/svg>$/;
const ATTRIBUTE = /([^\s=]+)="([^"]*)"/g;
// The five characters React escapes in an attribute's value.
const ESCAPED: Readonly<Record<string, string>> = { "&amp;": "&", "&quot;": '"', "&#x27;": "'", "&lt;": "<", "&gt;": ">" };

/** The props React turns back into this attribute: `class` is `className`, `stroke-width` is `strokeWidth`, `aria-*` and `data-*` stay. */
function propName(attribute: string): string {
  if (attribute === "class") return "className";
  if (attribute.startsWith("aria-") || attribute.startsWith("data-")) return attribute;
  return attribute.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

/** The one `<svg>` element lucide rendered, as a React element whose children are its markup. */
export function svgElementFromMarkup(markup: string): ReactElement {
  const match = SVG_MARKUP.exec(markup);
  if (!match) throw new Error(`Not the markup of one <svg> element: ${markup.slice(0, 80)}`);
  const [, attributes = "", drawing = ""] = match;
  const props: Record<string, unknown> = {};
  for (const [, name = "", value = ""] of attributes.matchAll(ATTRIBUTE)) {
    props[propName(name)] = value.replace(/&(?:amp|quot|#x27|lt|gt);/g, (entity) => ESCAPED[entity] ?? entity);
  }
  props.dangerouslySetInnerHTML = { __html: drawing };
  return createElement("svg", props);
}
