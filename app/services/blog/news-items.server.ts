import { type DefaultTreeAdapterTypes as T, parseFragment, serialize } from "parse5";
import { DEFAULT_NEWS_SECTION } from "~/lib/blog/rules";
import type { NewsItem } from "~/lib/blog/types";

const isElement = (node: T.Node): node is T.Element => "tagName" in node;

function textOf(node: T.Node): string {
  if (node.nodeName === "#text") return (node as T.TextNode).value;
  if ("childNodes" in node) return node.childNodes.map(textOf).join("");
  return "";
}
const cleanText = (node: T.Node) => textOf(node).replace(/\s+/g, " ").trim();

function* elements(parent: T.ParentNode): Generator<T.Element> {
  for (const child of parent.childNodes) {
    if (!isElement(child)) continue;
    yield child;
    yield* elements(child);
  }
}

/** Rows of a table in order, through thead/tbody/tfoot, without descending into nested tables. */
function rowsOf(table: T.Element): T.Element[] {
  const rows: T.Element[] = [];
  for (const child of table.childNodes) {
    if (!isElement(child)) continue;
    if (child.tagName === "tr") rows.push(child);
    else if (["thead", "tbody", "tfoot"].includes(child.tagName)) rows.push(...child.childNodes.filter(isElement).filter((row) => row.tagName === "tr"));
  }
  return rows;
}

/** The element just before the table (skipping whitespace and comments), as the section name. */
function sectionBefore(table: T.Element): string {
  const siblings = table.parentNode?.childNodes ?? [];
  for (let index = siblings.indexOf(table) - 1; index >= 0; index--) {
    const sibling = siblings[index]!;
    if (isElement(sibling)) return cleanText(sibling) || DEFAULT_NEWS_SECTION;
    if (sibling.nodeName === "#text" && (sibling as T.TextNode).value.trim()) return DEFAULT_NEWS_SECTION;
  }
  return DEFAULT_NEWS_SECTION;
}

/** A "Read more" link inside the data cell becomes the item's link and leaves its content. */
function takeReadMoreLink(cell: T.Element): string | null {
  for (const element of elements(cell)) {
    if (element.tagName !== "a" || !/read\s*more/i.test(cleanText(element))) continue;
    const href = element.attrs.find((attr) => attr.name === "href")?.value ?? null;
    const siblings = element.parentNode!.childNodes;
    siblings.splice(siblings.indexOf(element), 1);
    return href;
  }
  return null;
}

function remove(node: T.ChildNode) {
  const siblings = node.parentNode?.childNodes;
  if (siblings) siblings.splice(siblings.indexOf(node), 1);
}

/**
 * News items from a post's HTML tables: each row with exactly one header cell and
 * one data cell is one item; the section is the text of the element just before the table;
 * items whose headline repeats an earlier one are skipped. Only when an item was found are the
 * tables that held items removed from the returned content.
 */
export function extractNewsItems(html: string): { items: NewsItem[]; remainingContent: string } {
  const fragment = parseFragment(html);
  const items: NewsItem[] = [];
  const seen = new Set<string>();
  const sourceTables: T.Element[] = [];
  const tables = [...elements(fragment)].filter((element) => element.tagName === "table");
  for (const table of tables) {
    const section = sectionBefore(table);
    let found = false;
    for (const row of rowsOf(table)) {
      const cells = row.childNodes.filter(isElement).filter((cell) => cell.tagName === "th" || cell.tagName === "td");
      const header = cells.find((cell) => cell.tagName === "th");
      const data = cells.find((cell) => cell.tagName === "td");
      if (cells.length !== 2 || !header || !data) continue;
      const headline = cleanText(header);
      if (!headline) continue;
      found = true;
      const key = headline.toLowerCase();
      if (seen.has(key)) continue;
      seen.add(key);
      const readMoreLink = takeReadMoreLink(data);
      items.push({ headline, content: serialize(data).trim(), readMoreLink, section });
    }
    if (found) sourceTables.push(table);
  }
  if (items.length === 0) return { items, remainingContent: html };
  for (const table of sourceTables) remove(table);
  return { items, remainingContent: serialize(fragment).trim() };
}
