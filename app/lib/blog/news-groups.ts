import { DEFAULT_NEWS_SECTION } from "./rules";
import type { NewsItem } from "./types";

/** Items grouped by section, sections in order of first appearance. */
export function groupNewsItems(items: NewsItem[]): { section: string; items: NewsItem[] }[] {
  const groups = new Map<string, NewsItem[]>();
  for (const item of items) {
    const section = item.section || DEFAULT_NEWS_SECTION;
    groups.set(section, [...(groups.get(section) ?? []), item]);
  }
  return [...groups].map(([section, grouped]) => ({ section, items: grouped }));
}
