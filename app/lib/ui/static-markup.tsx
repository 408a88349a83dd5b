import { createContext, createElement, type FunctionComponent, type ReactElement, type ReactNode, useContext } from "react";

/** Renders an element to HTML. Given by the renderer of HTML-only pages (decision 012), absent everywhere else. */
export type StaticMarkupRenderer = (element: ReactElement) => string;

const StaticMarkupContext = createContext<StaticMarkupRenderer | null>(null);
export const StaticMarkupProvider = StaticMarkupContext.Provider;

/** The renderer of an HTML-only page; null where a page may hydrate, whose markup must then come from React itself. */
export const useStaticMarkupRenderer = () => useContext(StaticMarkupContext);

/** What was built per variant, emptied whole when full: variants come from code and content, so are few; the bound only guards. */
export class MarkupVariants<T> {
  readonly #built = new Map<string, T>();
  readonly #maxVariants: number;

  constructor(maxVariants: number) {
    this.#maxVariants = maxVariants;
  }

  get(key: string, build: () => T): T {
    const known = this.#built.get(key);
    if (known !== undefined) return known;
    const built = build();
    if (this.#built.size >= this.#maxVariants) this.#built.clear();
    this.#built.set(key, built);
    return built;
  }
}

/** Contents whose markup depends on their props alone: they read no React context (no router hooks), so can be rendered apart. */
export type StaticContents<P extends object> = { render: FunctionComponent<P>; variants: MarkupVariants<string> };

export function staticContents<P extends object>(render: FunctionComponent<P>, maxVariants = 32): StaticContents<P> {
  return { render, variants: new MarkupVariants(maxVariants) };
}

export type ContentsProps = { children: ReactNode } | { dangerouslySetInnerHTML: { __html: string } };

/**
 * What to give the element that holds `contents`, spread on it: on an HTML-only page, the markup of
 * this variant of its props, rendered once (a public page's header and footer are a third of its
 * elements and the same on most pages); elsewhere, the contents as children.
 */
export function useStaticContents<P extends object>(contents: StaticContents<P>, props: P): ContentsProps {
  const renderMarkup = useStaticMarkupRenderer();
  const element = createElement(contents.render, props);
  if (!renderMarkup) return { children: element };
  return { dangerouslySetInnerHTML: { __html: contents.variants.get(JSON.stringify(props), () => renderMarkup(element)) } };
}
