import { createContext, createElement, type FunctionComponent, type ReactElement, type ReactNode, useContext } from "react";
import { BoundedMemo } from "~/lib/core/bounded-memo";
import { isPlainObject, sharedValueId } from "~/lib/render/shared-values";

/**
 * Renders an element to HTML. Given by the renderer of HTML-only pages (decision 012), absent everywhere else.
 * `identifierPrefix` keeps the ids `useId` gives inside contents rendered apart from colliding with the page's.
 */
export type StaticMarkupRenderer = (element: ReactElement, options?: { identifierPrefix?: string }) => string;

const StaticMarkupContext = createContext<StaticMarkupRenderer | null>(null);
export const StaticMarkupProvider = StaticMarkupContext.Provider;

/** The renderer of an HTML-only page; null where a page may hydrate, whose markup must then come from React itself. */
export const useStaticMarkupRenderer = () => useContext(StaticMarkupContext);

/** Contents whose markup depends on their props alone: they read no React context (no router hooks), so can be rendered apart. */
export type StaticContents<P extends object> = { render: FunctionComponent<P>; variants: BoundedMemo<string>; idPrefix: string | undefined };

export type StaticContentsOptions = {
  maxVariants?: number;
  /** Needed when the contents use `useId`: prefixes the ids they get, unique on every page the contents appear on. */
  idPrefix?: string;
};

export function staticContents<P extends object>(render: FunctionComponent<P>, { maxVariants = 32, idPrefix }: StaticContentsOptions = {}): StaticContents<P> {
  return { render, variants: new BoundedMemo(maxVariants), idPrefix };
}

export type ContentsProps = { children: ReactNode } | { dangerouslySetInnerHTML: { __html: string } };

/**
 * What to give the element that holds `contents`, spread on it: on an HTML-only page, the markup of
 * this variant of its props, rendered once (a public page's header and footer are a third of its
 * elements and the same on most pages); elsewhere, the contents as children.
 * Call it last in a component, once: rendering apart resets React's record of the hooks of the
 * component being rendered, so a hook called after it fails ("Invalid hook call").
 */
export function useStaticContents<P extends object>(contents: StaticContents<P>, props: P): ContentsProps {
  const renderMarkup = useStaticMarkupRenderer();
  const element = createElement(contents.render, props);
  if (!renderMarkup) return { children: element };
  const options = contents.idPrefix ? { identifierPrefix: contents.idPrefix } : undefined;
  return { dangerouslySetInnerHTML: { __html: contents.variants.get(variantKey(props), () => renderMarkup(element, options)) } };
}

/**
 * The props as a key, as JSON would write them, except that published content (a shared value,
 * which never changes: app/lib/render/shared-values.ts) is written as its number: writing out and
 * looking up a page's whole content on every render cost as much as a tenth of rendering it.
 */
export function variantKey(value: unknown): string {
  if (value === null || typeof value !== "object") return JSON.stringify(value) ?? "undefined";
  const id = sharedValueId(value);
  if (id !== undefined) return `#${id}`;
  if (Array.isArray(value)) return `[${value.map(variantKey).join(",")}]`;
  if (!isPlainObject(value)) return JSON.stringify(value);
  let key = "{";
  for (const name of Object.keys(value)) key += `${JSON.stringify(name)}:${variantKey(value[name])},`;
  return `${key}}`;
}
